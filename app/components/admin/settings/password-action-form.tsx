import { getFormProps, type SubmissionResult } from "@conform-to/react";
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
import { useSchemaForm } from "~/components/admin/forms/use-schema-form";

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
  const [form, fields] = useSchemaForm(schema, {
    id: intent,
    lastResult,
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
