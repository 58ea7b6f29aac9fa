import { LOGIN_MESSAGES } from "./account-messages";

/** Provider ids are short lowercase words (sso-providers.server.ts). */
export const SSO_PROVIDER_ID_PATTERN = /^[a-z]{1,20}$/;

/** A provider button on /admin/login (client-safe: no secrets). */
export type SsoButton = { id: string; name: string };

/** Our refusals of an identity the provider vouched for (app/modules/accounts/sso-rules.ts). */
export const SSO_REFUSALS = {
  domain: "sso_domain_not_allowed",
  unverified: "sso_email_not_verified",
} as const;

export const SSO_MESSAGES = {
  domainNotAllowed:
    "That account is not from an e-mail domain allowed to sign in here. Use your company account, or ask an administrator.",
  emailNotVerified:
    "Your identity provider did not confirm that e-mail address, so it cannot be used to sign in here.",
  notLinked:
    "An account with this e-mail address exists but its address is not verified yet. Sign in with your password once (the e-mail has a verification link), then single sign-on links to it.",
  stateRejected:
    "That sign-in could not be verified: it expired or did not start here. Please start again.",
  cancelled: "Sign-in with your identity provider was cancelled.",
  failed: "Sign-in with your identity provider did not work. Please try again.",
} as const;

/** `?error=<code>` as better-auth sends the browser back: the text for each code we know. */
const BY_CODE: Record<string, string> = {
  [SSO_REFUSALS.domain]: SSO_MESSAGES.domainNotAllowed,
  [SSO_REFUSALS.unverified]: SSO_MESSAGES.emailNotVerified,
  account_not_linked: SSO_MESSAGES.notLinked,
  state_mismatch: SSO_MESSAGES.stateRejected,
  state_not_found: SSO_MESSAGES.stateRejected,
  state_invalid: SSO_MESSAGES.stateRejected,
  please_restart_the_process: SSO_MESSAGES.stateRejected,
  access_denied: SSO_MESSAGES.cancelled,
  BANNED_USER: LOGIN_MESSAGES.disabled,
  too_many_attempts: LOGIN_MESSAGES.tooManyRequests,
};

/** The message for an SSO error code; codes we do not know get the general one. */
export function ssoErrorMessage(code: string): string {
  return Object.hasOwn(BY_CODE, code) ? (BY_CODE[code] as string) : SSO_MESSAGES.failed;
}
