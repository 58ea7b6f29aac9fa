import { parseWithZod } from "@conform-to/zod/v4";
import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/reset-password";
import { adminMeta } from "~/components/admin/admin-meta";
import { AuthPage } from "~/components/admin/auth-page";
import { ResetPasswordForm } from "~/components/admin/password-reset/reset-password-form";
import { Notice } from "~/components/ui/notice";
import { LOGIN_MESSAGES } from "~/modules/accounts/account-messages";
import { ResetPasswordSchema } from "~/modules/accounts/account-schema";
import { consumeIpAttempt } from "~/modules/accounts/limits.server";
import { loginPathWithNotice } from "~/modules/accounts/login-notices";
import { resetPassword } from "~/modules/accounts/password-reset.server";
import { isResetLinkLive } from "~/modules/accounts/verification-tokens.server";
import { readForm } from "~/utils/form.server";
import { readSearchParams } from "~/utils/search-params.server";
import { retryAfterHeaders } from "~/utils/retry-after";
import "~/admin.css";

export const meta: Route.MetaFunction = ({ matches }) =>
  adminMeta(matches, "Choose a new password");

const PASSWORD_FIELDS = ["newPassword", "confirmPassword"];

// A spent, superseded or expired link says so at once; the token is spent
// only when the form is sent (single use, one hour), so opening the page
// spends nothing.
export async function loader({ request }: Route.LoaderArgs) {
  const token = readSearchParams(request, ["token"]).get("token") ?? "";
  return { token, live: await isResetLinkLive(token) };
}

// Without JavaScript, the 429's Retry-After reaches the browser only through here.
export const headers: Route.HeadersFunction = retryAfterHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request, { unreadable: LOGIN_MESSAGES.genericError });
  if (!form.ok)
    return data({ result: { status: "error" as const, error: { "": [form.message] } } }, 400);
  const submission = parseWithZod(form.formData, { schema: ResetPasswordSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: PASSWORD_FIELDS }) }, 400);
  }
  const limited = await consumeIpAttempt("passwordReset", context.clientIp);
  if (limited) {
    const result = submission.reply({
      formErrors: [LOGIN_MESSAGES.tooManyResetRequests],
      hideFields: PASSWORD_FIELDS,
    });
    return data(
      { result },
      { status: 429, headers: { "Retry-After": String(limited.retryAfterSeconds) } },
    );
  }
  const { token, newPassword } = submission.value;
  const reset = await resetPassword(token, newPassword, { request, ip: context.clientIp });
  if (!reset.ok) return data({ invalidLink: true as const }, 400);
  return redirect(loginPathWithNotice("password-reset"));
}

export default function ResetPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const invalid = !loaderData.live || (actionData && "invalidLink" in actionData);
  return (
    <AuthPage
      title="Choose a new password"
      description="Your new password signs you out on every device; then sign in with it."
    >
      {invalid ? (
        <>
          <Notice tone="error" autoFocus>
            <p>{LOGIN_MESSAGES.resetLinkInvalid}</p>
          </Notice>
          <p className="mt-6 text-center text-sm">
            <Link
              to="/admin/forgot-password"
              className="rounded font-medium text-brand-700 underline-offset-2 hover:underline"
            >
              Send a new reset link
            </Link>
          </p>
        </>
      ) : (
        <ResetPasswordForm
          token={loaderData.token}
          lastResult={actionData && "result" in actionData ? actionData.result : undefined}
        />
      )}
    </AuthPage>
  );
}
