import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form } from "react-router";
import { Send, ShieldCheck, Smartphone, Trash2 } from "~/components/ui/icons";
import {
  ConfirmSmsEnrolmentSchema,
  SMS_CODE_DIGITS,
  SMS_MESSAGES,
  StartSmsEnrolmentSchema,
} from "~/modules/accounts/sms-factor-schema";
import { SubmitButton } from "~/components/forms/submit-button";
import { TextField } from "~/components/forms/fields";
import { FormErrors } from "./form-errors";

/** Which of the panel's forms an action answer belongs to. */
export type SmsForm = "send-sms-code" | "confirm-sms";

type SmsFactorPanelProps = {
  factor: { phone: string; verified: boolean } | null;
  lastResult: (form: SmsForm) => SubmissionResult<string[]> | undefined;
};

function PhoneForm({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const [form, fields] = useForm({
    id: "send-sms-code",
    lastResult,
    constraint: getZodConstraint(StartSmsEnrolmentSchema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: StartSmsEnrolmentSchema }),
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
      <SubmitButton intent="send-sms-code" pendingLabel="Sending...">
        <Send aria-hidden="true" className="h-4 w-4" />
        Send code
      </SubmitButton>
    </Form>
  );
}

function CodeForm({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const [form, fields] = useForm({
    id: "confirm-sms",
    lastResult,
    constraint: getZodConstraint(ConfirmSmsEnrolmentSchema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ConfirmSmsEnrolmentSchema }),
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
      <SubmitButton intent="confirm-sms" pendingLabel="Checking...">
        <ShieldCheck aria-hidden="true" className="h-4 w-4" />
        Turn on
      </SubmitButton>
    </Form>
  );
}

function RemoveForm({ label }: { label: string }) {
  return (
    <Form method="post">
      <SubmitButton intent="remove-sms" variant="danger" pendingLabel="Removing...">
        <Trash2 aria-hidden="true" className="h-4 w-4" />
        {label}
      </SubmitButton>
    </Form>
  );
}

/** Settings › Text message: enrol a phone (verified with a code), or remove it. */
export function SmsFactorPanel({ factor, lastResult }: SmsFactorPanelProps) {
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
        <RemoveForm label="Remove phone number" />
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
        <p className="text-sm text-slate-600">{SMS_MESSAGES.codeSent}</p>
        <CodeForm lastResult={lastResult("confirm-sms")} />
        <div className="border-t border-slate-200 pt-5">
          <RemoveForm label="Use another number" />
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
      <PhoneForm lastResult={lastResult("send-sms-code")} />
    </div>
  );
}
