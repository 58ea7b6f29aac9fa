import { and, eq, lt, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { pageViewRollups, pageViews, type RollupDimension } from "~/db/schema";
import { utcDay } from "./analytics-range";
import { TOUCH_LIMITS } from "./visit-source";
import { deleteSaltsBefore } from "./visitor-hash.server";

/** The queue task's name (server/site-tasks.ts; browser tests run it through the test controls). */
export const ANALYTICS_ROLLUP_TASK = "analytics-rollup";

/**
 * Rows kept per day and dimension, busiest first; the rest are summed into
 * one OTHER_KEY row, so a flood of made-up paths cannot grow the rollups
 * without bound.
 */
export const ROLLUP_KEYS_PER_DAY = 1_000;
export const OTHER_KEY = "(other)";

const DAY_MS = 24 * 60 * 60 * 1000;

type RollupRow = typeof pageViewRollups.$inferInsert;
type GroupedRow = Omit<RollupRow, "day">;

/**
 * Rolls up one day's raw page views: the day's total and one row per page,
 * referrer, campaign and device, each with its views and its unique
 * visitors (one GROUPING SETS query), replacing what an earlier run wrote
 * for that day. Idempotent, so rolling up today again later is safe.
 */
export async function rollUpDay(day: string): Promise<number> {
  const result = await db().execute(sql`
    select
      case
        when grouping(${pageViews.path}) = 0 then 'page'
        when grouping(${pageViews.referrerHost}) = 0 then 'referrer'
        when grouping(${pageViews.utmSource}) = 0 then 'campaign'
        when grouping(${pageViews.device}) = 0 then 'device'
        else 'total'
      end as "dimension",
      coalesce(${pageViews.path}, '') as "path",
      coalesce(${pageViews.referrerHost}, '') as "referrerHost",
      coalesce(${pageViews.utmSource}, '') as "utmSource",
      coalesce(${pageViews.utmMedium}, '') as "utmMedium",
      coalesce(${pageViews.utmCampaign}, '') as "utmCampaign",
      coalesce(${pageViews.device}, '') as "device",
      count(*)::int as "views",
      count(distinct ${pageViews.visitorHash})::int as "visitors"
    from ${pageViews}
    where ${pageViews.day} = ${day}
    group by grouping sets (
      (),
      (${pageViews.path}),
      (${pageViews.referrerHost}),
      (${pageViews.utmSource}, ${pageViews.utmMedium}, ${pageViews.utmCampaign}),
      (${pageViews.device})
    )`);
  const sources = await db().execute(sourceRollupQuery(day));
  const grouped = [...result.rows, ...sources.rows] as unknown as GroupedRow[];
  const rows = capKeys(grouped).map((row) => ({ ...row, day }));
  await db().transaction(async (tx) => {
    await tx.delete(pageViewRollups).where(eq(pageViewRollups.day, day));
    for (let start = 0; start < rows.length; start += 500) {
      await tx.insert(pageViewRollups).values(rows.slice(start, start + 500));
    }
  });
  return rows.length;
}

/**
 * The funnels' pages: a job's page and its application form (issue 31 item 5),
 * and the contact page. Only these are counted per source, so a day's source
 * rows stay few.
 */
const FUNNEL_PATH = sql.raw(
  `(path = '/contact' or path like '/careers/job/%' or path like '/careers/apply/%')`,
);

/**
 * The "source" rows of a day: each visitor's visit gets the source of its
 * first page view that has one (utm_source, else the referrer's host without
 * "www.", lower-cased, as an application's first source — visit-source.ts),
 * "" when none; then visitors and views per source, over the whole visit
 * (path "") and per funnel page.
 */
function sourceRollupQuery(day: string) {
  return sql`
    with views as (
      select visitor_hash, path, viewed_at, id,
        case when ${FUNNEL_PATH} then path end as funnel_path,
        lower(left(case
          when utm_source <> '' then utm_source
          when referrer_host <> '' then regexp_replace(referrer_host, '^www[.]', '')
        end, ${TOUCH_LIMITS.source})) as source
      from ${pageViews}
      where ${pageViews.day} = ${day}
    ), visits as (
      select visitor_hash,
        coalesce((array_agg(source order by viewed_at, id) filter (where source is not null))[1], '') as source
      from views group by visitor_hash
    )
    select 'source' as "dimension", coalesce(views.funnel_path, '') as "path", '' as "referrerHost",
      visits.source as "utmSource", '' as "utmMedium", '' as "utmCampaign", '' as "device",
      count(*)::int as "views", count(distinct views.visitor_hash)::int as "visitors"
    from views join visits on visits.visitor_hash = views.visitor_hash
    group by grouping sets ((visits.source), (visits.source, views.funnel_path))
    having grouping(views.funnel_path) = 1 or views.funnel_path is not null`;
}

/** At most ROLLUP_KEYS_PER_DAY rows per dimension; the rest summed into one OTHER_KEY row. */
export function capKeys(rows: GroupedRow[]): GroupedRow[] {
  const byDimension = new Map<RollupDimension, GroupedRow[]>();
  for (const row of rows) {
    const list = byDimension.get(row.dimension) ?? [];
    list.push({ ...row, views: Number(row.views), visitors: Number(row.visitors) });
    byDimension.set(row.dimension, list);
  }
  return [...byDimension.values()].flatMap((list) => {
    if (list.length <= ROLLUP_KEYS_PER_DAY) return list;
    list.sort((a, b) => b.views - a.views);
    const kept = list.slice(0, ROLLUP_KEYS_PER_DAY - 1);
    const rest = list.slice(ROLLUP_KEYS_PER_DAY - 1);
    const first = rest[0]!;
    const other: GroupedRow = {
      dimension: first.dimension,
      path: first.dimension === "page" ? OTHER_KEY : "",
      referrerHost: first.dimension === "referrer" ? OTHER_KEY : "",
      utmSource: first.dimension === "campaign" || first.dimension === "source" ? OTHER_KEY : "",
      utmMedium: "",
      utmCampaign: "",
      device: first.dimension === "device" ? OTHER_KEY : "",
      // Summed per key: a visitor on two of these pages counts twice here.
      views: rest.reduce((sum, row) => sum + row.views, 0),
      visitors: rest.reduce((sum, row) => sum + row.visitors, 0),
    };
    return [...kept, other];
  });
}

export type RollupRun = { days: string[]; rawDeleted: number; saltsDeleted: number };

/**
 * The task's run: today and yesterday rolled up again (a late batch of
 * yesterday's views is counted), and any older day that still has raw views
 * but no rollup (the server was down at its time, or it was rolled up before
 * the "source" rows existed: every day with views has one); then raw views older
 * than `rawDays` deleted — their rollups stay — and every salt before today.
 */
export async function runAnalyticsRollup(now: Date, rawDays: number): Promise<RollupRun> {
  const today = utcDay(now);
  const yesterday = utcDay(new Date(now.getTime() - DAY_MS));
  const missing = await db()
    .selectDistinct({ day: pageViews.day })
    .from(pageViews)
    .where(
      and(
        lt(pageViews.day, yesterday),
        sql`not exists (select 1 from ${pageViewRollups}
          where ${pageViewRollups.dimension} = 'source' and ${pageViewRollups.day} = ${pageViews.day})`,
      ),
    );
  const days = [...missing.map((row) => row.day).sort(), yesterday, today];
  for (const day of days) await rollUpDay(day);
  const oldest = utcDay(new Date(now.getTime() - (rawDays - 1) * DAY_MS));
  // Counted in the database: a day's deletion may be millions of rows.
  const raw = await db().execute(sql`
    with deleted as (delete from ${pageViews} where ${pageViews.day} < ${oldest} returning 1)
    select count(*)::int as "count" from deleted`);
  const saltsDeleted = await deleteSaltsBefore(today);
  const rawDeleted = Number((raw.rows[0] as { count?: number } | undefined)?.count ?? 0);
  return { days, rawDeleted, saltsDeleted };
}
