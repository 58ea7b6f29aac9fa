import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  isNull,
  ne,
  not,
  or,
  sql,
  type SQL,
} from "drizzle-orm";
import { db } from "~/db/client.server";
import { jobs, type Job } from "~/db/schema";
import { containsPattern } from "~/db/sql-helpers.server";
import { perContentVersion } from "~/modules/content/per-content-version.server";
import { companyToday } from "~/utils/calendar-dates";
import { JOBS_PAGE_SIZE, type JobFilters } from "./job-filters";
import {
  LOCATION_PATTERNS,
  jobPlace,
  WORK_ARRANGEMENTS,
  type WorkArrangement,
} from "./job-location";
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

export type JobFacets = {
  departments: string[];
  /** Places, without the arrangement ("East Brunswick, NJ"). */
  locations: string[];
  arrangements: WorkArrangement[];
  types: string[];
};

/**
 * The place and the arrangement of a job's location, as jobPlace
 * (job-location.ts) reads them — the filters compare with the dropdowns'
 * values, which come from there.
 */
/** A pattern as an SQL string literal (it has no quote). */
const pattern = (source: string) => sql.raw(`'${source}'`);
const PREFIX = pattern(LOCATION_PATTERNS.prefix);
const placeOfJob = sql<string>`case
  when ${jobs.location} ~* ${PREFIX} then btrim(regexp_replace(${jobs.location}, ${PREFIX}, '', 'i'))
  when ${jobs.location} ~* ${pattern(LOCATION_PATTERNS.remote)} then ''
  else btrim(${jobs.location}) end`;
const arrangementOfJob = sql<WorkArrangement>`case
  when ${jobs.isRemote} then 'remote'
  when ${jobs.location} ~* ${pattern(LOCATION_PATTERNS.hybrid)} then 'hybrid'
  when ${jobs.location} ~* ${pattern(LOCATION_PATTERNS.remote)} then 'remote'
  else 'on-site' end`;

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

function filterConditions(filters: JobFilters): SQL[] {
  const conditions: SQL[] = [isPublic()];
  if (filters.q) {
    const pattern = containsPattern(filters.q);
    const textMatch = or(
      ilike(jobs.title, pattern),
      ilike(jobs.description, pattern),
      ilike(jobs.department, pattern),
      ilike(jobs.location, pattern),
    );
    if (textMatch) conditions.push(textMatch);
  }
  if (filters.department) conditions.push(eq(jobs.department, filters.department));
  if (filters.location) conditions.push(eq(placeOfJob, filters.location));
  if (filters.arrangement) conditions.push(eq(arrangementOfJob, filters.arrangement));
  if (filters.type) conditions.push(eq(jobs.type, filters.type));
  return conditions;
}

async function readActiveJobFacets(): Promise<JobFacets> {
  const rows = await db()
    .selectDistinct({
      department: jobs.department,
      location: jobs.location,
      isRemote: jobs.isRemote,
      type: jobs.type,
    })
    .from(jobs)
    .where(isPublic());
  const distinct = (values: string[]) =>
    [...new Set(values)].sort((a, b) => a.localeCompare(b, "en"));
  const places = rows.map(jobPlace);
  return {
    departments: distinct(rows.map((row) => row.department)),
    locations: distinct(places.map((row) => row.place).filter(Boolean)),
    arrangements: WORK_ARRANGEMENTS.map(({ id }) => id).filter((id) =>
      places.some((row) => row.arrangement === id),
    ),
    types: distinct(rows.map((row) => row.type)),
  };
}

/**
 * What every careers list shows whatever its filters — the dropdown options
 * and the count of public jobs — read once per content version and company
 * day (a job leaves the list the day after it closes), not once per search.
 */
const activeJobsOverview = perContentVersion(
  async () => {
    const [[totalRow], facets] = await Promise.all([
      db().select({ value: count() }).from(jobs).where(isPublic()),
      readActiveJobFacets(),
    ]);
    return { total: totalRow?.value ?? 0, facets };
  },
  () => companyToday(),
);

/** The dropdown options: distinct values among public jobs. */
export async function getActiveJobFacets(): Promise<JobFacets> {
  return (await activeJobsOverview()).facets;
}

/** Public jobs matching the filters, newest first, one page at a time. */
export async function listActiveJobs(filters: JobFilters): Promise<ActiveJobList> {
  const where = and(...filterConditions(filters));
  const pageOf = (offset: number) =>
    db()
      .select({ ...SUMMARY_COLUMNS, matching: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(jobs)
      .where(where)
      .orderBy(desc(jobs.datePosted), asc(jobs.id))
      .limit(JOBS_PAGE_SIZE)
      .offset(offset);
  // Each new search is a page-cache miss: one query gives its page and its
  // count together (the window counts every match, not only the page's).
  const requested = paginate(Number.MAX_SAFE_INTEGER, JOBS_PAGE_SIZE, filters.page);
  const [found, { total, facets }] = await Promise.all([
    pageOf(requested.offset),
    activeJobsOverview(),
  ]);
  let rows = found;
  let matching = found[0]?.matching ?? 0;
  if (!found.length && requested.page > 1) {
    // Past the last page (rare): count, then show the last page as before.
    const [matchingRow] = await db().select({ value: count() }).from(jobs).where(where);
    matching = matchingRow?.value ?? 0;
    const last = paginate(matching, JOBS_PAGE_SIZE, filters.page);
    rows = matching ? await pageOf(last.offset) : [];
  }
  const { page, pageCount } = paginate(matching, JOBS_PAGE_SIZE, filters.page);
  return {
    jobs: rows.map(({ matching: _matching, ...summary }) => summary),
    matching,
    total,
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
  const conditions = filterConditions({
    q: "",
    department: filters.department,
    location: filters.location,
    arrangement: "",
    type: "",
    page: 1,
  });
  return db()
    .select(SUMMARY_COLUMNS)
    .from(jobs)
    .where(and(...conditions))
    .orderBy(desc(jobs.datePosted), asc(jobs.id))
    .limit(limit);
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

/** Other public jobs, the same department first, then the newest. */
export async function listSimilarJobs(
  job: Pick<Job, "id" | "department">,
  limit = SIMILAR_JOBS_LIMIT,
): Promise<JobSummary[]> {
  return db()
    .select(SUMMARY_COLUMNS)
    .from(jobs)
    .where(and(isPublic(), ne(jobs.id, job.id)))
    .orderBy(
      sql`case when ${jobs.department} = ${job.department} then 0 else 1 end`,
      desc(jobs.datePosted),
      asc(jobs.id),
    )
    .limit(limit);
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
