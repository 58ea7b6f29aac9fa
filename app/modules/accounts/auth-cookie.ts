/**
 * better-auth's cookie prefix: every staff cookie is `arcwell.*`, or
 * `__Secure-arcwell.*` over HTTPS and in production. Shared with the page
 * cache in server/, which never serves or stores a page for a request that
 * carries one.
 */
export const AUTH_COOKIE_PREFIX = "arcwell";

const STAFF_COOKIE = new RegExp(`(?:^|;)\\s*(?:__Secure-)?${AUTH_COOKIE_PREFIX}\\.`);

/** Whether a Cookie header holds any staff cookie (session, two-factor challenge…). */
export function hasStaffCookie(cookieHeader: string | undefined): boolean {
  return cookieHeader !== undefined && STAFF_COOKIE.test(cookieHeader);
}
