import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import type { Route } from "./+types/login-two-factor";
import { AuthPage } from "~/components/admin/auth-page";
import { TwoFactorForm, type ChallengeMethod } from "~/components/admin/two-factor-form";
import { Smartphone } from "~/components/ui/icons";
import { LOGIN_MESSAGES, TWO_FACTOR_LOCKED_MESSAGE } from "~/modules/accounts/account-messages";
import { TwoFactorChallengeSchema } from "~/modules/accounts/account-schema";
import { consumeIpAttempt } from "~/modules/accounts/limits.server";
import { loginPathWithNotice } from "~/modules/accounts/login-notices";
import { safeRedirectPath } from "~/modules/accounts/safe-redirect";
import { getSessionUser, TWO_FACTOR_PATH } from "~/routes/session-guard.server";
import { verifySecondFactor } from "~/modules/accounts/sign-in.server";
import {
  challengeMethods,
  sendSmsChallengeCode,
  signInResend,
} from "~/modules/accounts/sms-challenge.server";
import { resendWaitMessage, SMS_MESSAGES } from "~/modules/accounts/sms-factor-schema";
import { adminMeta } from "~/components/admin/admin-meta";
import { readForm } from "~/utils/form.server";
import { readSearchParams } from "~/utils/search-params.server";
import { retryAfterHeaders } from "~/utils/retry-after";
import { TWO_FACTOR_LOCKOUT_SECONDS } from "~/modules/accounts/auth.server";
import "~/admin.css";

export const meta: Route.MetaFunction = ({ matches }) =>
  adminMeta(matches, "Two-factor authentication");

const DESCRIPTIONS: Record<ChallengeMethod, string> = {
  totp: "Enter the 6-digit code from your authenticator app to finish signing in.",
  sms: "We text a 6-digit code to the phone number saved for your account. It works once, for 5 minutes.",
  backup:
    "Enter one of the backup codes you saved when you turned on two-factor authentication. Each code works once.",
};

/** The asked-for method when this account has it, else the one it has. */
function methodFor(asked: string | null, available: { totp: boolean; sms: boolean }) {
  if (asked === "sms" && available.sms) return "sms";
  if ((asked === "backup" || asked === "totp") && available.totp) return asked;
  return available.totp ? "totp" : "sms";
}

function restartPath(reason: "too-many-attempts" | "expired") {
  return loginPathWithNotice(
    reason === "too-many-attempts" ? "too-many-codes" : "challenge-expired",
  );
}

export async function loader({ request }: Route.LoaderArgs) {
  if (await getSessionUser(request)) throw redirect("/admin");
  // Only reachable after a correct password or provider sign-in (the challenge cookie).
  const available = await challengeMethods(request);
  if (!available) throw redirect(restartPath("expired"));
  const params = readSearchParams(request, ["method", "redirectTo", "sent"]);
  const method = methodFor(params.get("method"), available) as ChallengeMethod;
  return {
    method,
    resend: method === "sms" ? await signInResend(request) : { waitSeconds: 0, sentAt: null },
    available,
    codeSent: params.get("sent") === "1",
    redirectTo: params.has("redirectTo") ? safeRedirectPath(params.get("redirectTo")) : null,
  };
}

// Without JavaScript, the 429s' Retry-After reaches the browser only through here.
export const headers: Route.HeadersFunction = retryAfterHeaders;

function refuse(message: string, status: number, headers?: HeadersInit) {
  const result = { status: "error" as const, error: { "": [message] } };
  return data({ result }, { status, headers });
}

/** "Text me a code": sends one, then shows the code field with a confirmation. */
async function sendCode(formData: FormData, request: Request, ip: string) {
  const sent = await sendSmsChallengeCode({ request, ip });
  switch (sent.status) {
    case "sent": {
      const next = new URLSearchParams({ method: "sms", sent: "1" });
      const redirectTo = formData.get("redirectTo");
      if (typeof redirectTo === "string") next.set("redirectTo", safeRedirectPath(redirectTo));
      return redirect(`${TWO_FACTOR_PATH}?${next}`);
    }
    case "limited":
      return refuse(SMS_MESSAGES.tooManySends, 429, {
        "Retry-After": String(sent.retryAfterSeconds),
      });
    case "resend-wait":
      return refuse(resendWaitMessage(sent.retryAfterSeconds), 429, {
        "Retry-After": String(sent.retryAfterSeconds),
      });
    case "no-phone":
      return refuse(LOGIN_MESSAGES.genericError, 400);
    case "restart":
      throw redirect(restartPath("expired"));
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request, { unreadable: LOGIN_MESSAGES.genericError });
  if (!form.ok) return refuse(form.message, 400);
  const formData = form.formData;
  const limited = await consumeIpAttempt("twoFactor", context.clientIp);
  if (limited) {
    return refuse(LOGIN_MESSAGES.tooManyRequests, 429, {
      "Retry-After": String(limited.retryAfterSeconds),
    });
  }
  if (formData.get("intent") === "send-sms") return sendCode(formData, request, context.clientIp);

  const submission = parseWithZod(formData, { schema: TwoFactorChallengeSchema });
  const reply = (message?: string) =>
    submission.reply({ formErrors: message ? [message] : undefined, hideFields: ["code"] });
  if (submission.status !== "success") return data({ result: reply() }, { status: 400 });

  const { method, code, redirectTo } = submission.value;
  const result = await verifySecondFactor({ method, code }, { request, ip: context.clientIp });
  switch (result.status) {
    case "signed-in":
      return redirect(safeRedirectPath(redirectTo), { headers: result.headers });
    case "invalid": {
      const messages = {
        totp: LOGIN_MESSAGES.invalidCode,
        backup: LOGIN_MESSAGES.invalidBackupCode,
        sms: SMS_MESSAGES.invalidCode,
      };
      return data({ result: reply(messages[method]) }, { status: 401 });
    }
    case "code-expired":
      return data({ result: reply(SMS_MESSAGES.expiredCode) }, { status: 400 });
    case "locked":
      // better-auth keeps when the lock ends to itself: this is its longest wait.
      return data(
        { result: reply(TWO_FACTOR_LOCKED_MESSAGE) },
        { status: 429, headers: { "Retry-After": String(TWO_FACTOR_LOCKOUT_SECONDS) } },
      );
    case "disabled":
      return data({ result: reply(LOGIN_MESSAGES.disabled) }, { status: 403 });
    case "restart":
      throw redirect(restartPath(result.reason), { headers: result.headers });
  }
}

export default function TwoFactorPage({ loaderData, actionData }: Route.ComponentProps) {
  const { method } = loaderData;
  return (
    <AuthPage
      title="Two-factor authentication"
      icon={<Smartphone aria-hidden="true" className="h-6 w-6" />}
      description={DESCRIPTIONS[method]}
    >
      <TwoFactorForm
        key={method}
        method={method}
        available={loaderData.available}
        redirectTo={loaderData.redirectTo}
        codeSent={loaderData.codeSent}
        resend={loaderData.resend}
        lastResult={actionData?.result}
      />
    </AuthPage>
  );
}
