import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { ConfirmTwoFactorSchema, TOTP_DIGITS } from "~/modules/accounts/account-schema";
import { FormErrors } from "./form-errors";
import { SubmitButton } from "~/components/admin/forms/submit-button";
import { TextField } from "~/components/forms/fields";
import { useSchemaForm } from "~/components/admin/forms/use-schema-form";

/** The first code from the app turns two-factor on. */
export function ConfirmCodeForm({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const [form, fields] = useSchemaForm(ConfirmTwoFactorSchema, {
    id: "confirm-two-factor",
    lastResult,
    validate: "onSubmit",
  });
  return (
    <Form method="post" {...getFormProps(form)} className="mt-3 space-y-4">
      <FormErrors id={form.errorId} errors={form.errors} />
      <TextField
        field={fields.code}
        label="6-digit code"
        required
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={TOTP_DIGITS}
        placeholder="123456"
        inputClassName="max-w-48 font-mono tracking-[0.2em]"
      />
      <SubmitButton intent="confirm-two-factor" pendingLabel="Checking...">
        Turn on
      </SubmitButton>
    </Form>
  );
}
