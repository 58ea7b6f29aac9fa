import { eq, sql } from "drizzle-orm";
import { beforeAll, expect, test } from "vitest";
import { db } from "~/db/client.server";
import { applications, auditLog, jobs } from "~/db/schema";
import { createAdmin } from "../../../tests/helpers/accounts";
import { changesContent } from "../../../tests/helpers/content-version";
import { setupTestDatabase } from "../../../tests/helpers/test-database";
import type { Actor } from "~/modules/actor/actor";
import { requireStaffActor } from "~/routes/session-guard.server";
import { parsedForm, writeForm } from "../../../tests/helpers/form-write";
import { JOB_ADMIN_MESSAGES } from "./job-messages";
import { JobSchema } from "./job-schema";
import { createJob, deleteJob, setJobActive, updateJob } from "./job-writes.server";
import { companyWallTime } from "~/utils/calendar-dates";
import { openDueJobs } from "./job-schedule.server";
import { getActiveJob } from "./jobs.server";
import { getJobForAdmin, jobFormValues } from "./jobs-admin.server";

setupTestDatabase();

const IP = "203.0.113.77";
let admin: Awaited<ReturnType<typeof createAdmin>>;
let actor: Actor;

beforeAll(async () => {
  admin = await createAdmin("jobs");
  actor = await as(admin.cookie);
});

/** The actor the route hands on for an administrator's cookie. */
const as = (cookie: string) =>
  requireStaffActor(
    new Request("http://localhost:3000/admin/jobs", { headers: { cookie } }),
    IP,
    null,
  );

/** A form post as the browser sends it; null leaves a field out (an unticked checkbox). */
function form(fields: Record<string, string | string[] | null>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === null) continue;
    if (Array.isArray(value)) value.forEach((entry, i) => data.append(`${name}[${i}]`, entry));
    else data.append(name, value);
  }
  return data;
}

const jobForm = (overrides: Record<string, string | string[] | null> = {}) =>
  form({
    title: "Staff Data Engineer",
    department: "Engineering",
    // Outside the pay-range places, so a job without a salary is fine (decision 047).
    location: "Remote (US)",
    type: "Full-time",
    description: "Own our pipelines.",
    responsibilities: ["Design pipelines", "Mentor"],
    requirements: ["Python"],
    publish: "now",
    salaryCurrency: "USD",
    salaryUnit: "YEAR",
    ...overrides,
  });

async function auditFor(targetId: string) {
  return db().select().from(auditLog).where(eq(auditLog.targetId, targetId));
}

async function created(fields: Record<string, string | string[] | null> = {}) {
  const outcome = await createJob(actor, parsedForm(JobSchema, jobForm(fields)));
  if (!outcome.ok) throw new Error(`create failed: ${JSON.stringify(outcome)}`);
  return outcome.value;
}

test("create: id from the title, suffixed when taken; posting date from the system; audited", async () => {
  const before = Date.now();
  const first = await created({ datePosted: "2001-01-01", id: "my-own-id" });
  const second = await created({ title: "  Staff Data Engineer " });
  expect(first.id).toBe("staff-data-engineer");
  expect(second.id).toBe("staff-data-engineer-2");
  expect(first.datePosted.getTime()).toBeGreaterThanOrEqual(before - 5_000);
  expect(first).toMatchObject({
    title: "Staff Data Engineer",
    responsibilities: ["Design pipelines", "Mentor"],
    isActive: true,
    salaryMin: null,
    salaryCurrency: null,
  });
  expect(await auditFor(first.id)).toMatchObject([
    { action: "job.create", actorId: admin.id, ip: IP, details: { isActive: true } },
  ]);
  // Visible publicly at once.
  expect((await getActiveJob(first.id))?.title).toBe("Staff Data Engineer");
});

test("create: 'Save as draft' keeps the job off the public pages", async () => {
  const job = await created({ title: "Quiet Role", publish: "draft" });
  expect(job.isActive).toBe(false);
  expect(await getActiveJob(job.id)).toBeNull();
});

test("create: additional details are stored; currency and period only with an amount", async () => {
  const job = await created({
    title: "Remote SRE",
    closingDate: "2027-03-01",
    isRemote: "on",
    salaryMin: "90000",
    salaryMax: "120000",
    salaryCurrency: "EUR",
    salaryUnit: "MONTH",
  });
  expect(job).toMatchObject({
    closingDate: "2027-03-01",
    isRemote: true,
    salaryMin: 90000,
    salaryMax: 120000,
    salaryCurrency: "EUR",
    salaryUnit: "MONTH",
  });
});

test("create: bad input is answered with the messages and the typed values, and writes nothing", async () => {
  const count = async () => (await db().select().from(jobs)).length;
  const before = await count();
  const outcome = await writeForm(
    JobSchema,
    jobForm({ title: "  ", responsibilities: ["Keep me", ""] }),
    (input) => createJob(actor, input),
  );
  expect(outcome).toMatchObject({ ok: false, reason: "invalid" });
  if (outcome.ok) return;
  expect(outcome.result?.error).toEqual({
    title: ["Job title is required"],
    responsibilities: ["All responsibilities must be filled"],
  });
  // Both rows come back (the blank one as an empty value), so the form shows what was typed.
  const kept = outcome.result?.initialValue as { responsibilities: unknown[] };
  expect(kept.responsibilities).toHaveLength(2);
  expect(kept.responsibilities[0]).toBe("Keep me");
  expect(await count()).toBe(before);
});

test("update: changes the fields, never the id or the posting date; unknown ids are not found", async () => {
  const job = await created({ title: "Editable Role" });
  const outcome = await updateJob(
    actor,
    job.id,
    parsedForm(
      JobSchema,
      jobForm({ title: "Edited Role", requirements: ["Go", "SQL"], datePosted: "2001-01-01" }),
    ),
  );
  expect(outcome).toMatchObject({ ok: true });
  if (!outcome.ok) return;
  expect(outcome.value).toMatchObject({
    id: job.id,
    title: "Edited Role",
    requirements: ["Go", "SQL"],
  });
  expect(outcome.value.datePosted).toEqual(job.datePosted);
  expect((await getActiveJob(job.id))?.title).toBe("Edited Role");
  const entries = await auditFor(job.id);
  expect(entries.find((entry) => entry.action === "job.update")).toMatchObject({
    actorId: admin.id,
    details: { title: "Edited Role", changed: "title,requirements" },
  });
  expect(await updateJob(actor, "no-such-job", parsedForm(JobSchema, jobForm()))).toEqual({
    ok: false,
    reason: "not-found",
    message: JOB_ADMIN_MESSAGES.notFound,
  });
  expect(await updateJob(actor, undefined, parsedForm(JobSchema, jobForm()))).toMatchObject({
    ok: false,
    reason: "not-found",
  });
});

test("toggle: sets the state asked for, audits only a real change; unknown ids are 404", async () => {
  const job = await created({ title: "Toggled Role" });
  const toggle = (intent: string, jobId = job.id) => setJobActive(actor, form({ intent, jobId }));
  expect(await toggle("deactivate")).toEqual({ ok: true, value: "deactivated" });
  expect(await getActiveJob(job.id)).toBeNull();
  expect(await toggle("deactivate")).toEqual({ ok: true, value: null });
  expect(await toggle("activate")).toEqual({ ok: true, value: "activated" });
  expect((await getActiveJob(job.id))?.id).toBe(job.id);
  expect((await auditFor(job.id)).map((entry) => entry.action).sort()).toEqual([
    "job.activate",
    "job.create",
    "job.deactivate",
  ]);
  expect(await toggle("activate", "no-such-job")).toEqual({
    ok: false,
    reason: "not-found",
    message: JOB_ADMIN_MESSAGES.notFound,
  });
  expect(await toggle("explode")).toMatchObject({ ok: false, reason: "invalid" });
  expect(await toggle("delete")).toMatchObject({ ok: false, reason: "invalid" });
});

test("delete: applications are kept with their title and no link; deleting twice is a 404", async () => {
  const job = await created({ title: "Doomed Role" });
  const [application] = await db()
    .insert(applications)
    .values({
      jobId: job.id,
      jobTitle: job.title,
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@example.com",
      phone: "555",
      location: "NJ",
      experience: "3-5",
      coverLetter: "x".repeat(100),
      privacyConsent: true,
      resumeKey: "doomed-resume",
      resumeFileName: "cv.pdf",
      resumeSize: 10,
      resumeSha256: "0".repeat(64),
      idempotencyKey: "doomed-key",
    })
    .returning();
  const remove = () => deleteJob(actor, form({ intent: "delete", jobId: job.id }));
  expect(await remove()).toEqual({ ok: true, value: "deleted" });
  expect(await db().select().from(jobs).where(eq(jobs.id, job.id))).toEqual([]);
  const [kept] = await db().select().from(applications).where(eq(applications.id, application!.id));
  expect(kept).toMatchObject({ jobId: null, jobTitle: "Doomed Role" });
  expect((await auditFor(job.id)).find((entry) => entry.action === "job.delete")).toMatchObject({
    details: { title: "Doomed Role", applicationsKept: 1 },
  });
  expect(await remove()).toEqual({
    ok: false,
    reason: "not-found",
    message: JOB_ADMIN_MESSAGES.notFound,
  });
  expect(await deleteJob(actor, form({ jobId: job.id }))).toMatchObject({
    reason: "invalid",
  });
});

test("a failed write answers with the spec's message and keeps what was typed", async () => {
  const job = await created({ title: "Fragile Role" });
  // A real database failure: every write to jobs raises until the trigger is dropped.
  await db().execute(sql`
    create function jobs_refuse_writes() returns trigger language plpgsql as
    $$ begin raise exception 'jobs are read-only right now'; end $$`);
  await db().execute(sql`
    create trigger jobs_refuse_writes before insert or update or delete on jobs
    for each row execute function jobs_refuse_writes()`);
  try {
    const add = await writeForm(JobSchema, jobForm({ title: "Never Saved" }), (input) =>
      createJob(actor, input),
    );
    expect(add).toMatchObject({ ok: false, reason: "failed" });
    if (!add.ok) {
      expect(add.result?.error).toEqual({ "": [JOB_ADMIN_MESSAGES.addFailed] });
      expect(add.result?.initialValue).toMatchObject({ title: "Never Saved" });
    }
    const edit = await writeForm(JobSchema, jobForm({ title: "Never Edited" }), (input) =>
      updateJob(actor, job.id, input),
    );
    expect(edit).toMatchObject({ ok: false, reason: "failed" });
    if (!edit.ok) {
      expect(edit.result?.error).toEqual({ "": [JOB_ADMIN_MESSAGES.updateFailed] });
      expect(edit.result?.initialValue).toMatchObject({ title: "Never Edited" });
    }
    expect(await deleteJob(actor, form({ intent: "delete", jobId: job.id }))).toMatchObject({
      ok: false,
      reason: "failed",
      message: JOB_ADMIN_MESSAGES.deleteFailed,
    });
    expect(await setJobActive(actor, form({ intent: "deactivate", jobId: job.id }))).toMatchObject({
      ok: false,
      reason: "failed",
      message: JOB_ADMIN_MESSAGES.updateFailed,
    });
  } finally {
    await db().execute(sql`drop trigger jobs_refuse_writes on jobs`);
    await db().execute(sql`drop function jobs_refuse_writes`);
  }
  expect(await getActiveJob(job.id)).toMatchObject({ title: "Fragile Role", isActive: true });
  expect((await auditFor(job.id)).map((entry) => entry.action)).toEqual(["job.create"]);
});

test("every write that changes /careers marks the public content changed", async () => {
  let id = "";
  expect(
    await changesContent(async () => {
      id = (await created({ title: "Versioned Role" })).id;
    }),
  ).toBe(true);
  expect(
    await changesContent(() =>
      updateJob(actor, id, parsedForm(JobSchema, jobForm({ title: "Renamed" }))),
    ),
  ).toBe(true);
  const toggle = (intent: string) => form({ intent, jobId: id });
  expect(await changesContent(() => setJobActive(actor, toggle("deactivate")))).toBe(true);
  // Asking for the state it already has changes nothing.
  expect(await changesContent(() => setJobActive(actor, toggle("deactivate")))).toBe(false);
  expect(await changesContent(() => setJobActive(actor, toggle("activate")))).toBe(true);
  expect(await changesContent(() => deleteJob(actor, toggle("delete")))).toBe(true);
  expect(await changesContent(() => deleteJob(actor, toggle("delete")))).toBe(false);
});

test("a job with an opening time is Scheduled, opens by itself at that minute, and counts as posted then", async () => {
  const inFiveMinutes = companyWallTime(new Date(Date.now() + 5 * 60_000));
  const job = await created({
    title: "Scheduled Analyst",
    publish: "schedule",
    opensAt: inFiveMinutes,
  });
  expect(job).toMatchObject({ isActive: false });
  expect(job.scheduledAt).toBeInstanceOf(Date);
  expect(await openDueJobs()).toEqual([]);
  expect(await getActiveJob(job.id)).toBeNull();

  const due = new Date(job.scheduledAt!.getTime() + 1_000);
  expect(await changesContent(() => openDueJobs(due))).toBe(true);
  const open = await getActiveJob(job.id);
  expect(open).toMatchObject({ isActive: true, scheduledAt: null });
  expect(open?.datePosted.getTime()).toBe(job.scheduledAt!.getTime());
  expect(await openDueJobs(due)).toEqual([]);

  // A past time is refused; opening by hand ends a schedule.
  const late = await writeForm(
    JobSchema,
    jobForm({ publish: "schedule", opensAt: companyWallTime(new Date(Date.now() - 60_000)) }),
    (input) => createJob(actor, input),
  );
  expect(late.ok ? null : late.result?.error?.opensAt).toEqual([
    "Choose a time in the future, or publish now",
  ]);
  const later = await created({
    title: "Later Analyst",
    publish: "schedule",
    opensAt: inFiveMinutes,
  });
  await setJobActive(actor, form({ intent: "activate", jobId: later.id }));
  const [row] = await db().select().from(jobs).where(eq(jobs.id, later.id));
  expect(row).toMatchObject({ isActive: true, scheduledAt: null });
});

test("a time typed with 'Publish now' is not a schedule; editing shows and keeps each state", async () => {
  const inAnHour = companyWallTime(new Date(Date.now() + 3_600_000));
  const live = await created({ title: "Live Now Analyst", publish: "now", opensAt: inAnHour });
  expect(live).toMatchObject({ isActive: true, scheduledAt: null });

  const scheduled = await created({
    title: "Later Role",
    publish: "schedule",
    opensAt: inAnHour,
  });
  const values = jobFormValues((await getJobForAdmin(scheduled.id))!);
  expect(values).toMatchObject({ publish: "schedule", opensAt: inAnHour });
  expect(jobFormValues(live)).toMatchObject({ publish: "now" });

  // Saved as a draft, the schedule is gone; the list then says Inactive, not Scheduled.
  const saved = await updateJob(
    actor,
    scheduled.id,
    parsedForm(JobSchema, jobForm({ publish: "draft", opensAt: inAnHour })),
  );
  expect(saved.ok && saved.value).toMatchObject({ isActive: false, scheduledAt: null });
  expect(jobFormValues((await getJobForAdmin(scheduled.id))!)).toMatchObject({ publish: "draft" });

  // A schedule without a time is a field error on the server too; nothing is written.
  const missing = await writeForm(
    JobSchema,
    jobForm({ publish: "schedule", opensAt: "" }),
    (input) => updateJob(actor, scheduled.id, input),
  );
  expect(missing.ok ? null : missing.result?.error?.opensAt).toEqual([
    "Enter the date and time to publish at",
  ]);
});
