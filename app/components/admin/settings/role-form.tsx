import { getFormProps, getSelectProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { SubmitButton } from "~/components/admin/forms/submit-button";
import { useSchemaForm } from "~/components/admin/forms/use-schema-form";
import { Button } from "~/components/ui/button";
import { FieldErrors, INPUT_CLASSES } from "~/components/ui/form-field";
import { RoleChoiceSchema } from "~/modules/accounts/account-schema";
import { ROLE_LABELS, STAFF_ROLES } from "~/modules/roles/roles";
import { SETTINGS_PATHS } from "~/modules/accounts/settings-notices";
import { cn } from "~/utils/cn";
import type { AccountRow } from "~/modules/accounts/account-row";
import { onlyAdminReasonId } from "./account-row";

/**
 * Approve with a role (chosen, never defaulted), or change an approved
 * account's role. Approving without a role is answered under the menu by the
 * form kit's message — in the browser, or by the server (400) without
 * JavaScript — never by the browser's own bubble, so the menu carries no
 * `required`. The only administrator's role cannot change (the reason is in
 * the row).
 */
export function RoleForm({
  account,
  lastResult,
}: {
  account: AccountRow;
  /** The server's answer, when this row's form was the one refused. */
  lastResult?: SubmissionResult<string[]>;
}) {
  const approve = account.state === "pending";
  const label = approve ? "Approve" : "Change role";
  const [form, fields] = useSchemaForm(RoleChoiceSchema, {
    id: `role-${account.id}`,
    lastResult,
    defaultValue: { role: account.role ?? "" },
    validate: "onSubmit",
    // No `required` on the menu: a missing role is this form's message, not the browser's bubble.
    constraint: {},
  });
  const locked = account.onlyAdmin;
  return (
    <Form method="post" action={SETTINGS_PATHS.users} {...getFormProps(form)}>
      <input type="hidden" name="userId" value={account.id} />
      <div className="flex items-center gap-2">
        <label htmlFor={fields.role.id} className="sr-only">
          Role for {account.name}
        </label>
        <select
          {...getSelectProps(fields.role)}
          key={fields.role.key}
          disabled={locked}
          aria-describedby={
            locked
              ? onlyAdminReasonId(account)
              : fields.role.errors
                ? fields.role.errorId
                : undefined
          }
          className={cn(INPUT_CLASSES, "w-auto py-2")}
        >
          {approve ? <option value="">Choose a role</option> : null}
          {STAFF_ROLES.map((role) => (
            <option key={role} value={role}>
              {ROLE_LABELS[role]}
            </option>
          ))}
        </select>
        {locked ? (
          <Button
            variant="secondary"
            disabled
            aria-label={`${label}: ${account.name}`}
            aria-describedby={onlyAdminReasonId(account)}
            className="whitespace-nowrap"
          >
            {label}
          </Button>
        ) : (
          <SubmitButton
            intent={approve ? "approve" : "set-role"}
            pendingLabel="Saving..."
            variant={approve ? "primary" : "secondary"}
            accessibleName={`${label}: ${account.name}`}
            className="whitespace-nowrap"
          >
            {label}
          </SubmitButton>
        )}
      </div>
      <FieldErrors id={fields.role.errorId} errors={fields.role.errors} />
    </Form>
  );
}
