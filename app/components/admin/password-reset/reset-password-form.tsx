import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import { FormErrors } from "~/components/admin/settings/form-errors";
import { TextField } from "~/components/forms/fields";
import { SubmitButton } from "~/components/admin/forms/submit-button";
import {
  MAX_PASSWORD_LENGTH,
  NEW_PASSWORD_HINT,
  ResetPasswordSchema,
} from "~/modules/accounts/account-schema";
import { useSchemaForm } from "~/components/admin/forms/use-schema-form";

type ResetPasswordFormProps = { token: string; lastResult?: SubmissionResult<string[]> };

/** The page a reset link opens: the new password, twice (the same rules as sign-up). */
export function ResetPasswordForm({ token, lastResult }: ResetPasswordFormProps) {
  const [form, fields] = useSchemaForm(ResetPasswordSchema, {
    id: "reset-password",
    lastResult,
  });
  const submitting = useNavigation().state === "submitting";
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-5">
      <FormErrors id={form.errorId} errors={form.errors} />
      <input type="hidden" name="token" value={token} />
      <TextField
        field={fields.newPassword}
        label="New password"
        required
        type="password"
        autoComplete="new-password"
        maxLength={MAX_PASSWORD_LENGTH}
        hint={NEW_PASSWORD_HINT}
      />
      <TextField
        field={fields.confirmPassword}
        label="Repeat new password"
        required
        type="password"
        autoComplete="new-password"
        maxLength={MAX_PASSWORD_LENGTH}
      />
      <SubmitButton
        pendingLabel="Saving..."
        size="lg"
        className="sm:w-full"
        submitting={submitting}
      >
        Set new password
      </SubmitButton>
    </Form>
  );
}
