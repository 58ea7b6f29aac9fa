import type { Route } from "./+types/auth";
import {
  AFTER_VERIFICATION_PATH,
  AUTH_BASE_PATH,
  CLIENT_IP_HEADER,
  getAuth,
} from "~/modules/accounts/auth.server";
import { configuredSsoProviders } from "~/modules/accounts/sso-sign-in.server";
import { safeRedirectTarget } from "~/utils/safe-redirect";

/**
 * better-auth's HTTP endpoints, mounted at /api/auth/*. Only what a browser
 * needs to reach directly is passed through: the email-verification link,
 * identity providers' callbacks (and better-auth's health check). Signing in, two-factor, settings and the
 * admin functions go through our own pages, which add the account lockout,
 * the audit log and server-side guards — so they are not callable here.
 */
const PUBLIC_ENDPOINTS = new Set(["GET /verify-email", "GET /ok"]);

/**
 * Where an identity provider sends the browser back (a GET with code and
 * state), for the configured providers only; better-auth checks the state,
 * the PKCE verifier and the ID token there.
 */
function isProviderCallback(endpoint: string): boolean {
  return configuredSsoProviders().some(({ id }) => endpoint === `GET /callback/${id}`);
}

/**
 * The verification link's `callbackURL` comes from the visitor's address bar:
 * better-auth accepts any "relative" value (`/.//evil.example` included) and
 * redirects to it, so only a checked on-site path reaches it.
 */
function withSafeCallback(url: URL): URL {
  const checked = new URL(url);
  if (checked.searchParams.has("callbackURL")) {
    const target = safeRedirectTarget(checked.searchParams.get("callbackURL"), "");
    checked.searchParams.set("callbackURL", target || AFTER_VERIFICATION_PATH);
  }
  return checked;
}

async function handle(request: Request, clientIp: string): Promise<Response> {
  const url = new URL(request.url);
  const endpoint = `${request.method} ${url.pathname.slice(AUTH_BASE_PATH.length)}`;
  if (!PUBLIC_ENDPOINTS.has(endpoint) && !isProviderCallback(endpoint)) {
    return new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain" } });
  }
  // The client IP as our server determined it, never a header the client sent.
  const headers = new Headers(request.headers);
  headers.set(CLIENT_IP_HEADER, clientIp);
  const response = await getAuth().handler(new Request(withSafeCallback(url), { headers }));
  // better-auth's own limiter says when to retry only in X-Retry-After.
  const retryAfter = response.headers.get("X-Retry-After");
  if (response.status === 429 && retryAfter && !response.headers.has("Retry-After")) {
    const answer = new Response(response.body, response);
    answer.headers.set("Retry-After", retryAfter);
    return answer;
  }
  return response;
}

export function loader({ request, context }: Route.LoaderArgs) {
  return handle(request, context.clientIp);
}

export function action({ request, context }: Route.ActionArgs) {
  return handle(request, context.clientIp);
}
