import { desc } from "drizzle-orm";
import { db } from "~/db/client.server";
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
  "application.status",
  "application.note",
  "application.export",
  "application.delete",
  "application.email",
  "application.attach",
  "application.templates",
  "inquiry.status",
  "inquiry.export",
  "inquiry.delete",
  "person.export",
  "person.erase",
  "company.update",
  "mail.resend",
  "mail.discard",
  // Scheduled work.
  "retention.run",
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
 * Appends one entry. An audit write that fails is logged, never thrown: the
 * action it describes has already happened and must not turn into an error.
 */
export async function recordAudit(event: AuditEvent): Promise<void> {
  try {
    await db()
      .insert(auditLog)
      .values({
        action: event.action,
        actorId: event.actor?.id ?? null,
        actorEmail: (event.actor?.email ?? event.actorEmail ?? null)?.slice(0, MAX_EMAIL_LENGTH),
        targetId: event.target?.id ?? null,
        targetEmail: event.target?.email ?? null,
        ip: event.ip ?? null,
        details: event.details ?? null,
      });
  } catch (error) {
    getLogger().error({ err: error, action: event.action }, "audit log write failed");
  }
}

/** Newest first; for the admin area and tests. */
export async function listAuditEntries(limit = 100): Promise<AuditLogEntry[]> {
  return db().select().from(auditLog).orderBy(desc(auditLog.createdAt)).limit(limit);
}
