import { and, eq, isNull, or, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { user as users } from "~/db/schema";
import { ADMIN_ROLE } from "~/modules/roles/roles";

/** Approved, verified and enabled administrators. */
export const activeAdmin = and(
  eq(users.role, ADMIN_ROLE),
  eq(users.emailVerified, true),
  or(isNull(users.banned), eq(users.banned, false)),
);

/** Addresses of the approved, enabled administrators (for approval requests). */
export async function listAdminEmails(): Promise<string[]> {
  const rows = await db().select({ email: users.email }).from(users).where(activeAdmin);
  return rows.map((row) => row.email);
}

export async function countActiveAdmins(): Promise<number> {
  const [row] = await db()
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .where(activeAdmin);
  return row?.count ?? 0;
}
