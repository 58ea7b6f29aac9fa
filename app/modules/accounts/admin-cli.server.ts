import { recordAudit } from "~/modules/audit/audit.server";
import { getAuth } from "./auth.server";
import { z } from "zod";
import { AdminAccountSchema, type AdminAccountInput } from "./account-schema";
import { ADMIN_ROLE, STAFF_ROLES } from "~/modules/roles/roles";
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

/**
 * Browser tests' fast setup (the test controls, decision 030): a verified
 * staff member already approved with `role`, as after sign-up, the e-mailed
 * link and an administrator's approval — for journeys about what staff do,
 * not about how an account comes to be (those keep the forms).
 */
export async function createApprovedStaff(request: unknown): Promise<string | undefined> {
  const parsed = StaffAccountSchema.safeParse(request);
  if (!parsed.success) return `not a staff account: ${parsed.error.message}`;
  const input = parsed.data;
  const auth = getAuth();
  const { user } = await auth.api.createUser({
    body: {
      email: input.email,
      password: input.password,
      name: input.name,
      data: { emailVerified: true },
    },
  });
  // The plugin's own createUser knows only its "admin"/"user" roles; the approval sets ours.
  await (await auth.$context).internalAdapter.updateUser(user.id, { role: input.role });
  await recordAudit({
    action: "user.approve",
    target: user,
    details: { source: "test-controls", to: input.role },
  });
  return undefined;
}

const StaffAccountSchema = AdminAccountSchema.extend({ role: z.enum(STAFF_ROLES) });

/** For `npm start`: whether to print how to create the first administrator. */
export async function hasAdmin(): Promise<boolean> {
  return (await countActiveAdmins()) > 0;
}
