import { gte, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import { db } from "~/db/client.server";
import { applications, inquiries } from "~/db/schema";
import { weekOf } from "~/modules/dashboard/dashboard.server";
import { ACTIVITY_WEEKS, recentWeekStarts } from "~/modules/dashboard/weeks";
import { COMPANY_TIME_ZONE } from "~/utils/dates";
import { NO_SOURCE, OTHER_SOURCES, TREND_SOURCES, type SourceTrend } from "./funnel-report";

const TIME_ZONE = sql.raw(`'${COMPANY_TIME_ZONE}'`);
const firstSource = (column: AnyPgColumn) =>
  sql<string>`coalesce(lower(${column}->'first'->>'source'), '')`;

async function trendOf(
  table: PgTable,
  createdAt: AnyPgColumn,
  visitSource: AnyPgColumn,
  weeks: string[],
): Promise<SourceTrend> {
  const since = sql`(${weeks[0]}::timestamp at time zone ${TIME_ZONE})`;
  const rows = await db()
    .select({
      week: weekOf(createdAt),
      source: firstSource(visitSource),
      total: sql<number>`count(*)::int`,
    })
    .from(table)
    .where(gte(createdAt, since))
    .groupBy(weekOf(createdAt), firstSource(visitSource));
  const inWeeks = rows.filter((row) => weeks.includes(row.week));
  const totals = new Map<string, number>();
  for (const row of inWeeks) {
    if (row.source !== NO_SOURCE) totals.set(row.source, (totals.get(row.source) ?? 0) + row.total);
  }
  const named = [...totals]
    .sort(([a, ta], [b, tb]) => tb - ta || a.localeCompare(b))
    .map(([source]) => source);
  const drawn = new Set(named.slice(0, TREND_SOURCES));
  const keyOf = (source: string) =>
    source === NO_SOURCE || drawn.has(source) ? source : OTHER_SOURCES;
  const byWeek = new Map(weeks.map((weekStart) => [weekStart, {} as Record<string, number>]));
  for (const row of inWeeks) {
    const counts = byWeek.get(row.week)!;
    const key = keyOf(row.source);
    counts[key] = (counts[key] ?? 0) + row.total;
  }
  const present = new Set(inWeeks.map((row) => keyOf(row.source)));
  const sources = [...drawn, OTHER_SOURCES, NO_SOURCE].filter((source) => present.has(source));
  return {
    sources,
    weeks: weeks.map((weekStart) => ({ weekStart, counts: byWeek.get(weekStart)! })),
  };
}

/**
 * The dashboard's trends: applications and inquiries per week (Monday to
 * Sunday, the company's time zone, as its weekly chart) by the first source
 * of the visit that sent them — the busiest TREND_SOURCES apart, the rest
 * together. The dashboard shows them to the roles that see hiring figures.
 */
export async function getSourceTrends(
  now: Date = new Date(),
): Promise<{ applications: SourceTrend; inquiries: SourceTrend }> {
  const weeks = recentWeekStarts(now, ACTIVITY_WEEKS);
  const [applicationTrend, inquiryTrend] = await Promise.all([
    trendOf(applications, applications.createdAt, applications.visitSource, weeks),
    trendOf(inquiries, inquiries.createdAt, inquiries.visitSource, weeks),
  ]);
  return { applications: applicationTrend, inquiries: inquiryTrend };
}
