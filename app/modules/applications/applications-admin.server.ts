import type { z } from "zod";
import {
  listVisitSources,
  visitSourceCondition,
} from "~/modules/analytics/visit-source-filter.server";
import { and, asc, count, desc, eq, ilike, isNull, or, sql, type SQL } from "drizzle-orm";
import { db } from "~/db/client.server";
import { applications, jobs, type Application } from "~/db/schema";
import { containsPattern } from "~/db/sql-helpers.server";
import { recordAudit } from "~/modules/audit/audit.server";
import type { Actor } from "~/modules/actor/actor";
import { refused, written, type Result } from "~/utils/domain-result";
import { isUuid } from "~/utils/ids";
import {
  APPLICATION_ADMIN_MESSAGES,
  type ApplicationStatusSchema,
} from "./application-admin-schema";
import { transactionWithMail } from "~/modules/mail/outgoing-mail.server";
import { isStatusEmailKind, queueStatusEmail, statusEmailContext } from "./status-emails.server";
import {
  APPLICATIONS_PAGE_SIZE,
  DELETED_JOB_PREFIX,
  GENERAL_JOB_FILTER,
  GENERAL_JOB_FILTER_LABEL,
  type ApplicationFilters,
  type ApplicationViewFilters,
} from "./application-filters";
import { APPLICATION_STATUSES, type ApplicationStatus } from "./application-status";
import { paginate } from "~/utils/pagination";
import { assertActorMay } from "~/modules/roles/authorize";
import { currentOverdueCutoff, overdueCondition } from "./overdue.server";

/**
 * The admin inbox of job applications: reads for staff and the status
 * pipeline. Public code never calls these (applications.server.ts is the
 * public side: submitting).
 */

export type ApplicationListRow = Pick<
  Application,
  | "id"
  | "firstName"
  | "lastName"
  | "email"
  | "jobId"
  | "jobTitle"
  | "status"
  | "knockout"
  | "createdAt"
> & {
  /** Unanswered past the response target (issue 30 item 2). */
  overdue: boolean;
};

const LIST_COLUMNS = {
  id: applications.id,
  firstName: applications.firstName,
  lastName: applications.lastName,
  email: applications.email,
  jobId: applications.jobId,
  jobTitle: applications.jobTitle,
  status: applications.status,
  knockout: applications.knockout,
  createdAt: applications.createdAt,
};

export type JobOption = { value: string; label: string };

export type ApplicationInbox = {
  rows: ApplicationListRow[];
  /** Applications matching every filter. */
  matching: number;
  /** Applications matching the search and job, per status (the status shortcuts). */
  statusCounts: Record<ApplicationStatus, number>;
  /** All applications, unfiltered (tells "no applications yet" from "no matches"). */
  total: number;
  page: number;
  pageCount: number;
  jobOptions: JobOption[];
  /** The visits' sources the applications name, for the source filter (decision 048). */
  sourceOptions: { value: string; label: string }[];
};

function jobCondition(job: string): SQL | undefined {
  if (!job) return undefined;
  if (job === GENERAL_JOB_FILTER) return eq(applications.isGeneral, true);
  if (job.startsWith(DELETED_JOB_PREFIX)) {
    return and(
      isNull(applications.jobId),
      eq(applications.isGeneral, false),
      eq(applications.jobTitle, job.slice(DELETED_JOB_PREFIX.length)),
    );
  }
  return eq(applications.jobId, job);
}

function searchCondition(q: string): SQL | undefined {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  return or(
    ilike(applications.firstName, pattern),
    ilike(applications.lastName, pattern),
    ilike(applications.email, pattern),
    // "Dana Okafor" finds Dana Okafor.
    sql`(${applications.firstName} || ' ' || ${applications.lastName}) ilike ${pattern}`,
  );
}

/** The WHERE of a filtered view (without the status, for the per-status counts). */
function conditions(filters: Omit<ApplicationViewFilters, "status">): SQL[] {
  return [
    jobCondition(filters.job),
    searchCondition(filters.q),
    filters.answers ? eq(applications.knockout, true) : undefined,
    visitSourceCondition(applications.visitSource, filters.source ?? ""),
  ].filter((condition): condition is SQL => condition !== undefined);
}

export function applicationsWhere(filters: ApplicationViewFilters): SQL | undefined {
  const all = conditions(filters);
  if (filters.status) all.push(eq(applications.status, filters.status));
  return all.length ? and(...all) : undefined;
}

/**
 * Jobs that have applications, for the job filter: live jobs by id (under
 * their current title), deleted jobs by the title the applications kept.
 */
export async function listApplicationJobOptions(): Promise<JobOption[]> {
  const rows = await db()
    .selectDistinct({
      jobId: applications.jobId,
      snapshot: applications.jobTitle,
      current: jobs.title,
      general: applications.isGeneral,
    })
    .from(applications)
    .leftJoin(jobs, eq(jobs.id, applications.jobId));
  const options = new Map<string, string>();
  for (const row of rows) {
    if (row.jobId) options.set(row.jobId, row.current ?? row.snapshot);
    else if (row.general) options.set(GENERAL_JOB_FILTER, GENERAL_JOB_FILTER_LABEL);
    else options.set(`${DELETED_JOB_PREFIX}${row.snapshot}`, `${row.snapshot} (deleted job)`);
  }
  return [...options]
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => a.label.localeCompare(b.label, "en") || a.value.localeCompare(b.value));
}

async function countByStatus(where: SQL | undefined): Promise<Record<ApplicationStatus, number>> {
  const rows = await db()
    .select({ status: applications.status, value: count() })
    .from(applications)
    .where(where)
    .groupBy(applications.status);
  const counts = Object.fromEntries(APPLICATION_STATUSES.map((status) => [status, 0])) as Record<
    ApplicationStatus,
    number
  >;
  for (const row of rows) counts[row.status] = row.value;
  return counts;
}

/**
 * One page of the inbox, newest first (or overdue first, oldest first), with
 * the counts and options the page shows.
 */
export async function listApplicationsPageForAdmin(
  filters: ApplicationFilters,
  now: Date = new Date(),
): Promise<ApplicationInbox> {
  const overdue = overdueCondition(await currentOverdueCutoff(now));
  const where =
    filters.response === "overdue"
      ? and(applicationsWhere(filters), overdue)
      : applicationsWhere(filters);
  const withoutStatus = conditions(filters);
  const [[matchingRow], [totalRow], statusCounts, jobOptions, sourceOptions] = await Promise.all([
    db().select({ value: count() }).from(applications).where(where),
    db().select({ value: count() }).from(applications),
    countByStatus(withoutStatus.length ? and(...withoutStatus) : undefined),
    listApplicationJobOptions(),
    listVisitSources(applications, applications.visitSource),
  ]);
  const matching = matchingRow?.value ?? 0;
  const { page, pageCount, offset } = paginate(matching, APPLICATIONS_PAGE_SIZE, filters.page);
  const rows = matching
    ? await db()
        .select({ ...LIST_COLUMNS, overdue: sql<boolean>`coalesce(${overdue}, false)` })
        .from(applications)
        .where(where)
        .orderBy(
          ...(filters.sort === "overdue"
            ? [desc(overdue), asc(applications.createdAt), asc(applications.id)]
            : [desc(applications.createdAt), desc(applications.id)]),
        )
        .limit(APPLICATIONS_PAGE_SIZE)
        .offset(offset)
    : [];
  return {
    rows,
    matching,
    statusCounts,
    total: totalRow?.value ?? 0,
    page,
    pageCount,
    jobOptions,
    sourceOptions,
  };
}

/** Every field of one application, or null for an unknown or malformed id. */
export async function getApplicationForAdmin(id: string | undefined): Promise<Application | null> {
  if (!isUuid(id)) return null;
  const [row] = await db().select().from(applications).where(eq(applications.id, id)).limit(1);
  return row ?? null;
}

/**
 * Moves an application to any status (forward, back, or to Rejected from any
 * step). Checks the admin, writes the status the route parsed with
 * ApplicationStatusSchema, and records application.status with the old and
 * new status. Saving the status it already has changes and records nothing.
 */
export async function changeApplicationStatus(
  actor: Actor,
  id: string | undefined,
  input: z.output<typeof ApplicationStatusSchema>,
): Promise<Result<{ from: ApplicationStatus; to: ApplicationStatus; emailed: boolean | null }>> {
  assertActorMay(actor, "applications");
  if (!isUuid(id)) return refused("not-found", APPLICATION_ADMIN_MESSAGES.notFound);
  const to = input.status;

  // Closing sends the closing e-mail unless opted out (with a reason); Interview's is asked for.
  const skipped = to === "rejected" && input.skipClosingEmail;
  const notify = to === "rejected" ? !skipped : input.notify && isStatusEmailKind(to);
  const context = notify ? await statusEmailContext() : null;
  const { value: before, mail } = await transactionWithMail(async (tx, outbox) => {
    const [row] = await tx
      .select({
        status: applications.status,
        firstName: applications.firstName,
        email: applications.email,
        jobTitle: applications.jobTitle,
        firstResponseAt: applications.firstResponseAt,
      })
      .from(applications)
      .where(eq(applications.id, id))
      .for("update");
    if (!row) return null;
    if (row.status === to) return row;
    // The first move away from New is the candidate's first answer (decision 044).
    const firstResponse = row.status === "new" && !row.firstResponseAt ? new Date() : undefined;
    await tx
      .update(applications)
      .set(firstResponse ? { status: to, firstResponseAt: firstResponse } : { status: to })
      .where(eq(applications.id, id));
    await recordAudit(
      {
        action: "application.status",
        actor: actor.user,
        target: { id },
        ip: actor.ip,
        details:
          skipped && input.skipReason
            ? { from: row.status, to, closingEmail: "skipped", reason: input.skipReason }
            : { from: row.status, to },
      },
      tx,
    );
    // The candidate hears only of a real move to Interview (when asked for) or Rejected (unless opted out).
    if (context && isStatusEmailKind(to)) {
      const candidate = { id, firstName: row.firstName, email: row.email, jobTitle: row.jobTitle };
      await queueStatusEmail(tx, outbox, actor, candidate, to, context);
    }
    return row;
  });
  if (before === null) return refused("not-found", APPLICATION_ADMIN_MESSAGES.notFound);
  // true: sent (or, without SMTP, written to the outbox) at once; false: waiting for a retry.
  const emailed = mail === "none" ? null : mail === "sent";
  return written({ from: before.status, to, emailed });
}
