import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form, Link, useNavigation } from "react-router";
import { FormErrors } from "~/components/admin/settings/form-errors";
import { SubmitButton } from "~/components/admin/forms/submit-button";
import { LogIn, UserPlus } from "~/components/ui/icons";
import { LOGIN_MESSAGES } from "~/modules/accounts/account-messages";
import {
  loginSchemaFor,
  MAX_EMAIL_LENGTH,
  MAX_NAME_LENGTH,
  MAX_PASSWORD_LENGTH,
  NEW_PASSWORD_HINT,
  type LoginMode,
} from "~/modules/accounts/account-schema";
import { TextField } from "~/components/forms/fields";
import { useSchemaForm } from "~/components/admin/forms/use-schema-form";

type LoginFormProps = {
  mode: LoginMode;
  redirectTo: string | null;
  lastResult?: SubmissionResult<string[]>;
};

/**
 * Sign-in and sign-up share one form (spec: a toggle between them). The
 * toggle is a link, so it works without JavaScript too.
 */
export function LoginForm({ mode, redirectTo, lastResult }: LoginFormProps) {
  const signUp = mode === "sign-up";
  const schema = loginSchemaFor(mode);
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formAction === "/admin/login";
  const [form, fields] = useSchemaForm(schema, {
    id: `login-${mode}`,
    lastResult,
  });
  const toggleQuery = new URLSearchParams(signUp ? {} : { mode: "sign-up" });
  if (redirectTo) toggleQuery.set("redirectTo", redirectTo);

  return (
    <>
      <Form method="post" action="/admin/login" {...getFormProps(form)} className="space-y-5">
        <FormErrors id={form.errorId} errors={form.errors} />
        <input type="hidden" name="intent" value={mode} />
        {!signUp && redirectTo ? (
          <input type="hidden" name="redirectTo" value={redirectTo} />
        ) : null}

        {signUp ? (
          <TextField
            field={fields.name}
            label="Full name"
            required
            autoComplete="name"
            maxLength={MAX_NAME_LENGTH}
          />
        ) : null}

        <TextField
          field={fields.email}
          label="Email"
          required
          type="email"
          autoComplete={signUp ? "email" : "username"}
          maxLength={MAX_EMAIL_LENGTH}
        />

        <TextField
          field={fields.password}
          label="Password"
          required
          type="password"
          autoComplete={signUp ? "new-password" : "current-password"}
          maxLength={MAX_PASSWORD_LENGTH}
          hint={signUp ? NEW_PASSWORD_HINT : undefined}
        />

        <SubmitButton
          size="lg"
          fullWidth
          submitting={submitting}
          pendingLabel={signUp ? "Creating account..." : "Signing in..."}
        >
          {signUp ? (
            <UserPlus aria-hidden="true" className="h-5 w-5" />
          ) : (
            <LogIn aria-hidden="true" className="h-5 w-5" />
          )}
          {signUp ? "Sign Up" : "Sign In"}
        </SubmitButton>
      </Form>
      {signUp ? null : (
        <p className="mt-4 text-center text-sm">
          <Link
            to="/admin/forgot-password"
            className="rounded font-medium text-brand-700 underline-offset-2 hover:underline"
          >
            Forgot your password?
          </Link>
        </p>
      )}
      <p className="mt-6 text-center text-sm">
        <Link
          to={`/admin/login${toggleQuery.size ? `?${toggleQuery}` : ""}`}
          className="rounded font-medium text-brand-700 underline-offset-2 hover:underline"
        >
          {signUp ? LOGIN_MESSAGES.toSignIn : LOGIN_MESSAGES.toSignUp}
        </Link>
      </p>
    </>
  );
}
