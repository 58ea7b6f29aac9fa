import {
  deviceClassOf,
  PAGE_VIEW_LIMITS,
  type PageViewBeacon,
} from "~/modules/analytics/beacon-contract";

/** What the beacon reads from the browser (a plain object, so it can be tested without one). */
export type PageContext = {
  href: string;
  referrer: string;
  screenWidth: number;
  doNotTrack?: string | null;
  globalPrivacyControl?: boolean;
};

/**
 * The page view to report, or null when the visitor asked not to be
 * measured (Do Not Track, Global Privacy Control). Only the path (never the
 * query: it may hold a search), the referring site's host (never its URL,
 * and nothing for a link within this site), the landing URL's campaign
 * parameters and a device class from the screen width.
 */
export function pageViewOf(page: PageContext): PageViewBeacon | null {
  if (page.doNotTrack === "1" || page.doNotTrack === "yes" || page.globalPrivacyControl === true) {
    return null;
  }
  const url = new URL(page.href);
  let referrer = "";
  try {
    const host = new URL(page.referrer).hostname;
    if (host !== url.hostname) referrer = host.slice(0, PAGE_VIEW_LIMITS.referrerHost);
  } catch {
    // No referrer (typed, bookmarked, or withheld by the referrer policy).
  }
  const utm = (name: string) =>
    (url.searchParams.get(name) ?? "").trim().slice(0, PAGE_VIEW_LIMITS.utm);
  return {
    path: url.pathname.slice(0, PAGE_VIEW_LIMITS.path),
    referrer,
    source: utm("utm_source"),
    medium: utm("utm_medium"),
    campaign: utm("utm_campaign"),
    device: deviceClassOf(page.screenWidth),
  };
}
