/** The account states the Users list shows, derived in one place. */
export type AccountState = "unverified" | "pending" | "admin" | "disabled";

export const ADMIN_ROLE = "admin";

export type AccountFlags = {
  role?: string | null;
  emailVerified: boolean;
  banned?: boolean | null;
};

export function accountState(user: AccountFlags): AccountState {
  if (user.banned) return "disabled";
  if (!user.emailVerified) return "unverified";
  return user.role === ADMIN_ROLE ? "admin" : "pending";
}

/** Only a verified, enabled account with the admin role may use /admin. */
export function isApprovedAdmin(user: AccountFlags): boolean {
  return accountState(user) === "admin";
}

export const ACCOUNT_STATE_LABELS: Record<AccountState, string> = {
  unverified: "Unverified",
  pending: "Awaiting approval",
  admin: "Admin",
  disabled: "Disabled",
};
