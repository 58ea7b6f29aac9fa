import { and, asc, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { auditLog, user } from "~/db/schema";
import { isUuid } from "~/utils/ids";
import { isApplicationStatus } from "./application-status";
import type { StatusChange } from "./status-history";

/**
 * An application's status changes, oldest first. They are the audit log's
 * application.status entries: changeApplicationStatus writes one in the same
 * transaction as the change, with the old and the new status, so no second
 * record of the same facts is kept. Shown by who made them: the account's
 * current name while it exists, else the e-mail the entry kept.
 */
export async function listStatusChanges(applicationId: string): Promise<StatusChange[]> {
  if (!isUuid(applicationId)) return [];
  const rows = await db()
    .select({
      at: auditLog.createdAt,
      details: auditLog.details,
      email: auditLog.actorEmail,
      name: user.name,
    })
    .from(auditLog)
    .leftJoin(user, eq(user.id, auditLog.actorId))
    .where(and(eq(auditLog.action, "application.status"), eq(auditLog.targetId, applicationId)))
    .orderBy(asc(auditLog.createdAt), asc(auditLog.id));
  return rows.flatMap(({ at, details, email, name }) => {
    const from = details?.from;
    const to = details?.to;
    if (!isApplicationStatus(from) || !isApplicationStatus(to)) return [];
    const change: StatusChange = { at, by: name || email || "Unknown", from, to };
    if (details?.closingEmail === "skipped" && typeof details.reason === "string") {
      change.skipReason = details.reason;
    }
    return [change];
  });
}
