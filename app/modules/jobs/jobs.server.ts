import { and, asc, desc, eq, gte, isNull, not, or, sql, type SQL } from "drizzle-orm";
import { db } from "~/db/client.server";
import { jobs, type Job } from "~/db/schema";
import { perContentVersion } from "~/modules/content/per-content-version.server";
import { companyToday } from "~/utils/calendar-dates";
import { JOBS_PAGE_SIZE, type JobFilters } from "./job-filters";
import { jobFacets, matchesJobFilters, searchableJob, type JobFacets } from "./job-search";
import { isSlugId } from "~/utils/ids";
import { paginate } from "~/utils/pagination";

/**
 * Public reads of jobs. Every function here sees public jobs only — active,
 * and not past their closing date — (the admin twins live in
 * jobs-admin.server.ts), so an inactive or closed job cannot leak through a
 * visitor's URL or query.
 */

export type JobSummary = Pick<
  Job,
  | "id"
  | "title"
  | "department"
  | "location"
  | "type"
  | "description"
  | "datePosted"
  | "isRemote"
  | "salaryMin"
  | "salaryMax"
  | "salaryCurrency"
  | "salaryUnit"
  | "closingDate"
>;

/**
 * Job cards clamp the description to two lines, so lists carry only its
 * start (lean pages: issue 11) — the full text is on the job's own page.
 * Cut at a word with an ellipsis, so a wide card that shows all of it does
 * not end mid-word.
 */
export const CARD_DESCRIPTION_CHARS = 140;
const CARD_DESCRIPTION = sql.raw(String(CARD_DESCRIPTION_CHARS));

const SUMMARY_COLUMNS = {
  id: jobs.id,
  title: jobs.title,
  department: jobs.department,
  location: jobs.location,
  type: jobs.type,
  description: sql<string>`case when length(${jobs.description}) <= ${CARD_DESCRIPTION} then ${jobs.description}
    else regexp_replace(left(${jobs.description}, ${CARD_DESCRIPTION}), '[[:space:][:punct:]]*[^[:space:]]*$', '') || '…' end`,
  datePosted: jobs.datePosted,
  isRemote: jobs.isRemote,
  salaryMin: jobs.salaryMin,
  salaryMax: jobs.salaryMax,
  salaryCurrency: jobs.salaryCurrency,
  salaryUnit: jobs.salaryUnit,
  closingDate: jobs.closingDate,
};

/**
 * What makes a job public: active, and open through its closing day in the
 * company's time zone. A function, not a constant: "today" moves.
 */
function isPublic(now = new Date()): SQL {
  return and(
    eq(jobs.isActive, true),
    or(isNull(jobs.closingDate), gte(jobs.closingDate, companyToday(now))),
  )!;
}

export type { JobFacets } from "./job-search";

export type ActiveJobList = {
  jobs: JobSummary[];
  /** Jobs matching the filters. */
  matching: number;
  /** All active jobs. */
  total: number;
  page: number;
  pageCount: number;
  facets: JobFacets;
};

/**
 * Every public job as the lists show it, newest first, with what filters and
 * searches compare — read once per content version and company day (a job
 * leaves the list the day after it closes), so a new search or filter, a
 * page-cache miss whatever it asks, runs no statement (decision 057). A
 * company's open positions are at most a few thousand: they fit in memory
 * with their descriptions (a few MB).
 */
const publicJobs = perContentVersion(
  async () => {
    const rows = await db()
      .select({ ...SUMMARY_COLUMNS, wholeDescription: jobs.description })
      .from(jobs)
      .where(isPublic())
      .orderBy(desc(jobs.datePosted), asc(jobs.id));
    const list = rows.map(({ wholeDescription, ...summary }) =>
      searchableJob<JobSummary>(summary, wholeDescription),
    );
    return { list, facets: jobFacets(list) };
  },
  () => companyToday(),
);

/** The dropdown options: distinct values among public jobs. */
export async function getActiveJobFacets(): Promise<JobFacets> {
  return (await publicJobs()).facets;
}

/** Public jobs matching the filters, newest first, one page at a time. */
export async function listActiveJobs(filters: JobFilters): Promise<ActiveJobList> {
  const { list, facets } = await publicJobs();
  const found = list.filter((job) => matchesJobFilters(job, filters));
  // Past the last page: the last page, as a link to a page that emptied shows it.
  const { page, pageCount, offset } = paginate(found.length, JOBS_PAGE_SIZE, filters.page);
  return {
    jobs: found.slice(offset, offset + JOBS_PAGE_SIZE).map((job) => job.summary),
    matching: found.length,
    total: list.length,
    page,
    pageCount,
    facets,
  };
}

/**
 * The newest public jobs of one department and/or place (a page's "open
 * positions" block), filtered as /careers filters them, so its "See all
 * positions" link shows the same jobs and more.
 */
export async function listNewestJobs(
  filters: Pick<JobFilters, "department" | "location">,
  limit: number,
): Promise<JobSummary[]> {
  const { list } = await publicJobs();
  const only = { q: "", arrangement: "", type: "", ...filters } as const;
  return list
    .filter((job) => matchesJobFilters(job, only))
    .slice(0, limit)
    .map((job) => job.summary);
}

/** One public job, or null when it does not exist, is inactive or has closed. */
export async function getActiveJob(id: string): Promise<Job | null> {
  if (!isSlugId(id)) return null;
  const [row] = await db()
    .select()
    .from(jobs)
    .where(and(eq(jobs.id, id), isPublic()))
    .limit(1);
  return row ?? null;
}

export type ClosedJob = Pick<Job, "id" | "title" | "department">;

/**
 * A job that was open and no longer is — deactivated, or past its closing
 * date — for the "position closed" page (410); null when the id names no job
 * or one still waiting for its opening time (which stays unknown: 404).
 */
export async function getClosedJob(id: string): Promise<ClosedJob | null> {
  if (!isSlugId(id)) return null;
  const [row] = await db()
    .select({ id: jobs.id, title: jobs.title, department: jobs.department })
    .from(jobs)
    .where(and(eq(jobs.id, id), not(isPublic()), isNull(jobs.scheduledAt)))
    .limit(1);
  return row ?? null;
}

export const SIMILAR_JOBS_LIMIT = 3;

/**
 * Other public jobs, the same department first, then the newest: from the
 * public jobs kept in memory, so their cards are drawn once per version too.
 */
export async function listSimilarJobs(
  job: Pick<Job, "id" | "department">,
  limit = SIMILAR_JOBS_LIMIT,
): Promise<JobSummary[]> {
  const others = (await publicJobs()).list.filter((other) => other.summary.id !== job.id);
  const sameDepartment = others.filter((other) => other.summary.department === job.department);
  const elsewhere = others.filter((other) => other.summary.department !== job.department);
  return [...sameDepartment, ...elsewhere].slice(0, limit).map((other) => other.summary);
}

/** Every public job's id and last change, for the sitemap. */
export async function listPublicJobStamps(): Promise<Array<Pick<Job, "id" | "updatedAt">>> {
  return db()
    .select({ id: jobs.id, updatedAt: jobs.updatedAt })
    .from(jobs)
    .where(isPublic())
    .orderBy(desc(jobs.datePosted), asc(jobs.id));
}

/** The most jobs a feed lists (newest first); aggregators fetch it often. */
export const JOB_FEED_LIMIT = 500;

/** Every public job, whole, newest first: for the job feeds. */
export async function listPublicJobsForFeed(): Promise<Job[]> {
  return db()
    .select()
    .from(jobs)
    .where(isPublic())
    .orderBy(desc(jobs.datePosted), asc(jobs.id))
    .limit(JOB_FEED_LIMIT);
}
