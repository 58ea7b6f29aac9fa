import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import {
  ChangePasswordSchema,
  MAX_PASSWORD_LENGTH,
  NEW_PASSWORD_HINT,
} from "~/modules/accounts/account-schema";
import { FormErrors } from "./form-errors";
import { SubmitButton } from "~/components/admin/forms/submit-button";
import { TextField } from "~/components/forms/fields";
import { useSchemaForm } from "~/components/admin/forms/use-schema-form";

const FIELDS = [
  { name: "currentPassword", label: "Current password", autoComplete: "current-password" },
  { name: "newPassword", label: "New password", autoComplete: "new-password" },
  { name: "confirmPassword", label: "Repeat new password", autoComplete: "new-password" },
] as const;

export function PasswordForm({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const [form, fields] = useSchemaForm(ChangePasswordSchema, {
    id: "password",
    lastResult,
  });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-5">
      <FormErrors id={form.errorId} errors={form.errors} />
      {FIELDS.map(({ name, label, autoComplete }) => {
        const field = fields[name];
        return (
          <TextField
            key={name}
            field={field}
            label={label}
            required
            type="password"
            autoComplete={autoComplete}
            maxLength={MAX_PASSWORD_LENGTH}
            hint={name === "newPassword" ? NEW_PASSWORD_HINT : undefined}
          />
        );
      })}
      <SubmitButton intent="change-password" pendingLabel="Changing...">
        Change password
      </SubmitButton>
    </Form>
  );
}
