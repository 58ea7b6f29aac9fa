/**
 * Attribution (issue 31 item 3, decision 048): where the visit that led to an
 * application or an inquiry came from. A touch is the landing page's UTM
 * values, or else the referring site's host; a visit keeps its first and its
 * last touch, read on the server from the day's page views of the visitor
 * who sends the form (visit-lookup.server.ts).
 */

/** One source of a visit. Empty strings for "none". */
export type Touch = { source: string; medium: string; campaign: string };

/** The first and the last source of the visit that sent a form. */
export type VisitSource = { first: Touch; last: Touch };

/** The medium given to a touch read from the referrer (no UTM values). */
const REFERRAL_MEDIUM = "referral";

/** The medium of a recruiter's tracking link (`/j/<code>`, item 4): its campaign is the code. */
export const TRACKING_LINK_MEDIUM = "tracking-link";

export const TOUCH_LIMITS = { source: 253, medium: 100, campaign: 100 } as const;

/** A page view's landing values (what the beacon reported and page_views keeps). */
type LandingValues = { referrer: string; source: string; medium: string; campaign: string };

/**
 * The touch of this page load, or null for a visit without a source (typed,
 * bookmarked, or a link within the site): UTM values win over the referrer.
 */
export function touchOf(view: LandingValues): Touch | null {
  if (view.source) {
    return {
      source: view.source.slice(0, TOUCH_LIMITS.source),
      medium: view.medium.slice(0, TOUCH_LIMITS.medium),
      campaign: view.campaign.slice(0, TOUCH_LIMITS.campaign),
    };
  }
  if (view.referrer) {
    const host = view.referrer.replace(/^www\./, "").slice(0, TOUCH_LIMITS.source);
    return { source: host, medium: REFERRAL_MEDIUM, campaign: "" };
  }
  return null;
}

/**
 * The visit's sources after one more page view: the first one stays, the last
 * is this page's when it has one (a link within the site changes nothing).
 */
export function nextVisitSource(stored: VisitSource | null, touch: Touch | null) {
  if (!touch) return stored;
  return { first: stored?.first ?? touch, last: touch };
}

/** "linkedin · social · fall-hiring"; "" for none. */
export function describeTouch(touch: Touch | null | undefined): string {
  if (!touch) return "";
  return [touch.source, touch.medium, touch.campaign].filter(Boolean).join(" · ");
}
