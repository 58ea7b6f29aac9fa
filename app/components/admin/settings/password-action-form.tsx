import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { ReactNode } from "react";
import { Form } from "react-router";
import { FormField, INPUT_CLASSES } from "~/components/ui/form-field";
import {
  DisableTwoFactorSchema,
  EnableTwoFactorSchema,
  MAX_PASSWORD_LENGTH,
} from "~/modules/accounts/account-schema";
import { FormErrors } from "./form-errors";
import { SubmitButton } from "~/components/forms/submit-button";

const SCHEMAS = {
  "enable-two-factor": EnableTwoFactorSchema,
  "disable-two-factor": DisableTwoFactorSchema,
} as const;

type PasswordActionFormProps = {
  intent: keyof typeof SCHEMAS;
  children: ReactNode;
  pendingLabel: string;
  variant?: "primary" | "secondary" | "danger";
  lastResult?: SubmissionResult<string[]>;
};

/** A sensitive change confirmed with the current password. */
export function PasswordActionForm({
  intent,
  children,
  pendingLabel,
  variant,
  lastResult,
}: PasswordActionFormProps) {
  const schema = SCHEMAS[intent];
  const [form, fields] = useForm({
    id: intent,
    lastResult,
    constraint: getZodConstraint(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-5">
      <FormErrors id={form.errorId} errors={form.errors} />
      <FormField
        label="Current password"
        htmlFor={fields.password.id}
        required
        errors={fields.password.errors}
        errorId={fields.password.errorId}
        className="max-w-sm"
      >
        <input
          {...getInputProps(fields.password, { type: "password" })}
          key={fields.password.key}
          autoComplete="current-password"
          maxLength={MAX_PASSWORD_LENGTH}
          className={INPUT_CLASSES}
        />
      </FormField>
      <SubmitButton intent={intent} pendingLabel={pendingLabel} variant={variant}>
        {children}
      </SubmitButton>
    </Form>
  );
}
