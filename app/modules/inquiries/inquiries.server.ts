import { PRIVACY_POLICY_VERSION } from "~/content/legal/privacy";
import { db } from "~/db/client.server";
import { inquiries, type Inquiry } from "~/db/schema";
import type { CompanyInfo } from "~/content/company";
import { getEnv } from "~/utils/env.server";
import { deliverMail } from "~/modules/mail/outgoing-mail.server";
import { defaultFromAddress } from "~/utils/mail.server";
import { teamNotificationEmail, visitorConfirmationEmail } from "./emails.server";
import type { InquiryInput } from "./inquiry-schema";

/** Stores a validated inquiry (status "new"). */
export async function createInquiry(input: InquiryInput): Promise<Inquiry> {
  const [row] = await db()
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
    })
    .returning();
  if (!row) throw new Error("Inquiry insert returned no row");
  return row;
}

/**
 * The contact form's whole effect: store the inquiry, tell the team (Reply-To
 * the visitor, never From the visitor) and confirm to the visitor. A mail
 * failure is retried (modules/mail), never thrown: the inquiry is already saved.
 */
export async function submitInquiry(input: InquiryInput, company: CompanyInfo): Promise<Inquiry> {
  const inquiry = await createInquiry(input);
  const from = defaultFromAddress(company.name);
  const notifyTo = getEnv().NOTIFY_EMAIL ?? company.email;
  await Promise.all([
    deliverMail(
      { from, to: notifyTo, replyTo: input.email, ...teamNotificationEmail(input, company) },
      "inquiry-team",
    ),
    deliverMail(
      { from, to: input.email, ...visitorConfirmationEmail(input, company) },
      "inquiry-confirmation",
    ),
  ]);
  return inquiry;
}

/** Newest first; for the admin inbox and tests. */
export async function listInquiriesForAdmin(limit = 50): Promise<Inquiry[]> {
  return db().query.inquiries.findMany({
    orderBy: (table, { desc }) => [desc(table.createdAt)],
    limit,
  });
}
