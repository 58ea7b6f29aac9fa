import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { SECURITY_SETTINGS_ID, securitySettings } from "~/db/schema";
import type { Actor } from "~/modules/actor/actor";
import { recordAudit } from "~/modules/audit/audit.server";
import { canAccess } from "~/modules/roles/roles";
import { requestScoped } from "~/utils/request-scope.server";
import { SETTINGS_PATHS } from "./settings-notices";

/** The pages a staff member may use while the policy sends them to set up two-factor. */
export const TWO_FACTOR_SETUP_PATHS: readonly string[] = [
  SETTINGS_PATHS.twoFactor,
  SETTINGS_PATHS.textMessage,
];

/** Whether an administrator requires two-factor authentication for every staff account. */
export async function isTwoFactorRequired(): Promise<boolean> {
  const [row] = await db()
    .select({ required: securitySettings.requireTwoFactor })
    .from(securitySettings)
    .where(eq(securitySettings.id, SECURITY_SETTINGS_ID));
  return row?.required ?? false;
}

/** Administrators only (the Users area); audited with the new value. */
export async function setTwoFactorRequired(required: boolean, actor: Actor): Promise<boolean> {
  if (!canAccess(actor.user.role, "users")) return false;
  const values = { requireTwoFactor: required, updatedAt: new Date(), updatedBy: actor.user.email };
  // The setting and its audit entry: both or neither.
  await db().transaction(async (tx) => {
    await tx
      .insert(securitySettings)
      .values({ id: SECURITY_SETTINGS_ID, ...values })
      .onConflictDoUpdate({ target: securitySettings.id, set: values });
    await recordAudit(
      {
        action: "security.update",
        actor: actor.user,
        ip: actor.ip,
        details: { requireTwoFactor: required },
      },
      tx,
    );
  });
  return true;
}

/** The page path of a request (React Router's `.data` requests included). */
export function isTwoFactorSetupRequest(request: Request): boolean {
  const path = new URL(request.url).pathname.replace(/\.data$/, "");
  return TWO_FACTOR_SETUP_PATHS.includes(path);
}

/**
 * Where the policy sends this staff member, or null: accounts without any
 * second factor go to set one up, and may use nothing else until they do.
 */
export async function twoFactorSetupRedirect(
  user: { twoFactorEnabled?: boolean | null },
  request: Request,
): Promise<string | null> {
  if (user.twoFactorEnabled || isTwoFactorSetupRequest(request)) return null;
  // Read once for the layout and the page; an action's own read (before it
  // may change the policy) is not reused by the loaders that follow it.
  const required = await requestScoped(
    `two-factor-required ${request.method}`,
    isTwoFactorRequired,
  );
  return required ? SETTINGS_PATHS.twoFactor : null;
}
