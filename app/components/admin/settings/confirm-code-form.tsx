import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form } from "react-router";
import { FormField, INPUT_CLASSES } from "~/components/ui/form-field";
import { ConfirmTwoFactorSchema, TOTP_DIGITS } from "~/modules/accounts/account-schema";
import { FormErrors } from "./form-errors";
import { SubmitButton } from "~/components/forms/submit-button";

/** The first code from the app turns two-factor on. */
export function ConfirmCodeForm({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const [form, fields] = useForm({
    id: "confirm-two-factor",
    lastResult,
    constraint: getZodConstraint(ConfirmTwoFactorSchema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ConfirmTwoFactorSchema }),
  });
  return (
    <Form method="post" {...getFormProps(form)} className="mt-3 space-y-4">
      <FormErrors id={form.errorId} errors={form.errors} />
      <FormField
        label="6-digit code"
        htmlFor={fields.code.id}
        required
        errors={fields.code.errors}
        errorId={fields.code.errorId}
      >
        <input
          {...getInputProps(fields.code, { type: "text" })}
          key={fields.code.key}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={TOTP_DIGITS}
          placeholder="123456"
          className={`${INPUT_CLASSES} max-w-48 font-mono tracking-[0.2em]`}
        />
      </FormField>
      <SubmitButton intent="confirm-two-factor" pendingLabel="Checking...">
        Turn on
      </SubmitButton>
    </Form>
  );
}
