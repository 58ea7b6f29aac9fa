import { and, count, desc, eq, gte, isNull, sql, type SQL } from "drizzle-orm";
import { db, type Tx } from "~/db/client.server";
import { auditLog, type AuditLogEntry } from "~/db/schema";
import { getLogger } from "~/utils/logger.server";

/** Everything the audit log records. Codes and passwords are never part of an entry. */
export const AUDIT_ACTIONS = [
  "sign_in.success",
  "sign_in.failure",
  "sign_out",
  "sign_up",
  "email.verified",
  "profile.update",
  "password.change",
  "password.reset_request",
  "password.reset",
  "two_factor.enable",
  "two_factor.disable",
  "user.approve",
  "user.role",
  "user.revoke_admin",
  "user.disable",
  "user.enable",
  "user.remove",
  "admin.create",
  "security.update",
  // Content management: every admin write to public content or inboxes.
  "job.create",
  "job.update",
  "job.activate",
  "job.deactivate",
  "job.delete",
  // A tracking link for a job (issue 31 item 4).
  "job.link",
  // An invitation to apply sent to a matching person (issue 30 item 6): the application's id, never the address.
  "job.invite",
  "post.create",
  "post.update",
  "post.publish",
  "post.preview_share",
  "post.preview_revoke",
  "post.restore",
  "post.unpublish",
  "post.delete",
  "media.upload",
  "media.alt",
  "media.delete",
  "redirect.create",
  "redirect.update",
  "redirect.delete",
  "application.status",
  "application.note",
  "inquiry.note",
  "application.export",
  "application.delete",
  "application.email",
  "application.attach",
  "application.templates",
  // The candidate, on their status page (actor "candidate").
  "application.resume",
  "person.request",
  "hiring.settings",
  "inquiry.status",
  "inquiry.export",
  "inquiry.delete",
  "person.export",
  "person.erase",
  // A visitor's job alert (issue 30 item 3): never the address, only the subscription's id.
  "job_alert.confirm",
  "job_alert.frequency",
  "job_alert.unsubscribe",
  "company.update",
  "menu.update",
  "page.create",
  "page.update",
  "page.publish",
  "page.restore",
  "page.preview_share",
  "page.preview_revoke",
  "mail.resend",
  "mail.discard",
  // Scheduled work.
  "retention.run",
  "hiring.overdue_digest",
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

// Accounts carry an email; content (a job, a post, an application) only an id.
type Party = { id: string; email?: string | null } | null | undefined;

export type AuditEvent = {
  action: AuditAction;
  actor?: Party;
  /** For failed sign-ins the actor may be unknown; the email typed is kept here. */
  actorEmail?: string;
  target?: Party;
  ip?: string | null;
  details?: Record<string, string | number | boolean>;
};

const MAX_EMAIL_LENGTH = 254;

/**
 * Events anyone can cause without signing in. Per e-mail address (and per
 * IP address) at most AUDIT_FLOOD_LIMIT.perEmail (perIp) of each kind
 * (`details.reason`) are kept per window; the rest of the window is counted
 * in one summary row (`details.summary`, `details.count`), so a flood cannot
 * fill the log — nor hide the entry that says an account was locked.
 */
export const SUMMARISED_ACTIONS: readonly AuditAction[] = [
  "sign_in.failure",
  "password.reset_request",
  "sign_up",
];
export const AUDIT_FLOOD_LIMIT = { perEmail: 5, perIp: 20, windowMinutes: 15 } as const;

function rowsFor(entry: ReturnType<typeof entryValues>, by: "email" | "ip"): SQL | undefined {
  return by === "email"
    ? sql`lower(${auditLog.actorEmail}) = ${entry.actorEmail?.toLowerCase() ?? ""}`
    : eq(auditLog.ip, entry.ip ?? "");
}

/** True when the event was counted in a summary row instead of getting its own. */
async function summarised(
  handle: Tx | ReturnType<typeof db>,
  entry: ReturnType<typeof entryValues>,
): Promise<boolean> {
  if (!SUMMARISED_ACTIONS.includes(entry.action as AuditAction)) return false;
  const since = new Date(Date.now() - AUDIT_FLOOD_LIMIT.windowMinutes * 60_000);
  const keys = [
    ...(entry.actorEmail ? [["email", AUDIT_FLOOD_LIMIT.perEmail] as const] : []),
    ...(entry.ip ? [["ip", AUDIT_FLOOD_LIMIT.perIp] as const] : []),
  ];
  for (const [by, limit] of keys) {
    // Counted per kind of failure: a flood of wrong passwords does not hide
    // the one entry that says the account was locked.
    const reason = typeof entry.details?.reason === "string" ? entry.details.reason : null;
    const inWindow = and(
      eq(auditLog.action, entry.action),
      rowsFor(entry, by),
      gte(auditLog.createdAt, since),
      sql`${auditLog.details}->>'reason' is not distinct from ${reason}`,
    );
    const [kept] = await handle
      .select({ value: count() })
      .from(auditLog)
      .where(and(inWindow, isNull(sql`${auditLog.details}->>'summary'`)));
    if ((kept?.value ?? 0) < limit) continue;
    const [summary] = await handle
      .update(auditLog)
      .set({
        details: sql`jsonb_set(${auditLog.details}, '{count}', to_jsonb(coalesce((${auditLog.details}->>'count')::int, 0) + 1))`,
      })
      .where(and(inWindow, sql`${auditLog.details}->>'summary' = 'true'`))
      .returning({ id: auditLog.id });
    if (!summary) {
      await handle.insert(auditLog).values({
        ...entry,
        ...(by === "ip"
          ? { actorId: null, actorEmail: null, targetId: null, targetEmail: null }
          : {}),
        details: {
          ...(reason ? { reason } : {}),
          summary: true,
          count: 1,
          per: by,
          windowMinutes: AUDIT_FLOOD_LIMIT.windowMinutes,
        },
      });
    }
    return true;
  }
  return false;
}

function entryValues(event: AuditEvent) {
  return {
    action: event.action,
    actorId: event.actor?.id ?? null,
    actorEmail:
      (event.actor?.email ?? event.actorEmail ?? null)?.slice(0, MAX_EMAIL_LENGTH) ?? null,
    targetId: event.target?.id ?? null,
    targetEmail: event.target?.email ?? null,
    ip: event.ip ?? null,
    details: event.details ?? null,
  };
}

async function insertEntry(handle: Tx | ReturnType<typeof db>, event: AuditEvent) {
  const entry = entryValues(event);
  if (await summarised(handle, entry)) return;
  await handle.insert(auditLog).values(entry);
}

/**
 * Appends one entry. With `tx`, in the caller's transaction: the entry is
 * part of the change it records (both are committed or neither), and a
 * failure to write it fails the change. Without one (events that are not a
 * database change, like a failed sign-in), a failed write is logged, never
 * thrown: the action it describes has already happened.
 */
export async function recordAudit(event: AuditEvent, tx?: Tx): Promise<void> {
  if (tx) return insertEntry(tx, event);
  try {
    await insertEntry(db(), event);
  } catch (error) {
    getLogger().error({ err: error, action: event.action }, "audit log write failed");
  }
}

/** Newest first; for the admin area and tests. */
export async function listAuditEntries(limit = 100): Promise<AuditLogEntry[]> {
  return db().select().from(auditLog).orderBy(desc(auditLog.createdAt)).limit(limit);
}
