import type { StaffRole } from "~/modules/roles/roles";
import type { AccountState } from "~/modules/roles/user-state";

/** One account as the Users list shows it (listAccountsForAdmin). */
export type AccountRow = {
  id: string;
  name: string;
  email: string;
  state: AccountState;
  /** The staff role, or null for an account that was never approved (or had access revoked). */
  role: StaffRole | null;
  twoFactorEnabled: boolean;
  createdAt: Date;
  /**
   * The one active administrator: revoking, disabling, removing or demoting
   * it is refused (changeAccount), so the list offers none of them.
   */
  onlyAdmin: boolean;
};
