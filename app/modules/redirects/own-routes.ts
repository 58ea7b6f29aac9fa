/**
 * The site's own addresses, which a redirect may not take over (issue 28:
 * "a path that collides with the site's own routes … is refused"). A
 * redirect is only looked up where nothing else answers (the not-found
 * route), so a source among these would never be used: refusing it says so
 * at once. `own-routes.test.ts` checks this list against app/routes.ts and
 * public/, so a new route cannot be forgotten.
 *
 * Page records at free paths (h28 pages) are live routes too: their module
 * refuses their paths here and checks its own table (see
 * docs/decisions/041-redirects.md).
 */

/** Pages and files answered at exactly this path. */
export const OWN_EXACT_PATHS: readonly string[] = [
  "/",
  "/services",
  "/staff-augmentation",
  "/contact",
  "/privacy",
  "/terms",
  "/cookies",
  "/featured-blogs",
  "/test-blogs",
  "/robots.txt",
  "/sitemap.xml",
  "/favicon.ico",
  "/favicon.svg",
  "/icons.svg",
  "/healthz",
  "/readyz",
  "/metrics",
];

/** Areas of the site: the path itself and everything under it (feeds, jobs, posts, files). */
export const OWN_PATH_PREFIXES: readonly string[] = [
  "/admin",
  "/api",
  "/careers",
  "/blog",
  "/p",
  "/maps",
  // Recruiters' tracking links (issue 31 item 4).
  "/j",
  "/media",
  "/assets",
  "/images",
  "/__manifest",
];

/** The site's own address `path` falls under (for the message), or null when it is free. */
export function ownRouteOf(path: string): string | null {
  const bare = path.length > 1 ? path.replace(/\/+$/, "") : path;
  const lower = bare.toLowerCase();
  if (OWN_EXACT_PATHS.includes(lower)) return bare;
  const prefix = OWN_PATH_PREFIXES.find(
    (candidate) => lower === candidate || lower.startsWith(`${candidate}/`),
  );
  return prefix ?? null;
}

/** The message for a source that is one of the site's own addresses (`own`, from ownRouteOf). */
export function ownRouteMessage(own: string): string {
  return OWN_PATH_PREFIXES.includes(own)
    ? `Addresses under ${own} belong to the site itself, so a redirect from one would never be used. Choose an address outside ${own}.`
    : `${own} is a page of this site, so a redirect from it would never be used. Choose an address no page uses.`;
}
