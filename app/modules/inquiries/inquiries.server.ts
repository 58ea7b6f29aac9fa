import { eq } from "drizzle-orm";
import { PRIVACY_POLICY_VERSION } from "~/modules/company/privacy-policy";
import { db, type Tx } from "~/db/client.server";
import { inquiries, type Inquiry } from "~/db/schema";
import type { CompanyInfo } from "~/modules/company/company-info";
import { getEnv } from "~/utils/env.server";
import { transactionWithMail, type MailOutbox } from "~/modules/mail/outgoing-mail.server";
import { defaultFromAddress } from "~/utils/mail.server";
import { teamNotificationEmail, visitorConfirmationEmail } from "./emails.server";
import type { InquiryInput } from "./inquiry-schema";
import type { VisitSource } from "~/modules/analytics/visit-source";

/**
 * Stores a validated inquiry (status "new"); undefined when its one-time key
 * is already stored. (Without a key — seeded data — it is always stored.)
 */
export async function createInquiry(
  input: Omit<InquiryInput, "idempotencyKey"> & {
    idempotencyKey?: string;
    /** Where the visit that sent it came from (decision 048). */
    visitSource?: VisitSource | null;
  },
  tx: Tx | ReturnType<typeof db> = db(),
): Promise<Inquiry | undefined> {
  const [row] = await tx
    .insert(inquiries)
    .values({
      name: input.name,
      email: input.email,
      phone: input.phone ?? null,
      company: input.company,
      service: input.service,
      message: input.message,
      privacyConsent: input.privacy,
      privacyPolicyVersion: PRIVACY_POLICY_VERSION,
      privacyConsentAt: new Date(),
      idempotencyKey: input.idempotencyKey ?? null,
      visitSource: input.visitSource ?? null,
    })
    .onConflictDoNothing({ target: inquiries.idempotencyKey })
    .returning();
  return row;
}

export type InquiryResult = { status: "created" | "duplicate"; inquiry: Inquiry };

/**
 * The contact form's whole effect, in one transaction: store the inquiry,
 * and the e-mails telling the team (Reply-To the visitor, never From the
 * visitor) and confirming to the visitor — all three or none. The e-mails
 * are sent after the commit (modules/mail: a failure is retried, never
 * thrown). The same form sent again (its one-time key already stored)
 * stores and sends nothing and answers with the first inquiry.
 */
export async function submitInquiry(
  input: InquiryInput,
  company: CompanyInfo,
  /** Where the visit that sent it came from (attribution, decision 048). */
  visitSource: VisitSource | null = null,
): Promise<InquiryResult> {
  const { value } = await transactionWithMail(async (tx, outbox) => {
    const inquiry = await createInquiry({ ...input, visitSource }, tx);
    if (!inquiry) return null;
    await announce(outbox, input, company);
    return inquiry;
  });
  if (value) return { status: "created", inquiry: value };
  // A concurrent post of the same form won (its transaction has committed).
  const [earlier] = await db()
    .select()
    .from(inquiries)
    .where(eq(inquiries.idempotencyKey, input.idempotencyKey))
    .limit(1);
  if (!earlier) throw new Error("Inquiry conflict without a stored row");
  return { status: "duplicate", inquiry: earlier };
}

async function announce(outbox: MailOutbox, input: InquiryInput, company: CompanyInfo) {
  const from = defaultFromAddress(company.name);
  const notifyTo = getEnv().NOTIFY_EMAIL ?? company.email;
  await outbox.add(
    { from, to: notifyTo, replyTo: input.email, ...teamNotificationEmail(input, company) },
    "inquiry-team",
  );
  await outbox.add(
    { from, to: input.email, ...visitorConfirmationEmail(input, company) },
    "inquiry-confirmation",
  );
}

/** Newest first; for the admin inbox and tests. */
export async function listInquiriesForAdmin(limit = 50): Promise<Inquiry[]> {
  return db().query.inquiries.findMany({
    orderBy: (table, { desc }) => [desc(table.createdAt)],
    limit,
  });
}
