import type { Route } from "./+types/auth";
import { AUTH_BASE_PATH, CLIENT_IP_HEADER, getAuth } from "~/modules/accounts/auth.server";

/**
 * better-auth's HTTP endpoints, mounted at /api/auth/*. Only what a browser
 * needs to reach directly is passed through: the email-verification link
 * (and better-auth's health check). Signing in, two-factor, settings and the
 * admin functions go through our own pages, which add the account lockout,
 * the audit log and server-side guards — so they are not callable here.
 */
const PUBLIC_ENDPOINTS = new Set(["GET /verify-email", "GET /ok"]);

async function handle(request: Request, clientIp: string): Promise<Response> {
  const url = new URL(request.url);
  const endpoint = `${request.method} ${url.pathname.slice(AUTH_BASE_PATH.length)}`;
  if (!PUBLIC_ENDPOINTS.has(endpoint)) {
    return new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain" } });
  }
  // The client IP as our server determined it, never a header the client sent.
  const headers = new Headers(request.headers);
  headers.set(CLIENT_IP_HEADER, clientIp);
  return getAuth().handler(new Request(request, { headers }));
}

export function loader({ request, context }: Route.LoaderArgs) {
  return handle(request, context.clientIp);
}

export function action({ request, context }: Route.ActionArgs) {
  return handle(request, context.clientIp);
}
