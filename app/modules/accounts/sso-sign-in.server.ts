import { isAPIError } from "better-auth/api";
import { getEnv } from "~/utils/env.server";
import { getLogger } from "~/utils/logger.server";
import { authHeaders, getAuth, SSO_ERROR_PATH } from "./auth.server";
import type { SsoButton } from "./sso-messages";
import { ssoButtons } from "./sso-providers.server";
import { AWAITING_APPROVAL_PATH } from "./session.server";
import { cookiesOf, type Client } from "./sign-in.server";

/** The providers configured for this site, for the sign-in page's buttons. */
export function configuredSsoProviders(): SsoButton[] {
  return ssoButtons(getEnv());
}

export type SsoStart = { ok: true; url: string; headers: Headers } | { ok: false };

/**
 * The first leg of a provider sign-in: better-auth stores the state (with
 * the PKCE verifier and the ID-token nonce) and returns the provider's
 * authorization URL; its state cookie binds the flow to this browser.
 * A new account lands on the awaiting-approval page, a known one on
 * `redirectTo` (already checked by the route), a refusal back on sign-in.
 */
export async function startSsoSignIn(
  providerId: string,
  redirectTo: string,
  { request, ip }: Client,
): Promise<SsoStart> {
  if (!configuredSsoProviders().some((provider) => provider.id === providerId)) {
    return { ok: false };
  }
  try {
    const { headers, response } = await getAuth().api.signInSocial({
      body: {
        provider: providerId,
        callbackURL: redirectTo,
        newUserCallbackURL: AWAITING_APPROVAL_PATH,
        errorCallbackURL: SSO_ERROR_PATH,
        disableRedirect: true,
      },
      headers: authHeaders(request, ip),
      returnHeaders: true,
    });
    if (!response.url) return { ok: false };
    return { ok: true, url: response.url, headers: cookiesOf(headers) };
  } catch (error) {
    // e.g. the provider's discovery document cannot be fetched right now.
    if (!isAPIError(error)) throw error;
    getLogger().warn({ err: error, providerId }, "single sign-on could not start");
    return { ok: false };
  }
}
