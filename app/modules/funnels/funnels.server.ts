import { and, asc, between, eq, gte, inArray, isNotNull, lt, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { db } from "~/db/client.server";
import { applications, inquiries, jobs, pageViewRollups as rollups } from "~/db/schema";
import type { Actor } from "~/modules/actor/actor";
import { addDays, type DateRange } from "~/modules/analytics/analytics-range";
import { reachedInterview } from "~/modules/applications/reached-interview.server";
import { assertActorMay } from "~/modules/roles/authorize";
import {
  applyPagePath,
  CONTACT_PATH,
  jobPagePath,
  withRates,
  type FunnelsReport,
  type InquiryFunnel,
  type InquirySourceRow,
  type JobFunnelDetail,
  type JobFunnelRow,
  type JobSourceRow,
} from "./funnel-report";

/**
 * Funnels (issue 31 item 5). The first steps are visitors, read from the
 * daily rollups (kept for good, so any range answers the same after the raw
 * page views are deleted); the later ones are the applications and inquiries
 * sent in the range and how far each got (an application's status and its
 * status history). Visitors over several days are the sum of each day's, as
 * on the Analytics page.
 */

const visitors = sql<number>`coalesce(sum(${rollups.visitors}), 0)::int`;
const count = (condition: SQL = sql`true`) =>
  sql<number>`(count(*) filter (where ${condition}))::int`;
const hired = sql`${applications.status} = 'hired'`;

/** Sent within the range's UTC days. */
function sentIn(column: AnyPgColumn, range: DateRange): SQL {
  const from = new Date(`${range.from}T00:00:00Z`);
  const to = new Date(`${addDays(range.to, 1)}T00:00:00Z`);
  return and(gte(column, from), lt(column, to))!;
}

const daysIn = (range: DateRange) => between(rollups.day, range.from, range.to);

/** A stored first or last source, lower-cased as the rollups keep it ("" when none). */
const sourceOf = (column: AnyPgColumn, touch: "first" | "last") =>
  // Inlined (a constant), so the GROUP BY expression matches the SELECT one exactly.
  sql<string>`coalesce(lower(${column}->${sql.raw(`'${touch}'`)}->>'source'), '')`;

/** Visitors per page, for the given paths. */
async function pageVisitors(range: DateRange, paths: string[]): Promise<Map<string, number>> {
  if (!paths.length) return new Map();
  const rows = await db()
    .select({ path: rollups.path, visitors })
    .from(rollups)
    .where(and(eq(rollups.dimension, "page"), daysIn(range), inArray(rollups.path, paths)))
    .groupBy(rollups.path);
  return new Map(rows.map((row) => [row.path, row.visitors]));
}

/** Visitors per source of their visit on one page ("" for the whole visit). */
async function sourceVisitors(range: DateRange, path: string): Promise<Map<string, number>> {
  const rows = await db()
    .select({ source: rollups.utmSource, visitors })
    .from(rollups)
    .where(and(eq(rollups.dimension, "source"), daysIn(range), eq(rollups.path, path)))
    .groupBy(rollups.utmSource);
  return new Map(rows.map((row) => [row.source, row.visitors]));
}

async function totalVisitors(range: DateRange): Promise<number> {
  const [row] = await db()
    .select({ visitors })
    .from(rollups)
    .where(and(eq(rollups.dimension, "total"), daysIn(range)));
  return row?.visitors ?? 0;
}

function jobSteps(views: number, started: number, sent: number, interviews: number, hires: number) {
  return withRates([
    { key: "views", label: "Viewed the job", count: views },
    { key: "started", label: "Opened the application form", count: started },
    { key: "submitted", label: "Applied", count: sent },
    { key: "interview", label: "Interviewed", count: interviews },
    { key: "hired", label: "Hired", count: hires },
  ]);
}

/**
 * Every job with visitors or applications in the range, and every open job:
 * its funnel, most applications first.
 */
export async function listJobFunnels(actor: Actor, range: DateRange): Promise<JobFunnelRow[]> {
  assertActorMay(actor, "applications");
  const [jobRows, sent] = await Promise.all([
    db()
      .select({ id: jobs.id, title: jobs.title, isActive: jobs.isActive })
      .from(jobs)
      .orderBy(asc(jobs.title), asc(jobs.id)),
    db()
      .select({
        jobId: applications.jobId,
        sent: count(),
        interviews: count(reachedInterview),
        hires: count(hired),
      })
      .from(applications)
      .where(and(isNotNull(applications.jobId), sentIn(applications.createdAt, range)))
      .groupBy(applications.jobId),
  ]);
  const pages = await pageVisitors(
    range,
    jobRows.flatMap((job) => [jobPagePath(job.id), applyPagePath(job.id)]),
  );
  const byJob = new Map(sent.map((row) => [row.jobId, row]));
  return jobRows
    .map((job) => {
      const row = byJob.get(job.id);
      return {
        jobId: job.id,
        title: job.title,
        isActive: job.isActive,
        steps: jobSteps(
          pages.get(jobPagePath(job.id)) ?? 0,
          pages.get(applyPagePath(job.id)) ?? 0,
          row?.sent ?? 0,
          row?.interviews ?? 0,
          row?.hires ?? 0,
        ),
      };
    })
    .filter((job) => job.isActive || job.steps.some((step) => step.count > 0))
    .sort((a, b) => b.steps[2]!.count - a.steps[2]!.count || b.steps[0]!.count - a.steps[0]!.count);
}

/** Applications and hires per source, counted by the first and by the last source. */
async function applicationsBySource(jobId: string, range: DateRange) {
  const where = and(eq(applications.jobId, jobId), sentIn(applications.createdAt, range));
  const bySource = (touch: "first" | "last") =>
    db()
      .select({
        source: sourceOf(applications.visitSource, touch),
        sent: count(),
        interviews: count(reachedInterview),
        hires: count(hired),
      })
      .from(applications)
      .where(where)
      .groupBy(sourceOf(applications.visitSource, touch));
  const [first, last] = await Promise.all([bySource("first"), bySource("last")]);
  return { first, last };
}

/** One job's funnel and the sources its visitors and applicants came from; null for an unknown job. */
export async function getJobFunnel(
  actor: Actor,
  range: DateRange,
  jobId: string,
): Promise<JobFunnelDetail | null> {
  assertActorMay(actor, "applications");
  const [job] = await db()
    .select({ id: jobs.id, title: jobs.title })
    .from(jobs)
    .where(eq(jobs.id, jobId))
    .limit(1);
  if (!job) return null;
  const [pages, visitorsBySource, { first, last }] = await Promise.all([
    pageVisitors(range, [jobPagePath(job.id), applyPagePath(job.id)]),
    sourceVisitors(range, jobPagePath(job.id)),
    applicationsBySource(job.id, range),
  ]);
  const sum = (key: "sent" | "interviews" | "hires") =>
    first.reduce((total, row) => total + row[key], 0);
  const sources = new Map<string, JobSourceRow>();
  const rowOf = (source: string) => {
    const row = sources.get(source) ?? {
      source,
      visitors: 0,
      firstApplications: 0,
      firstHires: 0,
      lastApplications: 0,
      lastHires: 0,
    };
    sources.set(source, row);
    return row;
  };
  for (const [source, count] of visitorsBySource) rowOf(source).visitors = count;
  for (const row of first) {
    rowOf(row.source).firstApplications = row.sent;
    rowOf(row.source).firstHires = row.hires;
  }
  for (const row of last) {
    rowOf(row.source).lastApplications = row.sent;
    rowOf(row.source).lastHires = row.hires;
  }
  return {
    jobId: job.id,
    title: job.title,
    steps: jobSteps(
      pages.get(jobPagePath(job.id)) ?? 0,
      pages.get(applyPagePath(job.id)) ?? 0,
      sum("sent"),
      sum("interviews"),
      sum("hires"),
    ),
    sources: sortSources([...sources.values()], (row) => [
      row.firstHires,
      row.firstApplications,
      row.visitors,
    ]),
  };
}

/** Busiest first by the given figures, then by name; "" (no source) last. */
function sortSources<Row extends { source: string }>(rows: Row[], key: (row: Row) => number[]) {
  return rows.sort((a, b) => {
    if (!a.source !== !b.source) return a.source ? -1 : 1;
    const [ka, kb] = [key(a), key(b)];
    for (let index = 0; index < ka.length; index += 1) {
      if (kb[index] !== ka[index]) return kb[index]! - ka[index]!;
    }
    return a.source.localeCompare(b.source);
  });
}

/** Visits → contact page → inquiries, in all and per source. */
export async function getInquiryFunnel(actor: Actor, range: DateRange): Promise<InquiryFunnel> {
  assertActorMay(actor, "inquiries");
  const bySource = (touch: "first" | "last") =>
    db()
      .select({ source: sourceOf(inquiries.visitSource, touch), sent: count() })
      .from(inquiries)
      .where(sentIn(inquiries.createdAt, range))
      .groupBy(sourceOf(inquiries.visitSource, touch));
  const [visits, contact, allBySource, contactBySource, first, last] = await Promise.all([
    totalVisitors(range),
    pageVisitors(range, [CONTACT_PATH]),
    sourceVisitors(range, ""),
    sourceVisitors(range, CONTACT_PATH),
    bySource("first"),
    bySource("last"),
  ]);
  const sources = new Map<string, InquirySourceRow>();
  const rowOf = (source: string) => {
    const row = sources.get(source) ?? {
      source,
      visitors: 0,
      contactVisitors: 0,
      firstInquiries: 0,
      lastInquiries: 0,
    };
    sources.set(source, row);
    return row;
  };
  for (const [source, count] of allBySource) rowOf(source).visitors = count;
  for (const [source, count] of contactBySource) rowOf(source).contactVisitors = count;
  for (const row of first) rowOf(row.source).firstInquiries = row.sent;
  for (const row of last) rowOf(row.source).lastInquiries = row.sent;
  const sent = first.reduce((total, row) => total + row.sent, 0);
  return {
    steps: withRates([
      { key: "visits", label: "Visited the site", count: visits },
      { key: "contact", label: "Opened the contact page", count: contact.get(CONTACT_PATH) ?? 0 },
      { key: "inquiries", label: "Sent an inquiry", count: sent },
    ]),
    sources: sortSources([...sources.values()], (row) => [
      row.firstInquiries,
      row.contactVisitors,
      row.visitors,
    ]).slice(0, SOURCE_ROWS),
  };
}

/** Sources listed per table (the busiest); the rest are in the CSV of the rollups. */
const SOURCE_ROWS = 20;

/** The Funnels page: every job's funnel, one job's in detail when chosen, the inquiries'. */
export async function getFunnelsReport(
  actor: Actor,
  range: DateRange,
  jobId: string | null,
): Promise<FunnelsReport> {
  const [jobRows, job, inquiryFunnel] = await Promise.all([
    listJobFunnels(actor, range),
    jobId ? getJobFunnel(actor, range, jobId) : null,
    getInquiryFunnel(actor, range),
  ]);
  return { range, jobs: jobRows, job, inquiries: inquiryFunnel };
}
