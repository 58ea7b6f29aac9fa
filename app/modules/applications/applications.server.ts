import { PRIVACY_POLICY_VERSION } from "~/modules/company/privacy-policy";
import type { VisitSource } from "~/modules/analytics/visit-source";
import { desc, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { applications, type Application, type Job } from "~/db/schema";
import type { CompanyInfo } from "~/modules/company/company-info";
import { getEnv } from "~/utils/env.server";
import { transactionWithMail, type MailOutbox } from "~/modules/mail/outgoing-mail.server";
import { defaultFromAddress } from "~/utils/mail.server";
import {
  APPLICATION_LIMITS,
  GENERAL_APPLICATION_TITLE,
  type ApplicationInput,
} from "./application-schema";
import { CANDIDATE_STATUS_PATH } from "./candidate-link-paths";
import { issueCandidateLink, statusLinkExpiry } from "./candidate-links.server";
import type { ScreeningAnswer } from "./screening-answers";
import { applicantConfirmationEmail, hiringTeamEmail } from "./emails.server";
import { removeResume, storeResume, sweepOrphanedUploads } from "./resume-storage.server";

const PDF_SIGNATURE = new TextEncoder().encode("%PDF-");

/** A PDF starts with "%PDF-": the bytes decide, whatever the name and type claim. */
export function hasPdfSignature(bytes: Uint8Array): boolean {
  return PDF_SIGNATURE.every((byte, index) => bytes[index] === byte);
}

export type SubmitResult =
  | { status: "created"; application: Application }
  | { status: "duplicate"; application: Application }
  | { status: "not-pdf" };

/** The stored name of the applicant's file: its base name, without control characters, bounded. */
export function displayFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const clean = base
    .replace(/\p{Cc}/gu, "")
    .trim()
    .slice(-APPLICATION_LIMITS.resumeFileName);
  return clean || "resume.pdf";
}

async function findByIdempotencyKey(key: string): Promise<Application | undefined> {
  const [row] = await db()
    .select()
    .from(applications)
    .where(eq(applications.idempotencyKey, key))
    .limit(1);
  return row;
}

/**
 * A job application's whole effect — or, with no job, a general one for the
 * talent pool. The résumé is stored before the row is written (a crash
 * leaves at most an orphaned file, which the sweep removes — never a row
 * without its file); the same form submitted twice creates one application.
 * The row and the e-mails telling the applicant and the team are written in
 * one transaction (all or none) — with the candidate's status link, which
 * the confirmation carries — and the e-mails sent after the commit; mail
 * failures are retried, not thrown: the application is already safe.
 */
export async function submitApplication(
  input: ApplicationInput,
  job: Pick<Job, "id" | "title"> | null,
  company: CompanyInfo,
  /** The job's screening questions answered, each with the knockout rule it fired (decision 043). */
  screening: ScreeningAnswer[] = [],
  /** Where the visit that sent it came from (attribution, decision 048). */
  visitSource: VisitSource | null = null,
): Promise<SubmitResult> {
  const earlier = await findByIdempotencyKey(input.idempotencyKey);
  if (earlier) return { status: "duplicate", application: earlier };

  const bytes = new Uint8Array(await input.resume.arrayBuffer());
  if (!hasPdfSignature(bytes)) return { status: "not-pdf" };
  const stored = await storeResume(bytes);

  let row: Application | null;
  try {
    ({ value: row } = await transactionWithMail(async (tx, outbox) => {
      const [inserted] = await tx
        .insert(applications)
        .values({
          jobId: job?.id ?? null,
          jobTitle: job?.title ?? GENERAL_APPLICATION_TITLE,
          isGeneral: !job,
          firstName: input.firstName,
          lastName: input.lastName,
          email: input.email,
          phone: input.phone,
          location: input.location,
          linkedin: input.linkedin ?? null,
          portfolio: input.portfolio ?? null,
          experience: input.experience,
          coverLetter: input.coverLetter,
          referral: input.referral ?? null,
          privacyConsent: input.privacyPolicy,
          privacyPolicyVersion: PRIVACY_POLICY_VERSION,
          privacyConsentAt: new Date(),
          futureOpeningsConsent: input.futureOpenings,
          resumeKey: stored.key,
          resumeFileName: displayFileName(input.resume.name),
          resumeSize: stored.size,
          resumeSha256: stored.sha256,
          idempotencyKey: input.idempotencyKey,
          screeningAnswers: screening,
          // Flagged, never refused: a person reads the answers and decides.
          knockout: screening.some((answer) => answer.knockout !== null),
          visitSource,
        })
        .onConflictDoNothing({ target: applications.idempotencyKey })
        .returning();
      if (!inserted) return null;
      // The candidate's status link, in the same transaction as the e-mail that carries it.
      const token = await issueCandidateLink(
        tx,
        inserted.id,
        "status",
        statusLinkExpiry(inserted.createdAt, getEnv().RETENTION_DAYS),
      );
      await announce(outbox, inserted, input, company, token);
      return inserted;
    }));
  } catch (error) {
    await removeResume(stored.key);
    throw error;
  }
  if (!row) {
    // A concurrent submission of the same form won the race.
    await removeResume(stored.key);
    const winner = await findByIdempotencyKey(input.idempotencyKey);
    if (!winner) throw new Error("Application conflict without a stored row");
    return { status: "duplicate", application: winner };
  }

  return { status: "created", application: row };
}

async function announce(
  outbox: MailOutbox,
  row: Application,
  input: ApplicationInput,
  company: CompanyInfo,
  statusToken: string,
) {
  const env = getEnv();
  const from = defaultFromAddress(company.name);
  const facts = {
    input,
    jobTitle: row.jobTitle,
    resume: { fileName: row.resumeFileName, size: row.resumeSize },
    adminUrl: `${env.PUBLIC_URL}/admin/applications/${row.id}`,
  };
  await outbox.add(
    {
      from,
      to: env.NOTIFY_EMAIL ?? company.email,
      replyTo: row.email,
      ...hiringTeamEmail(facts, company),
    },
    "application-team",
  );
  await outbox.add(
    {
      from,
      to: row.email,
      ...applicantConfirmationEmail(
        {
          ...facts,
          general: row.isGeneral,
          firstName: row.firstName,
          statusUrl: `${env.PUBLIC_URL}${CANDIDATE_STATUS_PATH}${statusToken}`,
        },
        company,
      ),
    },
    "application-confirmation",
  );
}

/** Start-up: remove résumé files that no application refers to. */
export async function sweepOrphanedResumes(): Promise<string[]> {
  return sweepOrphanedUploads(async (key) => {
    const [row] = await db()
      .select({ id: applications.id })
      .from(applications)
      .where(eq(applications.resumeKey, key))
      .limit(1);
    return Boolean(row);
  });
}

/** Newest first; for tests now and the admin inbox later. */
export async function listApplicationsForAdmin(limit = 50): Promise<Application[]> {
  return db().select().from(applications).orderBy(desc(applications.createdAt)).limit(limit);
}
