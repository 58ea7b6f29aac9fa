import { and, asc, eq, isNull, notInArray, or, sql } from "drizzle-orm";
import { db, type Db } from "~/db/client.server";
import { session, user as users, type User } from "~/db/schema";
import { SETTINGS_MESSAGES } from "./account-messages";
import type { UserAction } from "./account-schema";
import type { Actor } from "~/modules/actor/actor";
import { activeAdmin } from "./admins.server";
import { recordAudit, type AuditAction } from "~/modules/audit/audit.server";
import { getCompanyInfo } from "~/modules/company/company.server";
import { transactionWithMail } from "~/modules/mail/outgoing-mail.server";
import { accountApprovedMail } from "./mail.server";
import { refused, written, type Refusal, type Result } from "~/utils/domain-result";
import { ADMIN_ROLE, isStaffRole, STAFF_ROLES, type StaffRole } from "~/modules/roles/roles";
import { accountState, isApprovedStaff } from "~/modules/roles/user-state";
import type { AccountRow } from "./account-row";
import { assertActorMay } from "~/modules/roles/authorize";

const DISABLED_REASON = "Disabled by an administrator";

/** Every account with its state, for the Users list (admins only). */
export async function listAccountsForAdmin(): Promise<AccountRow[]> {
  const rows = await db().select().from(users).orderBy(asc(users.createdAt));
  // The same accounts as `activeAdmin`: verified, enabled, with the admin role.
  const admins = rows.filter((row) => row.role === ADMIN_ROLE && accountState(row) === "active");
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    state: accountState(row),
    role: isStaffRole(row.role) ? row.role : null,
    twoFactorEnabled: Boolean(row.twoFactorEnabled),
    createdAt: row.createdAt,
    onlyAdmin: admins.length === 1 && admins[0]!.id === row.id,
  }));
}

/** Done: the confirmation to show. */
export type AccountChangeResult = Result<string, Refusal>;

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

const AUDIT: Record<UserAction, AuditAction> = {
  approve: "user.approve",
  "set-role": "user.role",
  revoke: "user.revoke_admin",
  disable: "user.disable",
  enable: "user.enable",
  remove: "user.remove",
};

/** What an administrator does to an account; approving and changing the role name the role. */
export type AccountChange =
  | { action: "approve" | "set-role"; role: StaffRole }
  | { action: Exclude<UserAction, "approve" | "set-role"> };

/**
 * Approve (with a role), change the role, revoke, disable, enable or remove
 * an account. The admin rows are locked for the transaction, so two
 * administrators demoting each other at the same moment cannot leave the
 * site without one. The change, its audit entry and (for an approval) the
 * e-mail telling the new staff member are one transaction; the e-mail is
 * sent after the commit.
 */
export async function changeAccount(
  actor: Actor,
  change: AccountChange,
  targetId: string,
): Promise<AccountChangeResult> {
  assertActorMay(actor, "users");
  // Read before the transaction: the approval e-mail is written in it.
  const company = change.action === "approve" ? await getCompanyInfo() : null;
  const { value: result } = await transactionWithMail(async (tx, outbox) => {
    const admins = await tx.select({ id: users.id }).from(users).where(activeAdmin).for("update");
    const [target] = await tx.select().from(users).where(eq(users.id, targetId)).limit(1);
    if (!target) return refused("not-found", SETTINGS_MESSAGES.userNotFound);
    const targetIsActiveAdmin = admins.some((row) => row.id === target.id);
    const removesAnAdmin =
      change.action === "set-role" ? change.role !== ADMIN_ROLE : change.action !== "enable";
    if (removesAnAdmin && targetIsActiveAdmin && admins.length <= 1) {
      return refused("conflict", SETTINGS_MESSAGES.lastAdmin);
    }
    const outcome = await apply(tx, change, target);
    if (!outcome.ok) return outcome;
    // The change and its audit entry: both or neither.
    await recordAudit(
      {
        action: AUDIT[change.action],
        actor: actor.user,
        target: { id: target.id, email: target.email },
        ip: actor.ip,
        details:
          "role" in change
            ? { previousState: accountState(target), from: target.role ?? "user", to: change.role }
            : { previousState: accountState(target) },
      },
      tx,
    );
    if (company) await outbox.add(accountApprovedMail(target, company), "account-approved");
    return outcome;
  });
  return result;
}

async function apply(tx: Tx, change: AccountChange, target: User): Promise<AccountChangeResult> {
  switch (change.action) {
    case "approve":
      if (target.banned) return refused("invalid", SETTINGS_MESSAGES.disabledAccount);
      if (!target.emailVerified) return refused("invalid", SETTINGS_MESSAGES.notVerified);
      await tx.update(users).set({ role: change.role }).where(eq(users.id, target.id));
      return written(SETTINGS_MESSAGES.userApproved);
    case "set-role":
      if (!isApprovedStaff(target)) return refused("invalid", SETTINGS_MESSAGES.notStaff);
      await tx.update(users).set({ role: change.role }).where(eq(users.id, target.id));
      return written(SETTINGS_MESSAGES.roleChanged);
    case "revoke":
      await tx.update(users).set({ role: "user" }).where(eq(users.id, target.id));
      return written(SETTINGS_MESSAGES.userRevoked);
    case "disable":
      await tx
        .update(users)
        .set({ banned: true, banReason: DISABLED_REASON, banExpires: null })
        .where(eq(users.id, target.id));
      // Signed out everywhere at once: sessions are looked up on every request.
      await tx.delete(session).where(eq(session.userId, target.id));
      return written(SETTINGS_MESSAGES.userDisabled);
    case "enable":
      await tx
        .update(users)
        .set({ banned: false, banReason: null, banExpires: null })
        .where(eq(users.id, target.id));
      return written(SETTINGS_MESSAGES.userEnabled);
    case "remove":
      // Sessions, credentials and two-factor rows go with it (ON DELETE CASCADE).
      await tx.delete(users).where(eq(users.id, target.id));
      return written(SETTINGS_MESSAGES.userRemoved);
  }
}

/** Verified, enabled accounts without the admin role (the dashboard's to-do). */
export async function countAccountsAwaitingApproval(): Promise<number> {
  const [row] = await db()
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .where(
      and(
        eq(users.emailVerified, true),
        or(isNull(users.role), notInArray(users.role, [...STAFF_ROLES])),
        or(isNull(users.banned), eq(users.banned, false)),
      ),
    );
  return row?.count ?? 0;
}
