import { randomBytes } from "node:crypto";
import { and, count, eq, like, ne, or } from "drizzle-orm";
import { db, type Tx } from "~/db/client.server";
import { escapeLike, isUniqueViolation } from "~/db/sql-helpers.server";
import { isDatabaseUnavailableError } from "~/utils/database-errors.server";
import { countDatabaseError } from "~/utils/metrics.server";
import { applications, jobs, type Job } from "~/db/schema";
import type { Actor } from "~/modules/actor/actor";
import { recordAudit } from "~/modules/audit/audit.server";
import { getLogger } from "~/utils/logger.server";
import { firstFreeJobId, jobIdBase } from "./job-ids";
import { JOB_ADMIN_MESSAGES, type JobNoticeKey } from "./job-messages";
import { noteJobOpened, queueAlertFanOut } from "~/modules/job-alerts/alert-sending.server";
import { queueScheduledOpening } from "./job-schedule.server";
import { JobRowActionSchema, opensNow, scheduledOpening, type JobInput } from "./job-schema";
import { isSlugId } from "~/utils/ids";
import { storedQuestion, type ScreeningQuestion } from "./screening-questions";
import {
  refused,
  rejected,
  written,
  type Failure,
  type Refusal,
  type Result,
} from "~/utils/domain-result";
import { getPayPlaces } from "./pay-places.server";
import { PAY_PLACE_MESSAGES, payPlaceOf, payRangeErrors } from "./pay-transparency";
import { assertActorMay } from "~/modules/roles/authorize";

/**
 * Every admin write to jobs. Each function checks the admin itself, takes the
 * form as the route parsed it with JobSchema (or checks the list's small
 * form), writes, and records an audit entry, so no route can skip a step. Each write marks the public content changed in its own
 * transaction, so cached pages (/careers, the job page, the sitemap) are
 * fresh before the save returns.
 */

/**
 * The form's writes: the job, or why not — an unknown job, a failed or
 * unavailable write, or a missing pay range (field errors).
 */
export type JobFormOutcome = Result<Job, Failure>;

/** The list's buttons: the confirmation to show (none when nothing changed). */
export type JobRowOutcome = Result<JobNoticeKey | null, Refusal>;

/** The columns the form sets. */
const FORM_COLUMNS = [
  "title",
  "department",
  "location",
  "type",
  "description",
  "responsibilities",
  "requirements",
  "isActive",
  "scheduledAt",
  "closingDate",
  "isRemote",
  "salaryMin",
  "salaryMax",
  "salaryCurrency",
  "salaryUnit",
  "screeningQuestions",
] as const satisfies ReadonlyArray<keyof Job>;

/** Row values from the form. A pay period and currency mean nothing without an amount. */
function rowValues(input: JobInput): Pick<Job, (typeof FORM_COLUMNS)[number]> {
  const hasSalary = input.salaryMin !== undefined || input.salaryMax !== undefined;
  return {
    title: input.title,
    department: input.department,
    location: input.location,
    type: input.type,
    description: input.description,
    responsibilities: input.responsibilities,
    requirements: input.requirements,
    isActive: opensNow(input),
    scheduledAt: scheduledOpening(input),
    closingDate: input.closingDate ?? null,
    isRemote: input.isRemote,
    salaryMin: input.salaryMin ?? null,
    salaryMax: input.salaryMax ?? null,
    salaryCurrency: hasSalary ? (input.salaryCurrency ?? null) : null,
    salaryUnit: hasSalary ? (input.salaryUnit ?? null) : null,
    screeningQuestions: screeningQuestions(input.questions),
  };
}

/**
 * The questions to store, each with an id: kept from the form for a question
 * already saved (it names the apply form's field), a new one otherwise.
 */
function screeningQuestions(questions: JobInput["questions"]): ScreeningQuestion[] {
  const taken = new Set<string>();
  return questions.map((question) => {
    let id = question.id;
    while (!id || taken.has(id)) id = randomBytes(4).toString("hex");
    taken.add(id);
    return storedQuestion(question, id);
  });
}

/** A free id for the title: its slug, suffixed (-2, -3…) when taken. */
async function uniqueJobId(title: string): Promise<string> {
  const base = jobIdBase(title);
  const rows = await db()
    .select({ id: jobs.id })
    .from(jobs)
    .where(or(eq(jobs.id, base), like(jobs.id, `${escapeLike(base)}-%`)));
  return firstFreeJobId(base, new Set(rows.map((row) => row.id)));
}

/** Two admins creating the same title at once: the loser of the race takes the next suffix. */
const ID_ATTEMPTS = 3;

async function insertJob(
  input: JobInput,
  audit: (tx: Tx, job: Job) => Promise<void>,
): Promise<Job> {
  for (let attempt = 1; ; attempt++) {
    try {
      const id = await uniqueJobId(input.title);
      return await db().transaction(async (tx) => {
        // date_posted comes from the database clock, never from the form.
        const [row] = await tx
          .insert(jobs)
          .values({ id, ...rowValues(input) })
          .returning();
        await audit(tx, row!);
        return row!;
      });
    } catch (error) {
      if (attempt >= ID_ATTEMPTS || !isUniqueViolation(error)) throw error;
    }
  }
}

function failedWrite(error: unknown, what: string): "failed" | "unavailable" {
  getLogger().error({ err: error }, `${what} failed`);
  if (!isDatabaseUnavailableError(error)) return "failed";
  countDatabaseError("unavailable");
  return "unavailable";
}

/**
 * A job that is or will be on the careers page (published now or scheduled)
 * in a place whose law requires a pay range must have one (decision 047). A
 * draft may wait: it is no posting yet, and opening it checks again.
 */
async function missingPayRange(input: JobInput) {
  if (input.publish === "draft") return null;
  const errors = payRangeErrors(input, await getPayPlaces());
  return errors ? rejected("invalid", errors) : null;
}

export async function createJob(actor: Actor, input: JobInput): Promise<JobFormOutcome> {
  assertActorMay(actor, "jobs");
  const missing = await missingPayRange(input);
  if (missing) return missing;
  let job: Job;
  try {
    // The job and its audit entry: both or neither.
    job = await insertJob(input, (tx, row) =>
      recordAudit(
        {
          action: "job.create",
          actor: actor.user,
          target: { id: row.id },
          ip: actor.ip,
          details: { title: row.title, isActive: row.isActive },
        },
        tx,
      ).then(() => (row.isActive ? noteJobOpened(tx, row.id) : undefined)),
    );
  } catch (error) {
    return refused(failedWrite(error, "job create"), JOB_ADMIN_MESSAGES.addFailed);
  }
  await queueScheduledOpening(job.scheduledAt);
  if (job.isActive) await queueAlertFanOut();
  return written(job);
}

/** Names of the form's columns whose value differs (arrays and nulls compared by value). */
function changedFields(before: Job, after: Job): string[] {
  return FORM_COLUMNS.filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
}

export async function updateJob(
  actor: Actor,
  jobId: string | undefined,
  input: JobInput,
): Promise<JobFormOutcome> {
  assertActorMay(actor, "jobs");
  if (!isSlugId(jobId)) return refused("not-found", JOB_ADMIN_MESSAGES.notFound);
  const missing = await missingPayRange(input);
  if (missing) return missing;
  const values = rowValues(input);
  let change: { before: Job; after: Job } | null;
  try {
    change = await db().transaction(async (tx) => {
      const [before] = await tx.select().from(jobs).where(eq(jobs.id, jobId)).for("update");
      if (!before) return null;
      // The id and date_posted never change: links and the posting date stay put.
      const [after] = await tx.update(jobs).set(values).where(eq(jobs.id, jobId)).returning();
      await recordAudit(
        {
          action: "job.update",
          actor: actor.user,
          target: { id: jobId },
          ip: actor.ip,
          details: {
            title: after!.title,
            changed: changedFields(before, after!).join(",") || "nothing",
          },
        },
        tx,
      );
      // Opened by this save: subscribers hear of it (job alerts).
      if (!before.isActive && after!.isActive) await noteJobOpened(tx, jobId);
      return { before, after: after! };
    });
  } catch (error) {
    return refused(failedWrite(error, "job update"), JOB_ADMIN_MESSAGES.updateFailed);
  }
  if (!change) return refused("not-found", JOB_ADMIN_MESSAGES.notFound);
  await queueScheduledOpening(change.after.scheduledAt);
  if (!change.before.isActive && change.after.isActive) await queueAlertFanOut();
  return written(change.after);
}

function parseRowAction(formData: FormData) {
  const parsed = JobRowActionSchema.safeParse(Object.fromEntries(formData));
  return parsed.success ? parsed.data : null;
}

const invalidRow = refused("invalid", JOB_ADMIN_MESSAGES.invalidRequest);
const missingRow = refused("not-found", JOB_ADMIN_MESSAGES.notFound);

/** Opening a job from the list: the same pay-range rule as the form. */
async function payRangeRefusal(jobId: string): Promise<Refusal | null> {
  const [job] = await db()
    .select({
      title: jobs.title,
      location: jobs.location,
      salaryMin: jobs.salaryMin,
      salaryMax: jobs.salaryMax,
    })
    .from(jobs)
    .where(eq(jobs.id, jobId));
  if (!job) return null;
  const places = await getPayPlaces();
  const place = payPlaceOf(job.location, places);
  if (!place || !payRangeErrors(job, places)) return null;
  return refused("conflict", PAY_PLACE_MESSAGES.opening(place.name, job.title));
}

/** The list's toggle: sets the state asked for, so a double click changes nothing twice. */
export async function setJobActive(actor: Actor, formData: FormData): Promise<JobRowOutcome> {
  assertActorMay(actor, "jobs");
  const action = parseRowAction(formData);
  if (!action || action.intent === "delete") return invalidRow;
  const active = action.intent === "activate";
  if (active) {
    const refusal = await payRangeRefusal(action.jobId);
    if (refusal) return refusal;
  }
  try {
    const changed = await db().transaction(async (tx) => {
      const [row] = await tx
        .update(jobs)
        // Opened or closed by hand: any schedule is over.
        .set({ isActive: active, scheduledAt: null })
        .where(and(eq(jobs.id, action.jobId), ne(jobs.isActive, active)))
        .returning({ id: jobs.id, title: jobs.title });
      if (row) {
        await recordAudit(
          {
            action: active ? "job.activate" : "job.deactivate",
            actor: actor.user,
            target: { id: row.id },
            ip: actor.ip,
            details: { title: row.title },
          },
          tx,
        );
        if (active) await noteJobOpened(tx, row.id);
      }
      return row;
    });
    if (!changed) {
      const exists = await db().select({ id: jobs.id }).from(jobs).where(eq(jobs.id, action.jobId));
      return exists.length ? written(null) : missingRow;
    }
    if (active) await queueAlertFanOut();
    return written(active ? "activated" : "deactivated");
  } catch (error) {
    return refused(failedWrite(error, "job status change"), JOB_ADMIN_MESSAGES.updateFailed);
  }
}

/**
 * Deletes a job. Its applications stay: they keep the job title they were
 * sent for, and job_id becomes null (ON DELETE SET NULL).
 */
export async function deleteJob(actor: Actor, formData: FormData): Promise<JobRowOutcome> {
  assertActorMay(actor, "jobs");
  const action = parseRowAction(formData);
  if (!action || action.intent !== "delete") return invalidRow;
  let deleted: { id: string; title: string; applications: number } | null;
  try {
    deleted = await db().transaction(async (tx) => {
      const [kept] = await tx
        .select({ value: count() })
        .from(applications)
        .where(eq(applications.jobId, action.jobId));
      const [row] = await tx
        .delete(jobs)
        .where(eq(jobs.id, action.jobId))
        .returning({ id: jobs.id, title: jobs.title });
      if (!row) return null;
      const applicationsKept = kept?.value ?? 0;
      await recordAudit(
        {
          action: "job.delete",
          actor: actor.user,
          target: { id: row.id },
          ip: actor.ip,
          details: { title: row.title, applicationsKept },
        },
        tx,
      );
      return { ...row, applications: applicationsKept };
    });
  } catch (error) {
    return refused(failedWrite(error, "job delete"), JOB_ADMIN_MESSAGES.deleteFailed);
  }
  if (!deleted) return missingRow;
  return written("deleted" as const);
}
