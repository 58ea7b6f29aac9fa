import { isStaffRole } from "./roles";

/** The account states the Users list shows, derived in one place. */
export type AccountState = "unverified" | "pending" | "active" | "disabled";

export type AccountFlags = {
  role?: string | null;
  emailVerified: boolean;
  banned?: boolean | null;
};

export function accountState(user: AccountFlags): AccountState {
  if (user.banned) return "disabled";
  if (!user.emailVerified) return "unverified";
  return isStaffRole(user.role) ? "active" : "pending";
}

/** Only a verified, enabled account with a staff role may use /admin (which parts: roles.ts). */
export function isApprovedStaff(user: AccountFlags): boolean {
  return accountState(user) === "active";
}

export const ACCOUNT_STATE_LABELS: Record<AccountState, string> = {
  unverified: "Unverified",
  pending: "Awaiting approval",
  active: "Active",
  disabled: "Disabled",
};
