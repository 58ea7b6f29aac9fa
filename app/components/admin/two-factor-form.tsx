import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form, Link, useNavigation } from "react-router";
import { FormErrors } from "~/components/admin/settings/form-errors";
import { SubmitButton } from "~/components/admin/forms/submit-button";
import { Send, ShieldCheck } from "~/components/ui/icons";
import { Notice } from "~/components/ui/notice";
import { TwoFactorChallengeSchema } from "~/modules/accounts/account-schema";
import { SMS_MESSAGES } from "~/modules/accounts/sms-factor-schema";
import { TextField } from "~/components/forms/fields";
import { ResendCodeButton } from "./resend-code-button";
import { useSchemaForm } from "~/components/admin/forms/use-schema-form";

export type ChallengeMethod = "totp" | "backup" | "sms";

type TwoFactorFormProps = {
  method: ChallengeMethod;
  /** The factors this account has: the links offer the others. */
  available: { totp: boolean; sms: boolean };
  redirectTo: string | null;
  /** A text message was just sent (the page after "Text me a code"). */
  codeSent: boolean;
  /** The wait before another text (the server refuses one earlier), and when the last went. */
  resend: { waitSeconds: number; sentAt: string | null };
  lastResult?: SubmissionResult<string[]>;
};

const LINK_CLASSES = "rounded font-medium text-brand-700 underline-offset-2 hover:underline";

const OTHER_METHODS: ReadonlyArray<{ method: ChallengeMethod; label: string }> = [
  { method: "totp", label: "Use your authenticator app instead" },
  { method: "sms", label: "Get a code by text message instead" },
  { method: "backup", label: "Use a backup code instead" },
];

const CODE_FIELD = {
  totp: { label: "Authentication code", placeholder: "123456", maxLength: 6 },
  sms: { label: "Text message code", placeholder: "123456", maxLength: 6 },
  // Old codes are `xxxxx-xxxxx`; room for a space or two as well.
  backup: { label: "Backup code", placeholder: "ABCD-EFGH", maxLength: 13 },
} as const;

/** The second step of signing in: an authenticator code, a texted code, or a backup code. */
export function TwoFactorForm({
  method,
  available,
  redirectTo,
  codeSent,
  resend,
  lastResult,
}: TwoFactorFormProps) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  const sending = submitting && navigation.formData?.get("intent") === "send-sms";
  const [form, fields] = useSchemaForm(TwoFactorChallengeSchema, {
    id: `two-factor-${method}`,
    lastResult,
    validate: "onSubmit",
  });
  const linkTo = (other: ChallengeMethod) => {
    const query = new URLSearchParams({ method: other });
    if (redirectTo) query.set("redirectTo", redirectTo);
    return `?${query}`;
  };
  const others = OTHER_METHODS.filter(
    (other) => other.method !== method && (other.method === "sms" ? available.sms : available.totp),
  );
  const field = CODE_FIELD[method];

  return (
    <>
      {method === "sms" ? (
        <Form method="post" className="mb-6">
          <input type="hidden" name="intent" value="send-sms" />
          {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
          {codeSent && !form.errors?.length ? (
            <Notice tone="success" className="mb-4">
              <p>{SMS_MESSAGES.challengeSent}</p>
            </Notice>
          ) : null}
          {codeSent ? (
            <ResendCodeButton
              intent="send-sms"
              waitSeconds={resend.waitSeconds}
              sentAt={resend.sentAt}
              className="w-full"
            />
          ) : (
            <SubmitButton
              variant="secondary"
              className="w-full"
              submitting={sending}
              disabled={submitting}
              pendingLabel="Sending..."
            >
              <Send aria-hidden="true" className="h-4 w-4" />
              Text me a code
            </SubmitButton>
          )}
        </Form>
      ) : null}
      <Form method="post" {...getFormProps(form)} className="space-y-5">
        <FormErrors id={form.errorId} errors={form.errors} />
        <input type="hidden" name="method" value={method} />
        {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
        <TextField
          field={fields.code}
          label={field.label}
          required
          autoComplete="one-time-code"
          // The code is the one thing to do on this page (after a text is sent).
          autoFocus={!form.errors?.length && (method !== "sms" || codeSent)}
          inputMode={method === "backup" ? "text" : "numeric"}
          maxLength={field.maxLength}
          spellCheck={false}
          placeholder={field.placeholder}
          inputClassName="font-mono tracking-[0.2em]"
        />
        <SubmitButton size="lg" fullWidth submitting={submitting} pendingLabel="Verifying...">
          <ShieldCheck aria-hidden="true" className="h-5 w-5" />
          Verify
        </SubmitButton>
      </Form>
      <div className="mt-6 flex flex-col items-center gap-3 text-sm">
        {others.map((other) =>
          other.method === "sms" ? (
            // Choosing text message sends the code at once: one click, not two.
            <Form key={other.method} method="post">
              <input type="hidden" name="intent" value="send-sms" />
              {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
              <button type="submit" className={LINK_CLASSES} disabled={submitting}>
                {other.label}
              </button>
            </Form>
          ) : (
            <Link key={other.method} to={linkTo(other.method)} className={LINK_CLASSES}>
              {other.label}
            </Link>
          ),
        )}
        <Link to="/admin/login" className="rounded text-slate-600 hover:text-brand-700">
          Back to sign in
        </Link>
      </div>
    </>
  );
}
