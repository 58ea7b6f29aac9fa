import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import { FormErrors } from "~/components/admin/settings/form-errors";
import { TextField } from "~/components/forms/fields";
import { SubmitButton } from "~/components/admin/forms/submit-button";
import { ForgotPasswordSchema, MAX_EMAIL_LENGTH } from "~/modules/accounts/account-schema";
import { useSchemaForm } from "~/components/admin/forms/use-schema-form";

/** "Forgot your password?": the staff account's address, for a reset link. */
export function ForgotPasswordForm({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const [form, fields] = useSchemaForm(ForgotPasswordSchema, {
    id: "forgot-password",
    lastResult,
  });
  const submitting = useNavigation().state === "submitting";
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-5">
      <FormErrors id={form.errorId} errors={form.errors} />
      <TextField
        field={fields.email}
        label="Email"
        required
        type="email"
        autoComplete="username"
        maxLength={MAX_EMAIL_LENGTH}
      />
      <SubmitButton
        pendingLabel="Sending..."
        size="lg"
        className="sm:w-full"
        submitting={submitting}
      >
        Send reset link
      </SubmitButton>
    </Form>
  );
}
