import { Form, Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { ACCOUNT_STATE_LABELS, type AccountState } from "~/modules/accounts/user-state";
import type { UserAction } from "~/modules/accounts/account-schema";
import { SETTINGS_PATHS } from "~/modules/accounts/settings-notices";
import { INPUT_CLASSES } from "~/components/ui/form-field";
import { ROLE_LABELS, STAFF_ROLES, type StaffRole } from "~/modules/accounts/roles";
import { cn } from "~/utils/cn";
import { SubmitButton } from "~/components/admin/forms/submit-button";

export type AccountRow = {
  id: string;
  name: string;
  email: string;
  state: AccountState;
  role: StaffRole | null;
  twoFactorEnabled: boolean;
};

const BADGES: Record<AccountState, string> = {
  active: "bg-emerald-50 text-emerald-800 ring-emerald-600/20",
  pending: "bg-amber-50 text-amber-800 ring-amber-600/20",
  unverified: "bg-slate-100 text-slate-700 ring-slate-500/20",
  disabled: "bg-red-50 text-red-800 ring-red-600/20",
};

type PlainAction = Exclude<UserAction, "approve" | "set-role">;

const ACTIONS: Record<AccountState, { intent: PlainAction; label: string }[]> = {
  pending: [{ intent: "disable", label: "Disable" }],
  active: [
    { intent: "revoke", label: "Revoke access" },
    { intent: "disable", label: "Disable" },
  ],
  unverified: [{ intent: "disable", label: "Disable" }],
  disabled: [{ intent: "enable", label: "Enable" }],
};

function RowAction({
  account,
  intent,
  label,
}: {
  account: AccountRow;
  intent: PlainAction;
  label: string;
}) {
  return (
    <Form method="post" action={SETTINGS_PATHS.users}>
      <input type="hidden" name="userId" value={account.id} />
      <SubmitButton
        intent={intent}
        pendingLabel="Saving..."
        variant="secondary"
        accessibleName={`${label}: ${account.name}`}
      >
        {label}
      </SubmitButton>
    </Form>
  );
}

/** Approve with a role (chosen, never defaulted), or change an approved account's role. */
function RoleForm({ account }: { account: AccountRow }) {
  const approve = account.state === "pending";
  const label = approve ? "Approve" : "Change role";
  const id = `role-${account.id}`;
  return (
    <Form method="post" action={SETTINGS_PATHS.users} className="flex items-center gap-2">
      <input type="hidden" name="userId" value={account.id} />
      <label htmlFor={id} className="sr-only">
        Role for {account.name}
      </label>
      <select
        id={id}
        name="role"
        required
        defaultValue={account.role ?? ""}
        className={cn(INPUT_CLASSES, "w-auto py-2")}
      >
        {approve ? <option value="">Choose a role</option> : null}
        {STAFF_ROLES.map((role) => (
          <option key={role} value={role}>
            {ROLE_LABELS[role]}
          </option>
        ))}
      </select>
      <SubmitButton
        intent={approve ? "approve" : "set-role"}
        pendingLabel="Saving..."
        variant={approve ? "primary" : "secondary"}
        accessibleName={`${label}: ${account.name}`}
        className="whitespace-nowrap"
      >
        {label}
      </SubmitButton>
    </Form>
  );
}

function ConfirmRemove({ account }: { account: AccountRow }) {
  return (
    <div
      role="group"
      aria-labelledby={`remove-${account.id}`}
      className="mt-4 rounded-xl border border-red-200 bg-red-50 p-4"
    >
      <p id={`remove-${account.id}`} className="text-sm text-red-900">
        Remove <strong>{account.name}</strong> ({account.email})? The account, its sessions and its
        two-factor settings are deleted. This cannot be undone.
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        <Form method="post" action={SETTINGS_PATHS.users}>
          <input type="hidden" name="userId" value={account.id} />
          <SubmitButton
            intent="remove"
            pendingLabel="Removing..."
            variant="danger"
            accessibleName={`Remove account: ${account.name}`}
          >
            Remove account
          </SubmitButton>
        </Form>
        <Link to={SETTINGS_PATHS.users} preventScrollReset className={buttonClasses("secondary")}>
          Cancel
        </Link>
      </div>
    </div>
  );
}

type UsersListProps = { accounts: AccountRow[]; meId: string; confirmRemove: string | null };

/** Every account with its state and the actions that state allows. */
export function UsersList({ accounts, meId, confirmRemove }: UsersListProps) {
  return (
    <ul className="-my-4 divide-y divide-slate-200">
      {accounts.map((account) => (
        <li key={account.id} className="py-4">
          <div className="flex flex-col gap-3">
            <div className="min-w-0 flex-1">
              <p className="font-medium text-navy-900">
                {account.name}
                {account.id === meId ? (
                  <span className="font-normal text-slate-600"> (you)</span>
                ) : null}
              </p>
              <p className="truncate text-sm text-slate-600">{account.email}</p>
              <p className="mt-2 flex flex-wrap items-center gap-2 text-xs">
                <span
                  className={cn(
                    "rounded-full px-2.5 py-1 font-semibold ring-1 ring-inset",
                    BADGES[account.state],
                  )}
                >
                  {account.state === "active" && account.role
                    ? ROLE_LABELS[account.role]
                    : ACCOUNT_STATE_LABELS[account.state]}
                </span>
                {account.twoFactorEnabled ? (
                  <span className="rounded-full bg-brand-50 px-2.5 py-1 font-semibold text-brand-800 ring-1 ring-inset ring-brand-600/20">
                    Two-factor on
                  </span>
                ) : null}
              </p>
            </div>
            <div className="flex flex-wrap items-center gap-2">
              {account.state === "pending" || account.state === "active" ? (
                <RoleForm account={account} />
              ) : null}
              {ACTIONS[account.state].map((action) => (
                <RowAction key={action.intent} account={account} {...action} />
              ))}
              {confirmRemove === account.id ? null : (
                <Link
                  to={`${SETTINGS_PATHS.users}?${new URLSearchParams({ remove: account.id })}`}
                  preventScrollReset
                  className={buttonClasses("danger")}
                  aria-label={`Remove: ${account.name}`}
                >
                  Remove
                </Link>
              )}
            </div>
          </div>
          {confirmRemove === account.id ? <ConfirmRemove account={account} /> : null}
        </li>
      ))}
    </ul>
  );
}
