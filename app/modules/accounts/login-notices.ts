import { LOGIN_MESSAGES } from "./account-messages";
import { ssoErrorMessage } from "./sso-messages";

export type Notice = { tone: "success" | "error" | "info"; text: string };

/** Query flags the auth flows redirect with; only these known keys ever show text. */
export const LOGIN_NOTICES = {
  "signed-up": { tone: "success", text: LOGIN_MESSAGES.signUpSuccess },
  "signed-out": { tone: "info", text: LOGIN_MESSAGES.signedOut },
  "challenge-expired": { tone: "info", text: LOGIN_MESSAGES.challengeExpired },
  "too-many-codes": { tone: "error", text: LOGIN_MESSAGES.tooManyCodeAttempts },
  "password-reset": { tone: "success", text: LOGIN_MESSAGES.passwordReset },
} as const satisfies Record<string, Notice>;

export type LoginNoticeKey = keyof typeof LOGIN_NOTICES;

/** The message for `/admin/login?notice=…`, or the outcome of a verification link. */
export function loginNotice(params: URLSearchParams): Notice | null {
  // better-auth sends the verification link back here with `verified=1`,
  // adding `error=…` when the token was invalid or expired.
  if (params.get("verified") === "1") {
    return params.has("error")
      ? { tone: "error", text: LOGIN_MESSAGES.verificationFailed }
      : { tone: "success", text: LOGIN_MESSAGES.emailVerified };
  }
  // A provider sign-in that failed or was refused comes back with `error=<code>`.
  const ssoError = params.get("error");
  if (ssoError) return { tone: "error", text: ssoErrorMessage(ssoError) };
  const key = params.get("notice");
  // Own keys only: `?notice=__proto__` must not reach Object.prototype.
  return key && Object.hasOwn(LOGIN_NOTICES, key) ? LOGIN_NOTICES[key as LoginNoticeKey] : null;
}

export function loginPathWithNotice(key: LoginNoticeKey): string {
  return `/admin/login?notice=${key}`;
}
