import { and, asc, between, desc, eq, ne, or, sql, type SQL } from "drizzle-orm";
import type { Actor } from "~/modules/actor/actor";
import { assertActorMay } from "~/modules/roles/authorize";
import { db } from "~/db/client.server";
import { pageViewRollups as rollups, type RollupDimension } from "~/db/schema";
import { csvFileName, toCsv, type CsvColumn } from "~/utils/csv.server";
import { daysOf, previousRange, type DateRange } from "./analytics-range";
import { TOP_ROWS, type AnalyticsReport, type Counts } from "./analytics-report";

const views = sql<number>`coalesce(sum(${rollups.views}), 0)::int`;
const visitors = sql<number>`coalesce(sum(${rollups.visitors}), 0)::int`;

const inRange = (dimension: RollupDimension, range: DateRange, extra?: SQL) =>
  and(eq(rollups.dimension, dimension), between(rollups.day, range.from, range.to), extra);

async function totalsOf(range: DateRange): Promise<Counts> {
  const [row] = await db().select({ views, visitors }).from(rollups).where(inRange("total", range));
  return { views: row?.views ?? 0, visitors: row?.visitors ?? 0 };
}

/**
 * The Analytics page for a range: daily visitors and views, the totals
 * against the period just before, and the top pages, referrers, campaigns
 * and devices — all from the daily rollups (the rollup task keeps today's at
 * most an hour behind). Visitors over several days are the sum of each
 * day's: no one is recognised from one day to the next.
 */
export async function getAnalyticsReport(actor: Actor, range: DateRange): Promise<AnalyticsReport> {
  assertActorMay(actor, "analytics");
  const previous = previousRange(range);
  const [totals, previousTotals, daily, pages, referrers, campaigns, devices] = await Promise.all([
    totalsOf(range),
    totalsOf(previous),
    db()
      .select({ day: rollups.day, views: rollups.views, visitors: rollups.visitors })
      .from(rollups)
      .where(inRange("total", range)),
    db()
      .select({ path: rollups.path, views, visitors })
      .from(rollups)
      .where(inRange("page", range))
      .groupBy(rollups.path)
      .orderBy(desc(views), asc(rollups.path))
      .limit(TOP_ROWS),
    db()
      .select({ host: rollups.referrerHost, views, visitors })
      .from(rollups)
      .where(inRange("referrer", range))
      .groupBy(rollups.referrerHost)
      .orderBy(desc(views), asc(rollups.referrerHost))
      .limit(TOP_ROWS),
    db()
      .select({
        source: rollups.utmSource,
        medium: rollups.utmMedium,
        campaign: rollups.utmCampaign,
        views,
        visitors,
      })
      .from(rollups)
      .where(
        inRange(
          "campaign",
          range,
          or(ne(rollups.utmSource, ""), ne(rollups.utmMedium, ""), ne(rollups.utmCampaign, "")),
        ),
      )
      .groupBy(rollups.utmSource, rollups.utmMedium, rollups.utmCampaign)
      .orderBy(desc(views), asc(rollups.utmSource))
      .limit(TOP_ROWS),
    db()
      .select({ device: rollups.device, views, visitors })
      .from(rollups)
      .where(inRange("device", range))
      .groupBy(rollups.device)
      .orderBy(desc(views)),
  ]);
  const byDay = new Map(daily.map((row) => [row.day, row]));
  const series = daysOf(range).map((day) => ({
    day,
    views: byDay.get(day)?.views ?? 0,
    visitors: byDay.get(day)?.visitors ?? 0,
  }));
  return { range, previous, totals, previousTotals, series, pages, referrers, campaigns, devices };
}

type RollupRow = typeof rollups.$inferSelect;

const CSV_COLUMNS: CsvColumn<RollupRow>[] = [
  { header: "Date (UTC)", value: (row) => row.day },
  { header: "Counted by", value: (row) => row.dimension },
  { header: "Page", value: (row) => row.path },
  { header: "Referrer", value: (row) => row.referrerHost },
  { header: "Source", value: (row) => row.utmSource },
  { header: "Medium", value: (row) => row.utmMedium },
  { header: "Campaign", value: (row) => row.utmCampaign },
  { header: "Device", value: (row) => row.device },
  { header: "Page views", value: (row) => row.views },
  { header: "Visitors", value: (row) => row.visitors },
];

/** Every rollup row of the range (the page's figures and more), by day. No personal data. */
export async function exportAnalyticsCsv(
  actor: Actor,
  range: DateRange,
): Promise<{ csv: string; fileName: string }> {
  assertActorMay(actor, "analytics");
  const rows = await db()
    .select()
    .from(rollups)
    .where(between(rollups.day, range.from, range.to))
    .orderBy(asc(rollups.day), asc(rollups.dimension), desc(rollups.views));
  return { csv: toCsv(CSV_COLUMNS, rows), fileName: csvFileName("analytics") };
}
