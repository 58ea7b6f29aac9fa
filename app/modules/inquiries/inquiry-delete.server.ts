import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { inquiries } from "~/db/schema";
import type { Actor } from "~/modules/actor/actor";
import { recordAudit } from "~/modules/audit/audit.server";
import { isUuid } from "~/utils/ids";
import { refused, written, type Refusal, type Result } from "~/utils/domain-result";
import { INQUIRY_ADMIN_MESSAGES } from "./inquiry-admin-schema";
import { assertActorMay } from "~/modules/roles/authorize";

/**
 * Deletes one inquiry. The audit entry keeps that it happened — never the
 * sender's name, address or message.
 */
export async function deleteInquiry(
  actor: Actor,
  id: string | undefined,
): Promise<Result<null, Refusal>> {
  assertActorMay(actor, "inquiries");
  if (!isUuid(id)) return refused("not-found", INQUIRY_ADMIN_MESSAGES.notFound);
  // The deletion and its audit entry: both or neither.
  const deleted = await db().transaction(async (tx) => {
    const [row] = await tx
      .delete(inquiries)
      .where(eq(inquiries.id, id))
      .returning({ id: inquiries.id });
    if (!row) return false;
    await recordAudit(
      { action: "inquiry.delete", actor: actor.user, target: { id }, ip: actor.ip },
      tx,
    );
    return true;
  });
  if (!deleted) return refused("not-found", INQUIRY_ADMIN_MESSAGES.notFound);
  return written(null);
}
