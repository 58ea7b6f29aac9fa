import { recordAudit } from "~/modules/audit/audit.server";
import { getAuth } from "./auth.server";
import type { AdminAccountInput } from "./account-schema";
import { ADMIN_ROLE } from "~/modules/roles/roles";
import { countActiveAdmins } from "./admins.server";
import { revokeResetLinks } from "./verification-tokens.server";

/**
 * `npm run admin:create`: a verified administrator. Idempotent on the email:
 * running it again updates the name and password and keeps (or restores)
 * the admin role, so it doubles as the recovery path for a locked-out admin.
 */
export async function createOrUpdateAdmin(
  input: AdminAccountInput,
): Promise<{ created: boolean; id: string; email: string }> {
  const auth = getAuth();
  const context = await auth.$context;
  const existing = await context.internalAdapter.findUserByEmail(input.email, {
    includeAccounts: true,
  });
  if (!existing) {
    const { user } = await auth.api.createUser({
      body: {
        email: input.email,
        password: input.password,
        name: input.name,
        role: ADMIN_ROLE,
        data: { emailVerified: true },
      },
    });
    await recordAudit({ action: "admin.create", target: user, details: { source: "cli" } });
    return { created: true, id: user.id, email: user.email };
  }
  const { user } = existing;
  const hash = await context.password.hash(input.password);
  await context.internalAdapter.updateUser(user.id, {
    name: input.name,
    role: ADMIN_ROLE,
    emailVerified: true,
    banned: false,
    banReason: null,
    banExpires: null,
  });
  if (existing.accounts.some((account) => account.providerId === "credential")) {
    await context.internalAdapter.updatePassword(user.id, hash);
    // A new password ends the reset links sent for the old one.
    await revokeResetLinks(user.id);
  } else {
    await context.internalAdapter.linkAccount({
      userId: user.id,
      providerId: "credential",
      accountId: user.id,
      password: hash,
    });
  }
  await recordAudit({
    action: "admin.create",
    target: user,
    details: { source: "cli", updated: true },
  });
  return { created: false, id: user.id, email: user.email };
}

/** For `npm start`: whether to print how to create the first administrator. */
export async function hasAdmin(): Promise<boolean> {
  return (await countActiveAdmins()) > 0;
}
