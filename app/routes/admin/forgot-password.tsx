import { parseWithZod } from "@conform-to/zod/v4";
import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/forgot-password";
import { adminMeta } from "~/components/admin/admin-meta";
import { AuthPage } from "~/components/admin/auth-page";
import { ForgotPasswordForm } from "~/components/admin/password-reset/forgot-password-form";
import { Notice } from "~/components/ui/notice";
import { LOGIN_MESSAGES } from "~/modules/accounts/account-messages";
import { ForgotPasswordSchema } from "~/modules/accounts/account-schema";
import { consumeIpAttempt } from "~/modules/accounts/limits.server";
import { requestPasswordReset } from "~/modules/accounts/password-reset.server";
import { getSessionUser } from "~/routes/session-guard.server";
import { readForm } from "~/utils/form.server";
import { readSearchParams } from "~/utils/search-params.server";
import { retryAfterHeaders } from "~/utils/retry-after";
import "~/admin.css";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Forgot password");

const SENT_PATH = "/admin/forgot-password?sent=1";

export async function loader({ request }: Route.LoaderArgs) {
  if (await getSessionUser(request)) throw redirect("/admin");
  return { sent: readSearchParams(request, ["sent"]).get("sent") === "1" };
}

// Without JavaScript, the 429's Retry-After reaches the browser only through here.
export const headers: Route.HeadersFunction = retryAfterHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request, { unreadable: LOGIN_MESSAGES.genericError });
  if (!form.ok)
    return data({ result: { status: "error" as const, error: { "": [form.message] } } }, 400);
  const submission = parseWithZod(form.formData, { schema: ForgotPasswordSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, 400);
  const limited = await consumeIpAttempt("passwordReset", context.clientIp);
  if (limited) {
    const result = submission.reply({ formErrors: [LOGIN_MESSAGES.tooManyResetRequests] });
    return data(
      { result },
      { status: 429, headers: { "Retry-After": String(limited.retryAfterSeconds) } },
    );
  }
  await requestPasswordReset(submission.value.email, { request, ip: context.clientIp });
  // The same answer whether or not the address has an account.
  return redirect(SENT_PATH);
}

export default function ForgotPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AuthPage
      title="Reset your password"
      description="Enter the email address of your staff account and we will send you a link to choose a new password."
    >
      {loaderData.sent && !actionData ? (
        <Notice tone="success" className="mb-6" autoFocus>
          <p>{LOGIN_MESSAGES.resetLinkSent}</p>
        </Notice>
      ) : null}
      <ForgotPasswordForm lastResult={actionData?.result} />
      <p className="mt-6 text-center text-sm">
        <Link
          to="/admin/login"
          className="rounded font-medium text-brand-700 underline-offset-2 hover:underline"
        >
          Back to sign in
        </Link>
      </p>
    </AuthPage>
  );
}
