import { absoluteUrl } from "~/utils/urls";

/** Paths crawlers should stay out of: staff pages, the API and the blog's debug page. */
export const DISALLOWED_PATHS = ["/admin", "/api", "/test-blogs"] as const;

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
