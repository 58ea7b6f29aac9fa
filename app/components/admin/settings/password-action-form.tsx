import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { ReactNode } from "react";
import { Form } from "react-router";
import {
  DisableTwoFactorSchema,
  EnableTwoFactorSchema,
  MAX_PASSWORD_LENGTH,
} from "~/modules/accounts/account-schema";
import { FormErrors } from "./form-errors";
import { SubmitButton } from "~/components/admin/forms/submit-button";
import { TextField } from "~/components/forms/fields";

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
      <TextField
        field={fields.password}
        label="Current password"
        required
        className="max-w-sm"
        type="password"
        autoComplete="current-password"
        maxLength={MAX_PASSWORD_LENGTH}
      />
      <SubmitButton intent={intent} pendingLabel={pendingLabel} variant={variant}>
        {children}
      </SubmitButton>
    </Form>
  );
}
