import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import type { Route } from "./+types/login";
import { AuthPage } from "~/components/admin/auth-page";
import { LoginForm } from "~/components/admin/login-form";
import { SsoButtons } from "~/components/admin/sso-buttons";
import { Notice } from "~/components/ui/notice";
import { isDatabaseUnavailableError } from "~/utils/database-errors.server";
import { LOGIN_MESSAGES, lockedMessage } from "~/modules/accounts/account-messages";
import { loginSchemaFor, type LoginMode } from "~/modules/accounts/account-schema";
import { consumeIpAttempt } from "~/modules/accounts/limits.server";
import { loginNotice, loginPathWithNotice } from "~/modules/accounts/login-notices";
import { safeRedirectPath } from "~/modules/accounts/safe-redirect";
import {
  AWAITING_APPROVAL_PATH,
  getSessionUser,
  TWO_FACTOR_PATH,
} from "~/routes/session-guard.server";
import { signInWithPassword, signUp } from "~/modules/accounts/sign-in.server";
import { configuredSsoProviders } from "~/modules/accounts/sso-sign-in.server";
import { isApprovedStaff } from "~/modules/roles/user-state";
import { adminMeta } from "~/components/admin/admin-meta";
import { readForm } from "~/utils/form.server";
import { getLogger } from "~/utils/logger.server";
import { readSearchParams } from "~/utils/search-params.server";
import "~/admin.css";

export const meta: Route.MetaFunction = ({ data, matches }) =>
  adminMeta(matches, data?.mode === "sign-up" ? "Create an account" : "Sign in");

export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
};

export async function loader({ request }: Route.LoaderArgs) {
  const params = readSearchParams(request, [
    "redirectTo",
    "mode",
    "verified",
    "error",
    "error_description",
    "notice",
  ]);
  const redirectTo = params.has("redirectTo") ? safeRedirectPath(params.get("redirectTo")) : null;
  // Spec: an authenticated user is sent on to the admin area.
  const user = await getSessionUser(request);
  if (user)
    throw redirect(isApprovedStaff(user) ? (redirectTo ?? "/admin") : AWAITING_APPROVAL_PATH);
  const mode: LoginMode = params.get("mode") === "sign-up" ? "sign-up" : "sign-in";
  return { mode, redirectTo, notice: loginNotice(params), ssoProviders: configuredSsoProviders() };
}

function fail(result: SubmissionResult<string[]>, status: number, extraHeaders?: HeadersInit) {
  return data({ result }, { status, headers: extraHeaders });
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request, { unreadable: LOGIN_MESSAGES.genericError });
  if (!form.ok) return fail({ status: "error", error: { "": [form.message] } }, 400);
  const formData = form.formData;
  const mode: LoginMode = formData.get("intent") === "sign-up" ? "sign-up" : "sign-in";
  const submission = parseWithZod(formData, { schema: loginSchemaFor(mode) });
  const reply = (message?: string) =>
    submission.reply({ formErrors: message ? [message] : undefined, hideFields: ["password"] });

  const limited = await consumeIpAttempt(
    mode === "sign-up" ? "signUp" : "signIn",
    context.clientIp,
  );
  if (limited) {
    return fail(reply(LOGIN_MESSAGES.tooManyRequests), 429, {
      "Retry-After": String(limited.retryAfterSeconds),
    });
  }
  if (submission.status !== "success") return fail(reply(), 400);

  const client = { request, ip: context.clientIp };
  const value = submission.value;
  try {
    if (value.intent === "sign-up") {
      const created = await signUp(value, client);
      if (created.status === "error") return fail(reply(created.message), 400);
      // Spec: the success message, then the form is back in sign-in mode.
      return redirect(loginPathWithNotice("signed-up"));
    }
    const result = await signInWithPassword(value, client);
    switch (result.status) {
      case "signed-in":
        return redirect(safeRedirectPath(value.redirectTo), { headers: result.headers });
      case "two-factor": {
        const next = new URLSearchParams();
        if (value.redirectTo) next.set("redirectTo", safeRedirectPath(value.redirectTo));
        const query = next.size ? `?${next}` : "";
        return redirect(`${TWO_FACTOR_PATH}${query}`, { headers: result.headers });
      }
      case "invalid":
        return fail(reply(LOGIN_MESSAGES.invalidCredentials), 401);
      case "locked":
        return fail(reply(lockedMessage(result.retryAfterSeconds)), 429, {
          "Retry-After": String(result.retryAfterSeconds),
        });
      case "unverified":
        return fail(reply(LOGIN_MESSAGES.unverified), 403);
      case "disabled":
        return fail(reply(LOGIN_MESSAGES.disabled), 403);
      case "error":
        // Spec: a thrown error shows its own message.
        return fail(reply(result.message || LOGIN_MESSAGES.genericError), 400);
    }
  } catch (error) {
    getLogger().error({ err: error }, "sign-in or sign-up failed");
    return fail(reply(LOGIN_MESSAGES.genericError), isDatabaseUnavailableError(error) ? 503 : 500);
  }
}

export default function LoginPage({ loaderData, actionData }: Route.ComponentProps) {
  const { mode, redirectTo, notice } = loaderData;
  const signUp = mode === "sign-up";
  return (
    <AuthPage
      title={signUp ? "Create a staff account" : "Sign in to the admin area"}
      description={
        signUp
          ? "After you verify your email address, an administrator approves your account."
          : "Use the email address and password of your staff account."
      }
    >
      {notice && !actionData ? (
        <Notice tone={notice.tone} className="mb-6" autoFocus>
          <p>{notice.text}</p>
        </Notice>
      ) : null}
      <LoginForm key={mode} mode={mode} redirectTo={redirectTo} lastResult={actionData?.result} />
      {signUp ? null : <SsoButtons providers={loaderData.ssoProviders} redirectTo={redirectTo} />}
    </AuthPage>
  );
}
