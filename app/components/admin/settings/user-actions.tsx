import { Form, Link } from "react-router";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { SubmitButton } from "~/components/admin/forms/submit-button";
import { buttonClasses } from "~/components/ui/button";
import { SETTINGS_MESSAGES } from "~/modules/accounts/account-messages";
import { ROLE_LABELS } from "~/modules/roles/roles";
import { SETTINGS_PATHS } from "~/modules/accounts/settings-notices";
import type { AccountRow } from "~/modules/accounts/account-row";
import { onlyAdminReasonId } from "./account-row";

/** The Users list's actions that take access away: each is explained and confirmed first. */
export const CONFIRMED_ACTIONS = ["revoke", "disable", "remove"] as const;
export type ConfirmedAction = (typeof CONFIRMED_ACTIONS)[number];

export function isConfirmedAction(value: unknown): value is ConfirmedAction {
  return (CONFIRMED_ACTIONS as readonly unknown[]).includes(value);
}

const LABELS: Record<ConfirmedAction, string> = {
  revoke: "Revoke access",
  disable: "Disable",
  remove: "Remove",
};

/** One line each, above the list; every button of that action is described by it. */
const HELP: Record<ConfirmedAction, string> = {
  revoke:
    "Takes the role away at once. They can still sign in, but only see that their account awaits approval until an administrator approves it again.",
  disable:
    "Signs them out everywhere and stops them signing in. The account and its role are kept: Enable gives the same access back.",
  remove:
    "Deletes the account with its sessions and two-factor settings, for good. Posts and notes they wrote keep their name.",
};

const helpId = (action: ConfirmedAction) => `user-action-help-${action}`;

/** The confirm step's URL: the same question as the dialog, for a browser without JavaScript. */
export function confirmStepHref(action: ConfirmedAction, account: { id: string }): string {
  const query = new URLSearchParams({ confirm: action, user: account.id });
  return `${SETTINGS_PATHS.users}?${query}#${confirmStepId(account)}`;
}

const confirmStepId = (account: { id: string }) => `confirm-${account.id}`;

type Question = { title: string; body: string[]; confirm: string };

/** What confirming will do to this account, in words. */
function question(action: ConfirmedAction, account: AccountRow, isMe: boolean): Question {
  const who = `${account.name} (${account.email})`;
  const role = account.role ? ROLE_LABELS[account.role] : null;
  const self = isMe
    ? ["This is your own account: you lose access to the admin area as soon as you confirm."]
    : [];
  switch (action) {
    case "revoke":
      return {
        title: `Revoke access for ${account.name}?`,
        body: [
          `${who} loses the ${role ?? "staff"} role now. They can still sign in, but only see that their account awaits approval until an administrator approves it again.`,
          ...self,
        ],
        confirm: "Revoke access",
      };
    case "disable":
      return {
        title: `Disable ${account.name}?`,
        body: [
          `${who} is signed out everywhere and cannot sign in until an administrator enables the account.${role ? ` The ${role} role is kept for then.` : ""}`,
          ...self,
        ],
        confirm: "Disable account",
      };
    case "remove":
      return {
        title: `Remove ${account.name}?`,
        body: [
          `The account of ${who}, its sessions and its two-factor settings are deleted. This cannot be undone. Posts and notes they wrote keep their name.`,
          ...self,
        ],
        confirm: "Remove account",
      };
  }
}

/** "What each action does": the help every confirmed action's button points to. */
export function UserActionHelp() {
  return (
    <dl className="grid gap-x-4 gap-y-2 rounded-xl bg-slate-50 p-4 text-sm sm:grid-cols-[max-content_1fr]">
      {CONFIRMED_ACTIONS.map((action) => (
        <div key={action} className="contents">
          <dt className="font-semibold text-navy-900">{LABELS[action]}</dt>
          <dd id={helpId(action)} className="text-slate-600">
            {HELP[action]}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Revoke access, Disable or Remove: opens a dialog saying what will happen
 * (a confirm step on the page without JavaScript). Off for the only
 * administrator, with the reason beside it.
 */
export function ConfirmedActionButton({
  action,
  account,
  isMe,
}: {
  action: ConfirmedAction;
  account: AccountRow;
  isMe: boolean;
}) {
  const className = buttonClasses(action === "remove" ? "danger" : "secondary");
  const label = `${LABELS[action]}: ${account.name}`;
  if (account.onlyAdmin) {
    return (
      <button
        type="button"
        disabled
        className={className}
        aria-label={label}
        aria-describedby={`${onlyAdminReasonId(account)} ${helpId(action)}`}
      >
        {LABELS[action]}
      </button>
    );
  }
  const { title, body, confirm } = question(action, account, isMe);
  return (
    <ConfirmDialog
      title={title}
      trigger={{
        content: LABELS[action],
        className,
        "aria-label": label,
        "aria-describedby": helpId(action),
      }}
      fields={{ intent: action, userId: account.id }}
      confirmLabel={confirm}
      action={SETTINGS_PATHS.users}
      fallbackHref={confirmStepHref(action, account)}
    >
      {body.map((line) => (
        <p key={line} className="mt-2 first:mt-0">
          {line}
        </p>
      ))}
    </ConfirmDialog>
  );
}

/** The confirm step under an account's row (`?confirm=<action>&user=<id>`), for pages without JavaScript. */
export function ConfirmStep({
  action,
  account,
  isMe,
}: {
  action: ConfirmedAction;
  account: AccountRow;
  isMe: boolean;
}) {
  const { title, body, confirm } = question(action, account, isMe);
  const headingId = `${confirmStepId(account)}-heading`;
  return (
    <section
      id={confirmStepId(account)}
      aria-labelledby={headingId}
      tabIndex={-1}
      className="mt-4 scroll-mt-24 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900"
    >
      <h3 id={headingId} className="font-semibold">
        {title}
      </h3>
      {account.onlyAdmin ? (
        <p className="mt-2">{SETTINGS_MESSAGES.lastAdmin}</p>
      ) : (
        body.map((line) => (
          <p key={line} className="mt-2">
            {line}
          </p>
        ))
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        {account.onlyAdmin ? null : (
          <Form method="post" action={SETTINGS_PATHS.users}>
            <input type="hidden" name="userId" value={account.id} />
            <SubmitButton intent={action} pendingLabel="Saving..." variant="danger">
              {confirm}
            </SubmitButton>
          </Form>
        )}
        <Link to={SETTINGS_PATHS.users} preventScrollReset className={buttonClasses("secondary")}>
          Cancel
        </Link>
      </div>
    </section>
  );
}
