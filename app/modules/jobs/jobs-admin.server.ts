import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  isNull,
  or,
  type SQL,
} from "drizzle-orm";
import { db } from "~/db/client.server";
import { applications, jobs, type Job } from "~/db/schema";
import { containsPattern } from "~/db/sql-helpers.server";
import { ADMIN_JOBS_PAGE_SIZE, type AdminJobFilters } from "./job-admin-filters";
import { SUGGESTED_DEPARTMENTS } from "./job-options";
import type { JobState } from "./job-state";
import { companyWallTime } from "~/utils/calendar-dates";
import { NEW_JOB_DEFAULTS, type JobFormValues } from "./job-schema";
import { readScreeningQuestions, screeningQuestionFormValues } from "./screening-questions";
import { isSlugId } from "~/utils/ids";
import { currentPublishChoice } from "~/utils/publish-choice";
import { paginate } from "~/utils/pagination";

/**
 * Admin reads of jobs: every job, active or not. The public twins live in
 * jobs.server.ts; the writes in job-writes.server.ts.
 */

export type AdminJobRow = Pick<
  Job,
  | "id"
  | "title"
  | "department"
  | "location"
  | "type"
  | "isActive"
  | "scheduledAt"
  | "datePosted"
  | "closingDate"
> & {
  /** Applications that point at the job (kept, unlinked, when it is deleted). */
  applicationCount: number;
};

export type AdminJobList = {
  jobs: AdminJobRow[];
  /** Jobs matching the filters. */
  matching: number;
  /** All jobs. */
  total: number;
  page: number;
  pageCount: number;
  /** The department filter's options: departments of existing jobs. */
  departments: string[];
};

function filterConditions(filters: AdminJobFilters): SQL[] {
  const conditions: SQL[] = [];
  if (filters.q) {
    // The spec: the search matches the title or the description.
    const pattern = containsPattern(filters.q);
    const textMatch = or(ilike(jobs.title, pattern), ilike(jobs.description, pattern));
    if (textMatch) conditions.push(textMatch);
  }
  if (filters.department) conditions.push(eq(jobs.department, filters.department));
  if (filters.status) conditions.push(stateCondition(filters.status));
  return conditions;
}

/** The jobs in one state (job-state.ts): scheduled ones are inactive with an opening time. */
function stateCondition(state: JobState): SQL {
  if (state === "active") return eq(jobs.isActive, true);
  return and(
    eq(jobs.isActive, false),
    state === "scheduled" ? isNotNull(jobs.scheduledAt) : isNull(jobs.scheduledAt),
  )!;
}

/** Distinct departments of existing jobs, active or not, sorted. */
export async function listJobDepartments(): Promise<string[]> {
  const rows = await db().selectDistinct({ department: jobs.department }).from(jobs);
  return rows.map((row) => row.department).sort((a, b) => a.localeCompare(b, "en"));
}

/** The form's department suggestions: the spec's list plus departments in use. */
export async function listDepartmentSuggestions(): Promise<string[]> {
  const inUse = await listJobDepartments();
  return [...new Set([...SUGGESTED_DEPARTMENTS, ...inUse])].sort((a, b) =>
    a.localeCompare(b, "en"),
  );
}

/** Every job matching the filters, newest first (spec: by created_at), one page at a time. */
export async function listJobsForAdmin(filters: AdminJobFilters): Promise<AdminJobList> {
  const where = and(...filterConditions(filters));
  const [[matchingRow], [totalRow], departments] = await Promise.all([
    db().select({ value: count() }).from(jobs).where(where),
    db().select({ value: count() }).from(jobs),
    listJobDepartments(),
  ]);
  const matching = matchingRow?.value ?? 0;
  const { page, pageCount, offset } = paginate(matching, ADMIN_JOBS_PAGE_SIZE, filters.page);
  const rows = matching
    ? await db()
        .select({
          id: jobs.id,
          title: jobs.title,
          department: jobs.department,
          location: jobs.location,
          type: jobs.type,
          isActive: jobs.isActive,
          scheduledAt: jobs.scheduledAt,
          datePosted: jobs.datePosted,
          closingDate: jobs.closingDate,
        })
        .from(jobs)
        .where(where)
        .orderBy(desc(jobs.createdAt), asc(jobs.id))
        .limit(ADMIN_JOBS_PAGE_SIZE)
        .offset(offset)
    : [];
  const counts = await countApplications(rows.map((row) => row.id));
  return {
    jobs: rows.map((row) => ({ ...row, applicationCount: counts.get(row.id) ?? 0 })),
    matching,
    total: totalRow?.value ?? 0,
    page,
    pageCount,
    departments,
  };
}

/** Applications per job, for one page of jobs (one grouped query). */
async function countApplications(jobIds: string[]): Promise<Map<string, number>> {
  if (!jobIds.length) return new Map();
  const rows = await db()
    .select({ jobId: applications.jobId, value: count() })
    .from(applications)
    .where(inArray(applications.jobId, jobIds))
    .groupBy(applications.jobId);
  return new Map(rows.map((row) => [row.jobId ?? "", row.value]));
}

/** One job, active or not; null when there is no such job. */
export async function getJobForAdmin(id: string | undefined): Promise<Job | null> {
  if (!isSlugId(id)) return null;
  const [row] = await db().select().from(jobs).where(eq(jobs.id, id)).limit(1);
  return row ?? null;
}

/** An existing job as the edit form's starting values. */
export function jobFormValues(job: Job): JobFormValues {
  return {
    title: job.title,
    department: job.department,
    location: job.location,
    type: job.type,
    description: job.description,
    // The form always shows at least one row per list.
    responsibilities: job.responsibilities.length ? job.responsibilities : [""],
    requirements: job.requirements.length ? job.requirements : [""],
    publish: currentPublishChoice({ live: job.isActive, scheduledAt: job.scheduledAt }),
    opensAt: job.scheduledAt ? companyWallTime(job.scheduledAt) : "",
    closingDate: job.closingDate ?? "",
    isRemote: job.isRemote,
    salaryMin: job.salaryMin === null ? "" : String(job.salaryMin),
    salaryMax: job.salaryMax === null ? "" : String(job.salaryMax),
    salaryCurrency: job.salaryCurrency ?? NEW_JOB_DEFAULTS.salaryCurrency,
    salaryUnit: job.salaryUnit ?? NEW_JOB_DEFAULTS.salaryUnit,
    questions: readScreeningQuestions(job.screeningQuestions).map(screeningQuestionFormValues),
  };
}
