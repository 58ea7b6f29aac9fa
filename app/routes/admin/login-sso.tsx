import { redirect } from "react-router";
import type { Route } from "./+types/login-sso";
import { consumeIpAttempt } from "~/modules/accounts/limits.server";
import { safeRedirectPath } from "~/modules/accounts/safe-redirect";
import { LOGIN_PATH } from "~/routes/session-guard.server";
import { SSO_PROVIDER_ID_PATTERN } from "~/modules/accounts/sso-messages";
import { startSsoSignIn } from "~/modules/accounts/sso-sign-in.server";
import { readSearchParams } from "~/utils/search-params.server";

/**
 * A provider button's link: starts the sign-in and sends the browser to the
 * provider. A link, not a form post: the page's CSP allows forms to post only
 * to this site, and a post redirected to the provider would be blocked.
 * Counted like a sign-in attempt.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const back = (code: string) => redirect(`${LOGIN_PATH}?error=${code}`);
  if (await consumeIpAttempt("signIn", context.clientIp)) throw back("too_many_attempts");
  if (!SSO_PROVIDER_ID_PATTERN.test(params.provider)) throw back("sso_unavailable");
  const query = readSearchParams(request, ["redirectTo"]);
  const redirectTo = safeRedirectPath(query.get("redirectTo"));
  const client = { request, ip: context.clientIp };
  const started = await startSsoSignIn(params.provider, redirectTo, client);
  if (!started.ok) throw back("sso_unavailable");
  throw redirect(started.url, { headers: started.headers });
}
