import type { SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { SubmitButton } from "~/components/admin/forms/submit-button";
import { Info } from "~/components/ui/icons";
import { SETTINGS_MESSAGES } from "~/modules/accounts/account-messages";
import { SETTINGS_PATHS } from "~/modules/accounts/settings-notices";
import { ACCOUNT_STATE_LABELS, type AccountState } from "~/modules/roles/user-state";
import { ROLE_LABELS } from "~/modules/roles/roles";
import { cn } from "~/utils/cn";
import type { AccountRow } from "~/modules/accounts/account-row";
import { onlyAdminReasonId } from "./account-row";
import { RoleForm } from "./role-form";
import {
  ConfirmedActionButton,
  ConfirmStep,
  UserActionHelp,
  type ConfirmedAction,
} from "./user-actions";

const BADGES: Record<AccountState, string> = {
  active: "bg-emerald-50 text-emerald-800 ring-emerald-600/20",
  pending: "bg-amber-50 text-amber-800 ring-amber-600/20",
  unverified: "bg-slate-100 text-slate-700 ring-slate-500/20",
  disabled: "bg-red-50 text-red-800 ring-red-600/20",
};

/** What each state offers besides the role menu: confirmed actions, then Enable. */
const ACTIONS: Record<AccountState, ConfirmedAction[]> = {
  pending: ["disable", "remove"],
  active: ["revoke", "disable", "remove"],
  unverified: ["disable", "remove"],
  disabled: ["remove"],
};

function EnableButton({ account }: { account: AccountRow }) {
  return (
    <Form method="post" action={SETTINGS_PATHS.users}>
      <input type="hidden" name="userId" value={account.id} />
      <SubmitButton
        intent="enable"
        pendingLabel="Saving..."
        variant="secondary"
        accessibleName={`Enable: ${account.name}`}
      >
        Enable
      </SubmitButton>
    </Form>
  );
}

type UsersListProps = {
  accounts: AccountRow[];
  meId: string;
  /** The confirm step asked for by URL (without JavaScript), if any. */
  confirm: { action: ConfirmedAction; userId: string } | null;
  /** A refused Approve or Change role: that row's form shows the messages. */
  roleReply: { userId: string; result: SubmissionResult<string[]> } | null;
};

/** Every account with its state and the actions that state allows, explained above the list. */
export function UsersList({ accounts, meId, confirm, roleReply }: UsersListProps) {
  return (
    <section aria-labelledby="accounts-heading">
      <h2 id="accounts-heading" className="text-lg font-semibold text-navy-900">
        Accounts
      </h2>
      <div className="mt-3">
        <UserActionHelp />
      </div>
      <ul className="mt-2 divide-y divide-slate-200">
        {accounts.map((account) => {
          const isMe = account.id === meId;
          return (
            <li key={account.id} className="py-4">
              <div className="flex flex-col gap-3">
                <div className="min-w-0 flex-1">
                  <p className="font-medium text-navy-900">
                    {account.name}
                    {isMe ? <span className="font-normal text-slate-600"> (you)</span> : null}
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
                <div className="flex flex-wrap items-start gap-2">
                  {account.state === "pending" || account.state === "active" ? (
                    <RoleForm
                      account={account}
                      lastResult={roleReply?.userId === account.id ? roleReply.result : undefined}
                    />
                  ) : null}
                  {account.state === "disabled" ? <EnableButton account={account} /> : null}
                  {ACTIONS[account.state].map((action) => (
                    <ConfirmedActionButton
                      key={action}
                      action={action}
                      account={account}
                      isMe={isMe}
                    />
                  ))}
                </div>
                {account.onlyAdmin ? (
                  <p
                    id={onlyAdminReasonId(account)}
                    className="flex items-start gap-2 text-sm text-slate-600"
                  >
                    <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                    {SETTINGS_MESSAGES.lastAdmin}
                  </p>
                ) : null}
              </div>
              {confirm?.userId === account.id ? (
                <ConfirmStep action={confirm.action} account={account} isMe={isMe} />
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
