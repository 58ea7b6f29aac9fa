import { data, redirect } from "react-router";
import type { Actor } from "~/modules/actor/actor";
import { FORBIDDEN_MESSAGE } from "~/modules/roles/authorize";
import { canAccess, type Area } from "~/modules/roles/roles";
import { loginPathFor } from "~/modules/accounts/safe-redirect";
import {
  AWAITING_APPROVAL_PATH,
  getSessionUser,
  sessionCookieHeaders,
  type SessionUser,
} from "~/modules/accounts/session.server";
import { twoFactorSetupRedirect } from "~/modules/accounts/two-factor-policy.server";
import { isApprovedStaff } from "~/modules/roles/user-state";

// The session guard of the route layer: it answers in HTTP (a redirect to
// sign in, a 403), which modules never do. Routes import the session lookups
// from here too, so they have one entry point for "who is this".
export {
  AWAITING_APPROVAL_PATH,
  getAuthSession,
  getSessionUser,
  LOGIN_PATH,
  sessionCookieHeaders,
  TWO_FACTOR_PATH,
  type AuthSession,
  type SessionUser,
} from "~/modules/accounts/session.server";

/** Any signed-in account (e.g. one awaiting approval); anonymous → the sign-in page. */
export async function requireUser(request: Request): Promise<SessionUser> {
  const user = await getSessionUser(request);
  if (!user)
    throw redirect(loginPathFor(request), { headers: await sessionCookieHeaders(request) });
  return user;
}

/**
 * The guard of every /admin loader and action: an approved, verified,
 * enabled staff member (who passed two-factor when it is on — a session only
 * exists after it) whose role may use `area` (roles.ts; `null` = every staff
 * member). Anonymous → sign-in with a local return path; signed in but not
 * approved → the awaiting-approval page, which shows no admin data; without
 * two-factor while an administrator requires it → its setup page; a role
 * without the area → 403, a clear page in the admin layout.
 */
export async function requireStaff(request: Request, area: Area | null): Promise<SessionUser> {
  const user = await requireUser(request);
  if (!isApprovedStaff(user)) {
    throw redirect(AWAITING_APPROVAL_PATH, { headers: await sessionCookieHeaders(request) });
  }
  // "Require two-factor" (Settings › Users): until set up, only the setup pages.
  const setup = await twoFactorSetupRedirect(user, request);
  if (setup) throw redirect(setup, { headers: await sessionCookieHeaders(request) });
  if (!canAccess(user.role, area)) {
    throw data(FORBIDDEN_MESSAGE, { status: 403 });
  }
  return user;
}

/** The signed-in staff member, checked for `area`, as an actor for domain modules (see actor.ts). */
export async function requireStaffActor(
  request: Request,
  ip: string,
  area: Area | null,
): Promise<Actor> {
  const user = await requireStaff(request, area);
  return { user: { id: user.id, email: user.email, name: user.name, role: user.role }, ip };
}
