// Who is signed in, for a request. The guard that turns "nobody" or "not
// allowed" into a redirect or a 403 is HTTP, so it lives with the routes
// (app/routes/session-guard.server.ts).
import { requestScoped } from "~/utils/request-scope.server";
import { authHeaders, getAuth, SESSION_ABSOLUTE_LIFETIME_SECONDS, type Auth } from "./auth.server";

export const LOGIN_PATH = "/admin/login";
export const TWO_FACTOR_PATH = "/admin/login/two-factor";
export const AWAITING_APPROVAL_PATH = "/admin/awaiting-approval";

export type AuthSession = Auth["$Infer"]["Session"];
export type SessionUser = AuthSession["user"];

type Lookup = { data: AuthSession | null; setCookies: string[] };

// The layout and the page share one lookup (one query, one renewal cookie):
// per request scope (React Router gives each loader its own copy of the
// Request), else per Request object. The method is part of the key, so the
// loaders that run after a form's action look the session up afresh.
const lookups = new WeakMap<Request, Promise<Lookup>>();

const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?arcwell\.session_token=/;

/** Whether a session has outlived its absolute lifetime, whatever its renewed expiry says. */
export function isPastAbsoluteLifetime(session: { createdAt: Date }, now = Date.now()): boolean {
  return now - session.createdAt.getTime() >= SESSION_ABSOLUTE_LIFETIME_SECONDS * 1000;
}

async function lookUp(request: Request): Promise<Lookup> {
  // Visitors without a session cookie never cost a query.
  if (!SESSION_COOKIE.test(request.headers.get("cookie") ?? "")) {
    return { data: null, setCookies: [] };
  }
  const found = await getSession(request);
  if (!found.data || !isPastAbsoluteLifetime(found.data.session)) return found;
  // Renewal keeps a session in use alive for 12 hours at a time, but never
  // past its absolute lifetime: the row goes (so no other path can use it),
  // and the second lookup clears the browser's cookie.
  const { internalAdapter } = await getAuth().$context;
  await internalAdapter.deleteSession(found.data.session.token);
  const cleared = await getSession(request);
  return { data: null, setCookies: cleared.setCookies };
}

async function getSession(request: Request): Promise<Lookup> {
  const { headers, response } = await getAuth().api.getSession({
    headers: authHeaders(request),
    // Renewal (a write plus a new cookie) happens on GETs only: the admin
    // layout's loader runs on every GET and forwards the cookie, while an
    // action's response may not carry it.
    query: { disableRefresh: request.method !== "GET" },
    returnHeaders: true,
  });
  return { data: response, setCookies: headers.getSetCookie() };
}

/** The signed-in session (or null) plus any Set-Cookie better-auth wants sent back. */
export function getAuthSession(request: Request): Promise<Lookup> {
  let lookup = lookups.get(request);
  if (!lookup) {
    const cookie = request.headers.get("cookie") ?? "";
    lookup = requestScoped(`session ${request.method} ${cookie}`, () => lookUp(request));
    lookups.set(request, lookup);
  }
  return lookup;
}

/** The renewal / clean-up cookies of this request's session lookup, as headers. */
export async function sessionCookieHeaders(request: Request): Promise<Headers> {
  const headers = new Headers();
  for (const cookie of (await getAuthSession(request)).setCookies) {
    headers.append("Set-Cookie", cookie);
  }
  return headers;
}

export async function getSessionUser(request: Request): Promise<SessionUser | null> {
  const { data } = await getAuthSession(request);
  return data && !data.user.banned ? data.user : null;
}
