import { and, count, desc, eq, inArray } from "drizzle-orm";
import { db, type Tx } from "~/db/client.server";
import { emailDeliveries } from "~/db/schema";
import type { Actor } from "~/modules/actor/actor";
import { recordAudit } from "~/modules/audit/audit.server";
import { assertActorMay } from "~/modules/roles/authorize";
import { refused, written, type Refusal, type Result } from "~/utils/domain-result";
import { DELIVERY_MESSAGES, FAILED_DELIVERIES_SHOWN, type DeliveryAction } from "./delivery-schema";
import { attemptDelivery, claimDelivery } from "./outgoing-mail.server";

export type FailedDelivery = {
  id: string;
  purpose: string;
  toAddress: string;
  subject: string;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  updatedAt: Date;
};

/** Settings › Email delivery: what could not be sent, and how much is still being retried. */
export async function listUndeliveredForAdmin(): Promise<{
  failed: FailedDelivery[];
  retrying: number;
}> {
  const [failed, [retrying]] = await Promise.all([
    db()
      .select({
        id: emailDeliveries.id,
        purpose: emailDeliveries.purpose,
        toAddress: emailDeliveries.toAddress,
        subject: emailDeliveries.subject,
        attempts: emailDeliveries.attempts,
        lastError: emailDeliveries.lastError,
        createdAt: emailDeliveries.createdAt,
        updatedAt: emailDeliveries.updatedAt,
      })
      .from(emailDeliveries)
      .where(eq(emailDeliveries.status, "failed"))
      .orderBy(desc(emailDeliveries.updatedAt), desc(emailDeliveries.id))
      .limit(FAILED_DELIVERIES_SHOWN),
    db()
      .select({ value: count() })
      .from(emailDeliveries)
      .where(inArray(emailDeliveries.status, ["pending", "sending"])),
  ]);
  return { failed, retrying: retrying?.value ?? 0 };
}

/**
 * Sends a failed e-mail again, now (one try), or discards it. Audited with
 * the purpose only — the log keeps that it happened, not to whom.
 */
export async function changeFailedDelivery(
  actor: Actor,
  { intent, deliveryId }: DeliveryAction,
): Promise<Result<"resent" | "discarded", Refusal>> {
  assertActorMay(actor, "email-delivery");
  if (intent === "discard") {
    // The discard and its audit entry: both or neither.
    const discarded = await db().transaction(async (tx) => {
      const [row] = await tx
        .delete(emailDeliveries)
        .where(and(eq(emailDeliveries.id, deliveryId), eq(emailDeliveries.status, "failed")))
        .returning({ purpose: emailDeliveries.purpose });
      if (row) await audit(actor, "mail.discard", deliveryId, row.purpose, tx);
      return Boolean(row);
    });
    if (!discarded) return refused("not-found", DELIVERY_MESSAGES.gone);
    return written("discarded");
  }
  const row = await claimDelivery(deliveryId, ["failed"]);
  if (!row) return refused("not-found", DELIVERY_MESSAGES.gone);
  const result = await attemptDelivery(row, { last: true });
  await audit(actor, "mail.resend", deliveryId, row.purpose);
  if (!result.sent) {
    return refused("unavailable", DELIVERY_MESSAGES.stillFailing.replace("{error}", result.error));
  }
  return written("resent");
}

function audit(
  actor: Actor,
  action: "mail.resend" | "mail.discard",
  id: string,
  purpose: string,
  tx?: Tx,
) {
  return recordAudit(
    { action, actor: actor.user, target: { id }, ip: actor.ip, details: { purpose } },
    tx,
  );
}
