import { absoluteUrl } from "~/utils/urls";

/**
 * Paths crawlers should stay out of: staff pages and the API. (The blog's
 * debug page is for staff only and answers 404 to anyone else: listing it
 * here would only advertise it.)
 */
export const DISALLOWED_PATHS = ["/admin", "/api"] as const;

export function renderRobotsTxt(origin: string): string {
  return [
    "User-agent: *",
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${absoluteUrl(origin, "/sitemap.xml")}`,
    // Feeds are sitemaps too (Google reads RSS): open jobs are found the day they open.
    `Sitemap: ${absoluteUrl(origin, "/careers/rss.xml")}`,
    "",
  ].join("\n");
}
