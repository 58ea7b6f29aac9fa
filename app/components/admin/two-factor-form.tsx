import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Loader2, ShieldCheck } from "~/components/ui/icons";
import { Notice } from "~/components/ui/notice";
import { TwoFactorChallengeSchema } from "~/modules/accounts/account-schema";
import { TextField } from "~/components/forms/fields";

type Method = "totp" | "backup";

type TwoFactorFormProps = {
  method: Method;
  redirectTo: string | null;
  lastResult?: SubmissionResult<string[]>;
};

const LINK_CLASSES = "rounded font-medium text-brand-700 underline-offset-2 hover:underline";

/** The second step of signing in: an authenticator code, or a backup code instead. */
export function TwoFactorForm({ method, redirectTo, lastResult }: TwoFactorFormProps) {
  const backup = method === "backup";
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  const [form, fields] = useForm({
    id: `two-factor-${method}`,
    lastResult,
    constraint: getZodConstraint(TwoFactorChallengeSchema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: TwoFactorChallengeSchema }),
  });
  const other = new URLSearchParams(backup ? {} : { method: "backup" });
  if (redirectTo) other.set("redirectTo", redirectTo);

  return (
    <>
      <Form method="post" {...getFormProps(form)} className="space-y-5">
        {form.errors?.length ? (
          <Notice tone="error" id={form.errorId} autoFocus>
            {form.errors.map((error) => (
              <p key={error}>{error}</p>
            ))}
          </Notice>
        ) : null}
        <input type="hidden" name="method" value={method} />
        {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
        <TextField
          field={fields.code}
          label={backup ? "Backup code" : "Authentication code"}
          required
          autoComplete="one-time-code"
          // The code is the one thing to do on this page.
          autoFocus={!form.errors?.length}
          inputMode={backup ? "text" : "numeric"}
          maxLength={backup ? 11 : 6}
          spellCheck={false}
          placeholder={backup ? "abcde-12345" : "123456"}
          inputClassName="font-mono tracking-[0.2em]"
        />
        <Button type="submit" size="lg" disabled={submitting} className="w-full">
          {submitting ? (
            <>
              <Loader2 aria-hidden="true" className="h-5 w-5 animate-spin" />
              Verifying...
            </>
          ) : (
            <>
              <ShieldCheck aria-hidden="true" className="h-5 w-5" />
              Verify
            </>
          )}
        </Button>
      </Form>
      <div className="mt-6 flex flex-col items-center gap-3 text-sm">
        <Link to={`?${other}`} className={LINK_CLASSES}>
          {backup ? "Use your authenticator app instead" : "Use a backup code instead"}
        </Link>
        <Link to="/admin/login" className="rounded text-slate-600 hover:text-brand-700">
          Back to sign in
        </Link>
      </div>
    </>
  );
}
