import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { Send, ShieldCheck, Smartphone, Trash2 } from "~/components/ui/icons";
import { MAX_PASSWORD_LENGTH } from "~/modules/accounts/account-schema";
import {
  removeSmsSchema,
  smsCodeFormSchema,
  startSmsEnrolmentSchema,
} from "~/modules/accounts/sms-factor-forms";
import { SMS_CODE_DIGITS, SMS_CODE_MINUTES } from "~/modules/accounts/sms-factor-schema";
import { ResendCodeButton } from "~/components/admin/resend-code-button";
import { SubmitButton } from "~/components/admin/forms/submit-button";
import { TextField } from "~/components/forms/fields";
import { FormErrors } from "./form-errors";
import { useSchemaForm } from "~/components/admin/forms/use-schema-form";

/** Which of the panel's forms an action answer belongs to. */
export type SmsForm = "send-sms-code" | "confirm-sms" | "remove-sms";

type SmsFactorPanelProps = {
  factor: {
    phone: string;
    verified: boolean;
    resendInSeconds: number;
    codeSentAt: string | null;
  } | null;
  /** Accounts made by a provider sign-in have no password to confirm with. */
  hasPassword: boolean;
  lastResult: (form: SmsForm) => SubmissionResult<string[]> | undefined;
};

type FormProps = { hasPassword: boolean; lastResult?: SubmissionResult<string[]> };

/** The current password that confirms each change (none for an account without one). */
function PasswordField({
  field,
  hasPassword,
}: {
  field: Parameters<typeof TextField>[0]["field"];
  hasPassword: boolean;
}) {
  if (!hasPassword) return null;
  return (
    <TextField
      field={field}
      label="Current password"
      required
      className="max-w-sm"
      type="password"
      autoComplete="current-password"
      maxLength={MAX_PASSWORD_LENGTH}
    />
  );
}

function PhoneForm({ hasPassword, lastResult }: FormProps) {
  const schema = startSmsEnrolmentSchema(hasPassword);
  const [form, fields] = useSchemaForm(schema, {
    id: "send-sms-code",
    lastResult,
    validate: "onSubmit",
  });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      <FormErrors id={form.errorId} errors={form.errors} />
      <TextField
        field={fields.phoneNumber}
        label="Mobile number"
        required
        type="tel"
        autoComplete="tel"
        placeholder="+1 555 555 0123"
        hint="In international format, with + and the country code."
      />
      <PasswordField field={fields.password} hasPassword={hasPassword} />
      <SubmitButton intent="send-sms-code" pendingLabel="Sending...">
        <Send aria-hidden="true" className="h-4 w-4" />
        Send code
      </SubmitButton>
    </Form>
  );
}

type CodeFormProps = FormProps & { resend: { waitSeconds: number; sentAt: string | null } };

function CodeForm({ hasPassword, lastResult, resend }: CodeFormProps) {
  // Turn on (with the code) or Resend code: both confirmed with the password.
  const schema = smsCodeFormSchema(hasPassword);
  const [form, fields] = useSchemaForm(schema, {
    id: "confirm-sms",
    lastResult,
    validate: "onSubmit",
  });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      <FormErrors id={form.errorId} errors={form.errors} />
      <TextField
        field={fields.code}
        label="6-digit code"
        required
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={SMS_CODE_DIGITS}
        placeholder="123456"
        inputClassName="max-w-48 font-mono tracking-[0.2em]"
      />
      <PasswordField field={fields.password} hasPassword={hasPassword} />
      <div className="flex flex-col gap-3 sm:flex-row">
        <SubmitButton intent="confirm-sms" pendingLabel="Checking...">
          <ShieldCheck aria-hidden="true" className="h-4 w-4" />
          Turn on
        </SubmitButton>
        <ResendCodeButton
          intent="resend-sms-code"
          waitSeconds={resend.waitSeconds}
          sentAt={resend.sentAt}
        />
      </div>
    </Form>
  );
}

/** Removing a verified phone turns its codes off: confirmed with the password. */
function RemoveForm({ hasPassword, lastResult }: FormProps) {
  const schema = removeSmsSchema(hasPassword);
  const [form, fields] = useSchemaForm(schema, {
    id: "remove-sms",
    lastResult,
    validate: "onSubmit",
  });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      <FormErrors id={form.errorId} errors={form.errors} />
      <PasswordField field={fields.password} hasPassword={hasPassword} />
      <SubmitButton intent="remove-sms" variant="danger" pendingLabel="Removing...">
        <Trash2 aria-hidden="true" className="h-4 w-4" />
        Remove phone number
      </SubmitButton>
    </Form>
  );
}

/** A number that was never confirmed changes nothing yet: dropping it needs no password. */
function CancelForm() {
  return (
    <Form method="post" className="text-sm text-slate-600">
      Wrong number?{" "}
      <button
        type="submit"
        name="intent"
        value="cancel-sms"
        className="rounded font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
      >
        Use another number
      </button>
    </Form>
  );
}

/** Settings › Text message: enrol a phone (verified with a code), or remove it. */
export function SmsFactorPanel({ factor, hasPassword, lastResult }: SmsFactorPanelProps) {
  if (factor?.verified) {
    return (
      <div className="space-y-5">
        <p className="flex items-center gap-2 font-medium text-navy-900">
          <ShieldCheck aria-hidden="true" className="h-5 w-5 text-emerald-600" />
          Text-message codes are on for the number {factor.phone}.
        </p>
        <p className="text-sm text-slate-600">
          When you sign in, you can ask for a code by text message instead of using an authenticator
          app.
        </p>
        {hasPassword ? (
          <p className="text-sm text-slate-600">
            To remove the number, confirm with your password.
          </p>
        ) : null}
        <RemoveForm hasPassword={hasPassword} lastResult={lastResult("remove-sms")} />
      </div>
    );
  }
  if (factor) {
    return (
      <div className="space-y-6">
        <p className="flex items-center gap-2 font-medium text-navy-900">
          <Smartphone aria-hidden="true" className="h-5 w-5 text-brand-600" />
          We sent a code to the number {factor.phone}.
        </p>
        <p className="text-sm text-slate-600">
          It works once, for {SMS_CODE_MINUTES} minutes. No text? Ask for a new one with Resend
          code.
        </p>
        <CodeForm
          hasPassword={hasPassword}
          lastResult={lastResult("confirm-sms")}
          resend={{ waitSeconds: factor.resendInSeconds, sentAt: factor.codeSentAt }}
        />
        <div className="border-t border-slate-200 pt-5">
          <CancelForm />
        </div>
      </div>
    );
  }
  return (
    <div className="space-y-5">
      <p className="text-sm text-slate-600">
        Add your mobile number. We text it a code now to check it, and again whenever you sign in
        and choose text message.
      </p>
      <PhoneForm hasPassword={hasPassword} lastResult={lastResult("send-sms-code")} />
    </div>
  );
}
