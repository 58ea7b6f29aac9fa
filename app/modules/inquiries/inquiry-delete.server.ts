import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { inquiries } from "~/db/schema";
import type { Actor } from "~/modules/accounts/actor";
import { recordAudit } from "~/modules/accounts/audit.server";
import { isUuid } from "~/utils/ids";
import { refused, written, type Refusal, type WriteResult } from "~/utils/write-result";
import { INQUIRY_ADMIN_MESSAGES } from "./inquiry-admin-schema";
import { assertActorMay } from "~/modules/accounts/authorize";

/**
 * Deletes one inquiry. The audit entry keeps that it happened — never the
 * sender's name, address or message.
 */
export async function deleteInquiry(
  actor: Actor,
  id: string | undefined,
): Promise<WriteResult<null, Refusal>> {
  assertActorMay(actor, "inquiries");
  if (!isUuid(id)) return refused(404, INQUIRY_ADMIN_MESSAGES.notFound);
  const [deleted] = await db()
    .delete(inquiries)
    .where(eq(inquiries.id, id))
    .returning({ id: inquiries.id });
  if (!deleted) return refused(404, INQUIRY_ADMIN_MESSAGES.notFound);
  await recordAudit({ action: "inquiry.delete", actor: actor.user, target: { id }, ip: actor.ip });
  return written(null);
}
