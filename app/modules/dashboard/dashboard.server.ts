import { asc, count, desc, eq, gte, inArray, sql, type AnyColumn } from "drizzle-orm";
import { db } from "~/db/client.server";
import { applications, blogPosts, inquiries, jobs, mediaAssets } from "~/db/schema";
import { COMPANY_TIME_ZONE } from "~/utils/dates";
import {
  conversionRate,
  CONVERTED_STATUSES,
  type DashboardFigures,
  type EditorDashboard,
  type RecentApplication,
  type RecentJob,
  type WeekActivity,
} from "./dashboard-figures";
import { ACTIVITY_WEEKS, recentWeekStarts } from "./weeks";

/**
 * The admin dashboard's figures, read for administrators only: every
 * count includes inactive jobs and all applications. One query per group of
 * figures, whatever the amount of data.
 */

/** Spec: the dashboard lists the first 5 jobs and the latest applications. */
export const RECENT_JOBS_LIMIT = 5;
export const RECENT_APPLICATIONS_LIMIT = 5;

export async function getDashboardFigures(): Promise<DashboardFigures> {
  const [[jobRow], [applicationRow]] = await Promise.all([
    db().select({ active: count() }).from(jobs).where(eq(jobs.isActive, true)),
    db()
      .select({
        total: count(),
        fresh: count(sql`case when ${applications.status} = 'new' then 1 end`),
        converted: count(
          sql`case when ${inArray(applications.status, [...CONVERTED_STATUSES])} then 1 end`,
        ),
      })
      .from(applications),
  ]);
  const total = applicationRow?.total ?? 0;
  return {
    activeJobs: jobRow?.active ?? 0,
    totalApplications: total,
    newApplications: applicationRow?.fresh ?? 0,
    conversionRate: conversionRate(applicationRow?.converted ?? 0, total),
  };
}

/** The first jobs by creation, newest first, active or not. */
export async function listRecentJobsForAdmin(limit = RECENT_JOBS_LIMIT): Promise<RecentJob[]> {
  return db()
    .select({
      id: jobs.id,
      title: jobs.title,
      department: jobs.department,
      location: jobs.location,
      datePosted: jobs.datePosted,
      isActive: jobs.isActive,
      scheduledAt: jobs.scheduledAt,
    })
    .from(jobs)
    .orderBy(desc(jobs.createdAt), asc(jobs.id))
    .limit(limit);
}

/** The latest applications, newest first. */
export async function listRecentApplicationsForAdmin(
  limit = RECENT_APPLICATIONS_LIMIT,
): Promise<RecentApplication[]> {
  return db()
    .select({
      id: applications.id,
      firstName: applications.firstName,
      lastName: applications.lastName,
      email: applications.email,
      jobTitle: applications.jobTitle,
      status: applications.status,
      createdAt: applications.createdAt,
    })
    .from(applications)
    .orderBy(desc(applications.createdAt), asc(applications.id))
    .limit(limit);
}

// A constant, inlined so the GROUP BY expression matches the SELECT one exactly (also the source trends).
const TIME_ZONE = sql.raw(`'${COMPANY_TIME_ZONE}'`);
export const weekOf = (column: AnyColumn) =>
  sql<string>`to_char(date_trunc('week', ${column} at time zone ${TIME_ZONE}), 'YYYY-MM-DD')`;

/**
 * Applications and inquiries per week (Monday to Sunday, America/New_York)
 * over the last ACTIVITY_WEEKS weeks, oldest first; weeks without any are
 * present with zeros.
 */
export async function getWeeklyActivity(now: Date = new Date()): Promise<WeekActivity[]> {
  const weeks = recentWeekStarts(now, ACTIVITY_WEEKS);
  const since = sql`(${weeks[0]}::timestamp at time zone ${TIME_ZONE})`;
  const applicationWeeks = db()
    .select({
      kind: sql<string>`'applications'`.as("kind"),
      week: weekOf(applications.createdAt).as("week"),
      total: count().as("total"),
    })
    .from(applications)
    .where(gte(applications.createdAt, since))
    .groupBy(weekOf(applications.createdAt));
  const inquiryWeeks = db()
    .select({
      kind: sql<string>`'inquiries'`.as("kind"),
      week: weekOf(inquiries.createdAt).as("week"),
      total: count().as("total"),
    })
    .from(inquiries)
    .where(gte(inquiries.createdAt, since))
    .groupBy(weekOf(inquiries.createdAt));
  const rows = await applicationWeeks.unionAll(inquiryWeeks);

  const byWeek = new Map(
    weeks.map((weekStart) => [weekStart, { weekStart, applications: 0, inquiries: 0 }]),
  );
  for (const row of rows) {
    const week = byWeek.get(row.week);
    // A row dated after the current week (a clock running ahead) is not charted.
    if (!week) continue;
    if (row.kind === "applications") week.applications = Number(row.total);
    else week.inquiries = Number(row.total);
  }
  return [...byWeek.values()];
}

export type Dashboard = {
  figures: DashboardFigures;
  recentJobs: RecentJob[];
  recentApplications: RecentApplication[];
  activity: WeekActivity[];
};

export async function getDashboard(now: Date = new Date()): Promise<Dashboard> {
  const [figures, recentJobs, recentApplications, activity] = await Promise.all([
    getDashboardFigures(),
    listRecentJobsForAdmin(),
    listRecentApplicationsForAdmin(),
    getWeeklyActivity(now),
  ]);
  return { figures, recentJobs, recentApplications, activity };
}

export const RECENT_POSTS_LIMIT = 5;

export async function getEditorDashboard(): Promise<EditorDashboard> {
  const unpublished = sql`not ${blogPosts.isPublished}`;
  const [[posts], [media], recent] = await Promise.all([
    db()
      .select({
        published: count(sql`case when ${blogPosts.isPublished} then 1 end`),
        drafts: count(
          sql`case when ${unpublished} and ${blogPosts.scheduledAt} is null then 1 end`,
        ),
        scheduled: count(
          sql`case when ${unpublished} and ${blogPosts.scheduledAt} is not null then 1 end`,
        ),
      })
      .from(blogPosts),
    db().select({ images: count() }).from(mediaAssets),
    db()
      .select({
        id: blogPosts.id,
        title: blogPosts.title,
        isPublished: blogPosts.isPublished,
        scheduledAt: blogPosts.scheduledAt,
        updatedAt: blogPosts.updatedAt,
      })
      .from(blogPosts)
      .orderBy(desc(blogPosts.updatedAt), asc(blogPosts.id))
      .limit(RECENT_POSTS_LIMIT),
  ]);
  return {
    published: posts?.published ?? 0,
    drafts: posts?.drafts ?? 0,
    scheduled: posts?.scheduled ?? 0,
    images: media?.images ?? 0,
    recentPosts: recent.map((row) => ({
      id: row.id,
      title: row.title,
      state: row.isPublished ? "published" : row.scheduledAt ? "scheduled" : "draft",
      updatedAt: row.updatedAt,
    })),
  };
}

/** Inquiries nobody has answered yet (status New): a recruiter's to-do. */
export async function countNewInquiries(): Promise<number> {
  const [row] = await db()
    .select({ value: count() })
    .from(inquiries)
    .where(eq(inquiries.status, "new"));
  return row?.value ?? 0;
}
