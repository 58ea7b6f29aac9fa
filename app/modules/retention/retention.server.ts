import { and, lt, notInArray, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { applications, auditLog, inquiries, jobInvitations } from "~/db/schema";
import { recordAudit } from "~/modules/audit/audit.server";
import { removeResumesOfDeleted } from "~/modules/applications/resume-storage.server";

/**
 * The privacy policy's promise, kept by the server: inquiries, and
 * applications that are decided (Hired, Rejected or Withdrawn), are deleted with their
 * notes and résumé files once they are older than RETENTION_DAYS.
 * Applications still in an open stage stay until they are decided.
 */
export const OPEN_STAGES = ["new", "review", "interview", "offer"] as const;

/** Any fixed number: the PostgreSQL advisory lock that makes one run at a time across processes. */
const RETENTION_LOCK = 7_301_730;

const DAY_MS = 24 * 60 * 60 * 1000;

export type RetentionRun = { applications: number; inquiries: number; days: number };

/**
 * One retention run. Returns null when another process holds the run (with
 * several instances on one PostgreSQL); each run that happens is audited
 * with its counts, never with what was deleted.
 */
export async function applyRetention(days: number, now = new Date()): Promise<RetentionRun | null> {
  const cutoff = new Date(now.getTime() - days * DAY_MS);
  const deleted = await db().transaction(async (tx) => {
    const lock = await tx.execute<{ locked: boolean }>(
      sql`select pg_try_advisory_xact_lock(${RETENTION_LOCK}) as locked`,
    );
    if (!lock.rows[0]?.locked) return null;
    const applicationRows = await tx
      .delete(applications)
      .where(
        and(lt(applications.createdAt, cutoff), notInArray(applications.status, [...OPEN_STAGES])),
      )
      .returning({ resumeKey: applications.resumeKey });
    const inquiryRows = await tx
      .delete(inquiries)
      .where(lt(inquiries.createdAt, cutoff))
      .returning({ id: inquiries.id });
    // Invitations to apply (decision 050) hold an address: kept as long as an inquiry.
    await tx.delete(jobInvitations).where(lt(jobInvitations.createdAt, cutoff));
    const counts = { applications: applicationRows.length, inquiries: inquiryRows.length, days };
    // The deletions and their audit entry: both or neither.
    await recordAudit({ action: "retention.run", actorEmail: "system", details: counts }, tx);
    return { resumeKeys: applicationRows.map((row) => row.resumeKey), counts };
  });
  if (!deleted) return null;
  // After the commit: a file that cannot go now is left to the orphan sweep.
  await removeResumesOfDeleted(deleted.resumeKeys);
  return deleted.counts;
}

/**
 * The audit log's own retention (AUDIT_RETENTION_DAYS): entries older than
 * that are deleted, with the same run as the records' retention. Returns
 * how many went.
 */
export async function applyAuditRetention(days: number, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - days * DAY_MS);
  const deleted = await db()
    .delete(auditLog)
    .where(lt(auditLog.createdAt, cutoff))
    .returning({ id: auditLog.id });
  return deleted.length;
}
