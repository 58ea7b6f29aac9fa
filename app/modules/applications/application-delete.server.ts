import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { applications } from "~/db/schema";
import type { Actor } from "~/modules/actor/actor";
import { recordAudit } from "~/modules/audit/audit.server";
import { isUuid } from "~/utils/ids";
import { refused, written, type Refusal, type Result } from "~/utils/domain-result";
import { APPLICATION_ADMIN_MESSAGES } from "./application-admin-schema";
import { removeResumesOfDeleted } from "./resume-storage.server";
import { assertActorMay } from "~/modules/roles/authorize";

/**
 * Deletes one application with its notes (ON DELETE CASCADE) and its résumé
 * file. The audit entry keeps that it happened and for which job — never the
 * applicant's name or address. A file that cannot be removed now is left to
 * the orphan sweep (no row refers to it any more).
 */
export async function deleteApplication(
  actor: Actor,
  id: string | undefined,
): Promise<Result<{ jobTitle: string }, Refusal>> {
  assertActorMay(actor, "applications");
  if (!isUuid(id)) return refused("not-found", APPLICATION_ADMIN_MESSAGES.notFound);
  // The deletion and its audit entry: both or neither.
  const deleted = await db().transaction(async (tx) => {
    const [row] = await tx
      .delete(applications)
      .where(eq(applications.id, id))
      .returning({ jobTitle: applications.jobTitle, resumeKey: applications.resumeKey });
    if (!row) return null;
    await recordAudit(
      {
        action: "application.delete",
        actor: actor.user,
        target: { id },
        ip: actor.ip,
        details: { job: row.jobTitle },
      },
      tx,
    );
    return row;
  });
  if (!deleted) return refused("not-found", APPLICATION_ADMIN_MESSAGES.notFound);
  await removeResumesOfDeleted([deleted.resumeKey]);
  return written({ jobTitle: deleted.jobTitle });
}
