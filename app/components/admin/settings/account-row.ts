import type { AccountState } from "~/modules/roles/user-state";
import type { StaffRole } from "~/modules/roles/roles";

/** One account as the Users list shows it. */
export type AccountRow = {
  id: string;
  name: string;
  email: string;
  state: AccountState;
  role: StaffRole | null;
  twoFactorEnabled: boolean;
  /** The one active administrator: nothing may take that role away. */
  onlyAdmin: boolean;
};

/** The id of the line that says why the only administrator's actions are off. */
export const onlyAdminReasonId = (account: { id: string }) => `only-admin-${account.id}`;
