import { eq, inArray, or, sql } from "drizzle-orm";
import { strToU8, zipSync, type Zippable } from "fflate";
import { db } from "~/db/client.server";
import {
  applicationNotes,
  applications,
  emailDeliveries,
  inquiries,
  inquiryNotes,
  jobAlertSubscriptions,
  jobInvitations,
} from "~/db/schema";
import type { Actor } from "~/modules/actor/actor";
import { recordAudit } from "~/modules/audit/audit.server";
import { resumeDownloadName } from "~/modules/applications/resume-name";
import { readResume, removeResumesOfDeleted } from "~/modules/applications/resume-storage.server";
import { jobAlertsOf } from "~/modules/job-alerts/subscriptions.server";
import { invitationsOf } from "~/modules/rediscovery/invitations.server";
import { assertActorMay } from "~/modules/roles/authorize";
import { downloadName } from "~/utils/download-name";
import { getLogger } from "~/utils/logger.server";
import { reclaimErasedSpace, removeOutboxMessagesOf } from "./erased-copies.server";

/**
 * Privacy requests (issue 15): everything the site holds about one person,
 * found by their e-mail address (any case) — applications with their notes
 * and résumés, and inquiries — to hand over in one download or to erase.
 * Both are audited with counts only: the log keeps that it happened, not
 * whose data it was.
 */

type EmailColumn =
  | typeof applications.email
  | typeof inquiries.email
  | typeof emailDeliveries.toAddress
  | typeof emailDeliveries.replyTo;

const byEmail = (column: EmailColumn, email: string) =>
  eq(sql`lower(${column})`, email.trim().toLowerCase());

/** E-mails sent to the person, or about them to the team (Reply-To is their address). */
const deliveriesOf = (email: string) =>
  or(byEmail(emailDeliveries.toAddress, email), byEmail(emailDeliveries.replyTo, email));

/** Any kept e-mail that names the address: to, about, or mentioning them in its text. */
const deliveriesMentioning = (email: string) => {
  const address = email.trim().toLowerCase();
  return or(
    deliveriesOf(email),
    sql`strpos(lower(${emailDeliveries.subject}), ${address}) > 0`,
    sql`strpos(lower(${emailDeliveries.textBody}), ${address}) > 0`,
    sql`strpos(lower(${emailDeliveries.htmlBody}), ${address}) > 0`,
  );
};

export type PersonSummary = {
  applications: { id: string; jobTitle: string; status: string; createdAt: Date }[];
  inquiries: { id: string; company: string; createdAt: Date }[];
};

/** What is held about this address, for the admin to review before acting. */
export async function findPersonData(email: string): Promise<PersonSummary> {
  const [applicationRows, inquiryRows] = await Promise.all([
    db()
      .select({
        id: applications.id,
        jobTitle: applications.jobTitle,
        status: applications.status,
        createdAt: applications.createdAt,
      })
      .from(applications)
      .where(byEmail(applications.email, email))
      .orderBy(applications.createdAt),
    db()
      .select({ id: inquiries.id, company: inquiries.company, createdAt: inquiries.createdAt })
      .from(inquiries)
      .where(byEmail(inquiries.email, email))
      .orderBy(inquiries.createdAt),
  ]);
  return { applications: applicationRows, inquiries: inquiryRows };
}

/** Whose data it is, for the file name: the name they gave us last, or nothing known. */
function personName(
  applicationRows: ReadonlyArray<{ firstName: string; lastName: string; createdAt: Date }>,
  inquiryRows: ReadonlyArray<{ name: string; createdAt: Date }>,
): string {
  const named = [
    ...applicationRows.map((row) => ({
      name: `${row.firstName} ${row.lastName}`,
      at: row.createdAt,
    })),
    ...inquiryRows.map((row) => ({ name: row.name, at: row.createdAt })),
  ].sort((a, b) => b.at.getTime() - a.at.getTime());
  return named[0]?.name ?? "";
}

/** Two applications to the same job by the same person must not overwrite each other in the ZIP. */
class UniqueNames {
  private readonly taken = new Set<string>();
  take(name: string): string {
    const dot = name.lastIndexOf(".");
    let candidate = name;
    for (let n = 2; this.taken.has(candidate); n += 1) {
      candidate = `${name.slice(0, dot)}-${n}${name.slice(dot)}`;
    }
    this.taken.add(candidate);
    return candidate;
  }
}

/**
 * One ZIP named after the person (`Pat-Person-personal-data-2026-01-05.zip`):
 * `data.json` with every stored field of every application and inquiry
 * (their notes included), and each résumé as it was uploaded, named by person and job
 * (`resumes/Pat-Person-Data-Engineer-resume.pdf`).
 */
export async function exportPersonData(actor: Actor, email: string): Promise<PersonExport> {
  assertActorMay(actor, "privacy");
  return buildPersonExport({ actor: actor.user, ip: actor.ip }, email);
}

/**
 * The same copy for the person themselves, once their e-mailed link proved
 * the address is theirs (modules/candidate-status): audited as "candidate".
 */
export async function exportOwnPersonData(email: string, ip: string): Promise<PersonExport> {
  return buildPersonExport({ actorEmail: CANDIDATE_ACTOR, ip }, email);
}

/** Who asked: a staff account, or the candidate (no account). */
type Requester = { actor?: Actor["user"]; actorEmail?: string; ip: string };

/** How the audit log names a candidate acting on their own data. */
export const CANDIDATE_ACTOR = "candidate";

export type PersonExport = {
  zip: Uint8Array;
  fileName: string;
  applications: number;
  inquiries: number;
};

async function buildPersonExport(who: Requester, email: string): Promise<PersonExport> {
  const [applicationRows, inquiryRows, emailRows, jobAlerts, jobInvitationRows] = await Promise.all(
    [
      db().select().from(applications).where(byEmail(applications.email, email)),
      db().select().from(inquiries).where(byEmail(inquiries.email, email)),
      db()
        .select({
          to: emailDeliveries.toAddress,
          replyTo: emailDeliveries.replyTo,
          subject: emailDeliveries.subject,
          body: emailDeliveries.textBody,
          status: emailDeliveries.status,
          createdAt: emailDeliveries.createdAt,
          sentAt: emailDeliveries.sentAt,
        })
        .from(emailDeliveries)
        .where(deliveriesOf(email)),
      jobAlertsOf(email),
      invitationsOf(email),
    ],
  );
  const notes = applicationRows.length
    ? await db()
        .select()
        .from(applicationNotes)
        .where(
          inArray(
            applicationNotes.applicationId,
            applicationRows.map((row) => row.id),
          ),
        )
    : [];
  const inquiryNoteRows = inquiryRows.length
    ? await db()
        .select()
        .from(inquiryNotes)
        .where(
          inArray(
            inquiryNotes.inquiryId,
            inquiryRows.map((row) => row.id),
          ),
        )
    : [];
  const files: Zippable = {};
  const resumeFiles = new UniqueNames();
  const exported = await Promise.all(
    applicationRows.map(async ({ resumeKey, idempotencyKey: _key, ...row }) => {
      const file = `resumes/${resumeFiles.take(resumeDownloadName(row))}`;
      const bytes = await readResume(resumeKey);
      if (bytes) files[file] = bytes;
      return {
        ...row,
        resumeFile: bytes ? file : null,
        notes: notes
          .filter((note) => note.applicationId === row.id)
          .map(({ body, authorName, createdAt }) => ({ body, authorName, createdAt })),
      };
    }),
  );
  const data = {
    email: email.trim().toLowerCase(),
    exportedAt: new Date(),
    applications: exported,
    inquiries: inquiryRows.map((row) => ({
      ...row,
      notes: inquiryNoteRows
        .filter((note) => note.inquiryId === row.id)
        .map(({ body, authorName, createdAt }) => ({ body, authorName, createdAt })),
    })),
    emails: emailRows,
    jobAlerts,
    jobInvitations: jobInvitationRows,
  };
  files["data.json"] = strToU8(JSON.stringify(data, null, 2));
  await recordAudit({
    action: "person.export",
    ...who,
    details: { applications: applicationRows.length, inquiries: inquiryRows.length },
  });
  const day = new Date().toISOString().slice(0, 10);
  return {
    zip: zipSync(files),
    fileName: downloadName([personName(applicationRows, inquiryRows), "personal-data", day], "zip"),
    applications: applicationRows.length,
    inquiries: inquiryRows.length,
  };
}

/**
 * Deletes every application (with notes and résumé files) and inquiry (with
 * notes, by the foreign key's cascade) of
 * this address, and the e-mails kept to, about or mentioning it — their rows
 * and their copies in the outbox folder — then rewrites the touched tables
 * so the deleted rows leave the database's files (erased-copies.server.ts).
 * Backups made before stay as they are until they age out (README, Backups).
 */
export async function erasePersonData(
  actor: Actor,
  email: string,
): Promise<{ applications: number; inquiries: number }> {
  assertActorMay(actor, "privacy");
  return eraseByEmail({ actor: actor.user, ip: actor.ip }, email);
}

/** The same erasure for the person themselves, once their e-mailed link proved the address. */
export async function eraseOwnPersonData(
  email: string,
  ip: string,
): Promise<{ applications: number; inquiries: number }> {
  return eraseByEmail({ actorEmail: CANDIDATE_ACTOR, ip }, email);
}

async function eraseByEmail(
  who: Requester,
  email: string,
): Promise<{ applications: number; inquiries: number }> {
  const deleted = await db().transaction(async (tx) => {
    const applicationRows = await tx
      .delete(applications)
      .where(byEmail(applications.email, email))
      .returning({ resumeKey: applications.resumeKey });
    const inquiryRows = await tx
      .delete(inquiries)
      .where(byEmail(inquiries.email, email))
      .returning({ id: inquiries.id });
    await tx.delete(emailDeliveries).where(deliveriesMentioning(email));
    // Job alerts (with their links and sent rows, by cascade): stored lower-cased.
    await tx
      .delete(jobAlertSubscriptions)
      .where(eq(jobAlertSubscriptions.email, email.trim().toLowerCase()));
    // Invitations to apply (decision 050): stored trimmed and lower-cased.
    await tx.delete(jobInvitations).where(eq(jobInvitations.email, email.trim().toLowerCase()));
    const erased = { applications: applicationRows.length, inquiries: inquiryRows.length };
    // The deletes and their audit entry: both or neither.
    await recordAudit({ action: "person.erase", ...who, details: erased }, tx);
    return { resumeKeys: applicationRows.map((row) => row.resumeKey), counts: erased };
  });
  // Files and VACUUM only after the commit (VACUUM cannot run in a transaction).
  await removeResumesOfDeleted(deleted.resumeKeys);
  const outboxFiles = await removeOutboxMessagesOf(email);
  await reclaimErasedSpace();
  getLogger().info({ outboxFiles }, "erase: outbox copies removed, space reclaimed");
  return deleted.counts;
}
