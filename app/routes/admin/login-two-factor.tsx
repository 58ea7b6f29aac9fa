import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import type { Route } from "./+types/login-two-factor";
import { AuthPage } from "~/components/admin/auth-page";
import { TwoFactorForm } from "~/components/admin/two-factor-form";
import { Smartphone } from "~/components/ui/icons";
import { LOGIN_MESSAGES, TWO_FACTOR_LOCKED_MESSAGE } from "~/modules/accounts/account-messages";
import { TwoFactorChallengeSchema } from "~/modules/accounts/account-schema";
import { consumeIpAttempt } from "~/modules/accounts/limits.server";
import { loginPathWithNotice } from "~/modules/accounts/login-notices";
import { safeRedirectPath } from "~/modules/accounts/safe-redirect";
import { getSessionUser, LOGIN_PATH } from "~/modules/accounts/session.server";
import { hasTwoFactorChallenge, verifySecondFactor } from "~/modules/accounts/sign-in.server";
import { adminMeta } from "~/components/admin/admin-meta";
import { readForm } from "~/utils/form.server";
import { readSearchParams } from "~/utils/search-params.server";

export const meta: Route.MetaFunction = ({ matches }) =>
  adminMeta(matches, "Two-factor authentication");

export async function loader({ request }: Route.LoaderArgs) {
  if (await getSessionUser(request)) throw redirect("/admin");
  // Only reachable after a correct password (better-auth's challenge cookie).
  if (!hasTwoFactorChallenge(request)) throw redirect(LOGIN_PATH);
  const params = readSearchParams(request, ["method", "redirectTo"]);
  return {
    method: params.get("method") === "backup" ? ("backup" as const) : ("totp" as const),
    redirectTo: params.has("redirectTo") ? safeRedirectPath(params.get("redirectTo")) : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request, { unreadable: LOGIN_MESSAGES.genericError });
  if (!form.ok) {
    return data(
      { result: { status: "error" as const, error: { "": [form.message] } } },
      { status: 400 },
    );
  }
  const formData = form.formData;
  const submission = parseWithZod(formData, { schema: TwoFactorChallengeSchema });
  const reply = (message?: string) =>
    submission.reply({ formErrors: message ? [message] : undefined, hideFields: ["code"] });
  const limited = await consumeIpAttempt("twoFactor", context.clientIp);
  if (limited) {
    return data(
      { result: reply(LOGIN_MESSAGES.tooManyRequests) },
      { status: 429, headers: { "Retry-After": String(limited.retryAfterSeconds) } },
    );
  }
  if (submission.status !== "success") return data({ result: reply() }, { status: 400 });

  const { method, code, redirectTo } = submission.value;
  const result = await verifySecondFactor({ method, code }, { request, ip: context.clientIp });
  switch (result.status) {
    case "signed-in":
      return redirect(safeRedirectPath(redirectTo), { headers: result.headers });
    case "invalid": {
      const message =
        method === "backup" ? LOGIN_MESSAGES.invalidBackupCode : LOGIN_MESSAGES.invalidCode;
      return data({ result: reply(message) }, { status: 401 });
    }
    case "locked":
      return data({ result: reply(TWO_FACTOR_LOCKED_MESSAGE) }, { status: 429 });
    case "disabled":
      return data({ result: reply(LOGIN_MESSAGES.disabled) }, { status: 403 });
    case "restart":
      throw redirect(
        loginPathWithNotice(
          result.reason === "too-many-attempts" ? "too-many-codes" : "challenge-expired",
        ),
      );
  }
}

export default function TwoFactorPage({ loaderData, actionData }: Route.ComponentProps) {
  const backup = loaderData.method === "backup";
  return (
    <AuthPage
      title="Two-factor authentication"
      icon={<Smartphone aria-hidden="true" className="h-6 w-6" />}
      description={
        backup
          ? "Enter one of the backup codes you saved when you turned on two-factor authentication. Each code works once."
          : "Enter the 6-digit code from your authenticator app to finish signing in."
      }
    >
      <TwoFactorForm
        key={loaderData.method}
        method={loaderData.method}
        redirectTo={loaderData.redirectTo}
        lastResult={actionData?.result}
      />
    </AuthPage>
  );
}
