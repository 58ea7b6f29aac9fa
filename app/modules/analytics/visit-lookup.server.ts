import { and, asc, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { pageViews } from "~/db/schema";
import { utcDay } from "./analytics-range";
import { siteHost } from "./collect.server";
import { flushPageViews } from "./page-view-buffer.server";
import { nextVisitSource, touchOf, type VisitSource } from "./visit-source";
import { visitSourceFromReferer } from "./visit-source-schema";
import { dailySalt, visitorHash } from "./visitor-hash.server";

export type FormSender = { ip: string; userAgent: string; now: Date };

/**
 * The first and last source of today's visit by whoever sends a form: the
 * page views counted under the same daily visitor hash (decision 048). Nothing
 * is kept on the visitor's device; the hash is recomputed here from the same
 * address and user agent and never stored with the form, only the sources'
 * labels are. A visit that crosses midnight UTC starts again (the salt
 * changes), as it does in the analytics.
 */
export async function visitSourceOf({
  ip,
  userAgent,
  now,
}: FormSender): Promise<VisitSource | null> {
  if (!userAgent) return null;
  const day = utcDay(now);
  const hash = visitorHash({ salt: await dailySalt(day), site: siteHost(), ip, userAgent });
  // The views of the last second still wait in this process's batch.
  await flushPageViews();
  const views = await db()
    .select({
      referrer: pageViews.referrerHost,
      source: pageViews.utmSource,
      medium: pageViews.utmMedium,
      campaign: pageViews.utmCampaign,
    })
    .from(pageViews)
    .where(and(eq(pageViews.day, day), eq(pageViews.visitorHash, hash)))
    .orderBy(asc(pageViews.viewedAt), asc(pageViews.id));
  return views.reduce<VisitSource | null>(
    (visit, view) => nextVisitSource(visit, touchOf(view)),
    null,
  );
}

/** A visitor who asked not to be measured (Do Not Track, Global Privacy Control). */
function optedOut(headers: Headers): boolean {
  return headers.get("dnt") === "1" || headers.get("sec-gpc") === "1";
}

/**
 * What a public form's action records: the sender's visit as the page views
 * counted it, else the form page's own UTM values (no JavaScript, so no page
 * views); nothing for a visitor who asked not to be measured.
 */
export async function readVisitSource(
  request: Request,
  clientIp: string,
): Promise<VisitSource | null> {
  if (optedOut(request.headers)) return null;
  const sender = {
    ip: clientIp,
    userAgent: request.headers.get("user-agent") ?? "",
    now: new Date(),
  };
  return (
    (await visitSourceOf(sender)) ??
    visitSourceFromReferer(request.headers.get("referer"), request.url)
  );
}
