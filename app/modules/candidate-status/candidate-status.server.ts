import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { applications } from "~/db/schema";
import { displayFileName, hasPdfSignature } from "~/modules/applications/applications.server";
import { APPLICATION_MESSAGES } from "~/modules/applications/application-schema";
import type { ApplicationStatus } from "~/modules/applications/application-status";
import { removeResume, storeResume } from "~/modules/applications/resume-storage.server";
import { listStatusChanges } from "~/modules/applications/status-history.server";
import { recordAudit } from "~/modules/audit/audit.server";
import { CANDIDATE_ACTOR } from "~/modules/privacy/person-data.server";
import { refused, rejected, written, type Result } from "~/utils/domain-result";
import { findWorkingLink } from "~/modules/applications/candidate-links.server";
import {
  CANDIDATE_MESSAGES,
  CANDIDATE_STAGE_OF,
  CANDIDATE_STAGES,
  CLOSED_OUTCOMES,
  NEXT_STEPS,
  WITHDRAWABLE,
  type CandidateStage,
} from "./candidate-status-schema";

/**
 * What the holder of a status link sees and may do. Every function starts
 * from the token: no token, no application — and an unknown, expired or
 * revoked one answers exactly like a missing page.
 */

type CandidateView = {
  jobTitle: string;
  general: boolean;
  appliedAt: Date;
  status: ApplicationStatus;
  stage: CandidateStage;
  /** How a closed application ended ("Offer accepted"), else null. */
  outcome: string | null;
  /** The last status change, or the day of applying when there was none. */
  changedAt: Date;
  nextSteps: string;
  /** The stages it has actually been at (its history), so a skipped one is not ticked. */
  reached: CandidateStage[];
  canWithdraw: boolean;
  canReplaceResume: boolean;
  resumeFileName: string;
};

function stagesReached(
  status: ApplicationStatus,
  changes: ReadonlyArray<{ from: ApplicationStatus; to: ApplicationStatus }>,
): CandidateStage[] {
  const reached = new Set<CandidateStage>(["received", CANDIDATE_STAGE_OF[status]]);
  for (const change of changes) {
    reached.add(CANDIDATE_STAGE_OF[change.from]);
    reached.add(CANDIDATE_STAGE_OF[change.to]);
  }
  return CANDIDATE_STAGES.filter((stage) => reached.has(stage));
}

/** The application behind a working status link, in the candidate's terms; null otherwise. */
export async function getCandidateView(token: string | undefined): Promise<CandidateView | null> {
  const link = await findWorkingLink(token, "status");
  if (!link) return null;
  const [row] = await db()
    .select({
      jobTitle: applications.jobTitle,
      general: applications.isGeneral,
      createdAt: applications.createdAt,
      status: applications.status,
      resumeFileName: applications.resumeFileName,
    })
    .from(applications)
    .where(eq(applications.id, link.applicationId))
    .limit(1);
  if (!row) return null;
  // The history is the audit log's status entries (status-history.server.ts): read, never written here.
  const changes = await listStatusChanges(link.applicationId);
  const last = changes.at(-1);
  return {
    jobTitle: row.jobTitle,
    general: row.general,
    appliedAt: row.createdAt,
    status: row.status,
    stage: CANDIDATE_STAGE_OF[row.status],
    outcome: CLOSED_OUTCOMES[row.status] ?? null,
    changedAt: last ? new Date(last.at) : row.createdAt,
    nextSteps: NEXT_STEPS[row.status],
    reached: stagesReached(row.status, changes),
    canWithdraw: WITHDRAWABLE.includes(row.status),
    canReplaceResume: row.status === "new",
    resumeFileName: row.resumeFileName,
  };
}

/**
 * The candidate withdraws: the status becomes Withdrawn at once (the inbox
 * shows it), recorded as a status change by "candidate" in the same
 * transaction, so the recruiters' history shows who closed it.
 */
export async function withdrawApplication(
  token: string | undefined,
  ip: string,
): Promise<Result<{ from: ApplicationStatus }>> {
  const link = await findWorkingLink(token, "status");
  if (!link) return refused("not-found", CANDIDATE_MESSAGES.unreadable);
  const id = link.applicationId;
  const from = await db().transaction(async (tx) => {
    const [row] = await tx
      .select({ status: applications.status })
      .from(applications)
      .where(eq(applications.id, id))
      .for("update");
    if (!row || !WITHDRAWABLE.includes(row.status)) return row ? null : undefined;
    await tx.update(applications).set({ status: "withdrawn" }).where(eq(applications.id, id));
    await recordAudit(
      {
        action: "application.status",
        actorEmail: CANDIDATE_ACTOR,
        target: { id },
        ip,
        details: { from: row.status, to: "withdrawn" },
      },
      tx,
    );
    return row.status;
  });
  if (from === undefined) return refused("not-found", CANDIDATE_MESSAGES.unreadable);
  if (from === null) return refused("conflict", CANDIDATE_MESSAGES.cannotWithdraw);
  return written({ from });
}

/**
 * A new résumé while the application is still New (nobody has read it yet):
 * the apply form's rules (PDF by its bytes, 5 MB), the old file removed
 * after the commit. Once a recruiter moved it on, the file stays as read.
 */
export async function replaceResume(
  token: string | undefined,
  file: File,
  ip: string,
): Promise<Result<{ fileName: string }>> {
  const link = await findWorkingLink(token, "status");
  if (!link) return refused("not-found", CANDIDATE_MESSAGES.unreadable);
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!hasPdfSignature(bytes)) {
    return rejected("unsupported", { resume: [APPLICATION_MESSAGES.resumeType] });
  }
  const stored = await storeResume(bytes);
  const fileName = displayFileName(file.name);
  const id = link.applicationId;
  let outcome: { oldKey: string } | "gone" | "locked";
  try {
    outcome = await db().transaction(async (tx) => {
      const [row] = await tx
        .select({ status: applications.status, resumeKey: applications.resumeKey })
        .from(applications)
        .where(eq(applications.id, id))
        .for("update");
      if (!row) return "gone" as const;
      if (row.status !== "new") return "locked" as const;
      await tx
        .update(applications)
        .set({
          resumeKey: stored.key,
          resumeFileName: fileName,
          resumeSize: stored.size,
          resumeSha256: stored.sha256,
        })
        .where(eq(applications.id, id));
      await recordAudit(
        {
          action: "application.resume",
          actorEmail: CANDIDATE_ACTOR,
          target: { id },
          ip,
          details: { size: stored.size },
        },
        tx,
      );
      return { oldKey: row.resumeKey };
    });
  } catch (error) {
    await removeResume(stored.key);
    throw error;
  }
  if (typeof outcome === "string") {
    await removeResume(stored.key);
    return outcome === "gone"
      ? refused("not-found", CANDIDATE_MESSAGES.unreadable)
      : refused("conflict", CANDIDATE_MESSAGES.resumeLocked);
  }
  // After the commit; a file that cannot go now is left to the orphan sweep.
  await removeResume(outcome.oldKey).catch(() => undefined);
  return written({ fileName });
}
