import { and, eq } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { expect, test } from "vitest";
import {
  emailDeliveries,
  jobAlertLinks,
  jobAlertOpenings,
  jobAlertSends,
  jobAlertSubscriptions,
  jobs,
} from "~/db/schema";
import { hashCandidateToken } from "~/modules/applications/candidate-links.server";
import { openDueJobs } from "~/modules/jobs/job-schedule.server";
import { demoJobValues } from "~/modules/jobs/jobs-seed.server";
import type { DemoJob } from "~/modules/jobs/demo-jobs";
import { eraseOwnPersonData, exportOwnPersonData } from "~/modules/privacy/person-data.server";
import { setupTestDatabase } from "../../../tests/helpers/test-database";
import {
  fanOutOpenings,
  noteJobOpened,
  sendDueDigests,
  sendInstantBatch,
} from "./alert-sending.server";
import { JobAlertSubscribeSchema, type JobAlertSubscribeInput } from "./job-alert-schema";
import { EMPTY_SEARCH } from "./job-alert-search";
import {
  applyJobAlertRetention,
  changeJobAlertFrequency,
  confirmJobAlert,
  countSubscribersPerSearch,
  getAlertByToken,
  subscribeToJobAlerts,
  unsubscribeJobAlert,
} from "./subscriptions.server";

// Issue 30 item 3: job alerts — subscribe, confirm, send once, unsubscribe, personal data.
const database = setupTestDatabase();
const db = () => database().db;

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

function demoJob(overrides: Partial<DemoJob> & Pick<DemoJob, "id" | "title">): DemoJob {
  return {
    department: "Engineering",
    location: "Hamilton, NJ",
    type: "Full-time",
    description: "Build reliable systems for our clients.",
    responsibilities: ["Ship features"],
    requirements: ["TypeScript"],
    isActive: false,
    postedDaysAgo: 1,
    ...overrides,
  };
}

async function addJob(overrides: Partial<DemoJob> & Pick<DemoJob, "id" | "title">) {
  await db()
    .insert(jobs)
    .values(demoJobValues(demoJob(overrides)));
}

/** Opens a job as the admin's toggle does: active, and noted for the alerts in the same transaction. */
async function openJob(id: string, now = new Date()) {
  await db().transaction(async (tx) => {
    await tx.update(jobs).set({ isActive: true }).where(eq(jobs.id, id));
    await noteJobOpened(tx, id, now);
  });
}

const input = (email: string, overrides: Partial<JobAlertSubscribeInput> = {}) =>
  JobAlertSubscribeSchema.parse({ email, frequency: "instant", ...overrides });

/** The token in the newest e-mail to this address (the link's last path part). */
async function latestToken(email: string): Promise<string> {
  const rows = await db()
    .select({ text: emailDeliveries.textBody, createdAt: emailDeliveries.createdAt })
    .from(emailDeliveries)
    .where(eq(emailDeliveries.toAddress, email));
  const newest = rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
  const token = /\/careers\/alerts\/([A-Za-z0-9_-]{43})/.exec(newest?.text ?? "")?.[1];
  if (!token) throw new Error(`no alert link mailed to ${email}`);
  return token;
}

async function subscribeAndConfirm(email: string, overrides: Partial<JobAlertSubscribeInput> = {}) {
  await subscribeToJobAlerts(input(email, overrides));
  const token = await latestToken(email);
  expect((await confirmJobAlert(token, "203.0.113.1")).ok).toBe(true);
  return token;
}

const mailsTo = (email: string, purpose = "job-alert") =>
  db()
    .select()
    .from(emailDeliveries)
    .where(and(eq(emailDeliveries.toAddress, email), eq(emailDeliveries.purpose, purpose)));

test("the subscribe schema: a valid address and frequency; the search trimmed; a bad arrangement dropped", () => {
  const ok = JobAlertSubscribeSchema.safeParse({
    email: " pat@example.org ",
    frequency: "weekly",
    q: "  java ",
    arrangement: "moon",
  });
  expect(ok.success && ok.data).toMatchObject({
    email: "pat@example.org",
    frequency: "weekly",
    q: "java",
    arrangement: "",
    department: "",
  });
  expect(JobAlertSubscribeSchema.safeParse({ email: "nope", frequency: "instant" }).success).toBe(
    false,
  );
  expect(
    JobAlertSubscribeSchema.safeParse({ email: "a@example.org", frequency: "hourly" }).success,
  ).toBe(false);
  expect(
    JobAlertSubscribeSchema.safeParse({ email: "a@example.org", frequency: "daily", q: "a\u0000" })
      .success,
  ).toBe(false);
});

test("double opt-in: pending until the e-mailed link is pressed; the token is stored hashed", async () => {
  const email = "optin@example.org";
  const result = await subscribeToJobAlerts(input(email, { q: "Java", arrangement: "remote" }));
  expect(result).toEqual({ ok: true, value: { kind: "confirm" } });
  const [row] = await db()
    .select()
    .from(jobAlertSubscriptions)
    .where(eq(jobAlertSubscriptions.email, email));
  expect(row).toMatchObject({ confirmedAt: null, searchLabel: "java · Remote" });
  const [mail] = await mailsTo(email, "job-alert-confirm");
  expect(mail?.subject).toMatch(/^Confirm your job alert/);
  const token = await latestToken(email);
  const links = await db()
    .select()
    .from(jobAlertLinks)
    .where(eq(jobAlertLinks.subscriptionId, row!.id));
  expect(links).toHaveLength(1);
  expect(links[0]!.tokenHash).toBe(hashCandidateToken(token));
  expect(JSON.stringify(links)).not.toContain(token);

  expect(await getAlertByToken(token)).toMatchObject({ confirmed: false, frequency: "instant" });
  expect(await getAlertByToken("x".repeat(43))).toBeNull();
  await confirmJobAlert(token, "203.0.113.1");
  expect(await getAlertByToken(token)).toMatchObject({ confirmed: true });
  // Counted for staff by search, never listed by address.
  expect(await countSubscribersPerSearch()).toContainEqual({
    searchLabel: "java · Remote",
    subscribers: 1,
    instant: 1,
  });

  // The same search again: nothing changes (a stranger cannot alter it); the owner gets the manage link.
  expect(
    await subscribeToJobAlerts(
      input(email, { q: "java", arrangement: "remote", frequency: "weekly" }),
    ),
  ).toEqual({
    ok: true,
    value: { kind: "already" },
  });
  expect((await getAlertByToken(token))?.frequency).toBe("instant");
  expect(await mailsTo(email, "job-alert-manage")).toHaveLength(1);
});

test("matching follows the /careers filters: keyword in any text, the rest equal", async () => {
  const { jobMatchesSearch } = await import("./job-alert-search");
  const job = {
    title: "Senior Java Developer",
    description: "Spring services",
    department: "Engineering",
    location: "Remote (US)",
    isRemote: true,
    type: "Full-time",
  };
  const search = (overrides: Partial<typeof EMPTY_SEARCH>) => ({ ...EMPTY_SEARCH, ...overrides });
  expect(jobMatchesSearch(job, search({}))).toBe(true);
  expect(jobMatchesSearch(job, search({ q: "JAVA", arrangement: "remote" }))).toBe(true);
  expect(jobMatchesSearch(job, search({ q: "spring" }))).toBe(true);
  expect(jobMatchesSearch(job, search({ q: "python" }))).toBe(false);
  expect(jobMatchesSearch(job, search({ department: "Data" }))).toBe(false);
  expect(jobMatchesSearch(job, search({ arrangement: "on-site" }))).toBe(false);
  expect(jobMatchesSearch(job, search({ type: "Contract" }))).toBe(false);
  expect(
    jobMatchesSearch(
      { ...job, location: "Hybrid — Hamilton, NJ", isRemote: false },
      search({ location: "Hamilton, NJ", arrangement: "hybrid" }),
    ),
  ).toBe(true);
});

test("a job that opens reaches each matching instant subscriber exactly once, however often or concurrently the batch runs", async () => {
  const java = ["a@java.example", "b@java.example", "c@java.example"];
  for (const email of java) await subscribeAndConfirm(email, { q: "java" });
  await subscribeAndConfirm("python@example.org", { q: "python" });
  await subscribeAndConfirm("daily@java.example", { q: "java", frequency: "daily" });
  await subscribeToJobAlerts(input("pending@java.example", { q: "java" })); // never confirmed
  await addJob({ id: "java-engineer", title: "Java Engineer" });
  await openJob("java-engineer");

  const batches: { jobId: string; subscriptionIds: string[] }[] = [];
  const run = await fanOutOpenings(new Date(), async (batch) => void batches.push(batch));
  expect(run).toMatchObject({ jobs: 1, subscribers: 3 });
  // The same batch twice at once, then once more: a retry, a second instance, a restart.
  const [batch] = batches;
  const results = await Promise.all([
    sendInstantBatch(batch!.jobId, batch!.subscriptionIds),
    sendInstantBatch(batch!.jobId, batch!.subscriptionIds),
  ]);
  expect(results.map((r) => r.sent).sort()).toEqual([0, 3]);
  expect((await sendInstantBatch(batch!.jobId, batch!.subscriptionIds)).sent).toBe(0);
  // Fanned out: the next run finds nothing to do.
  expect((await fanOutOpenings(new Date(), async () => {})).jobs).toBe(0);

  for (const email of java) {
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/^New job: Java Engineer/);
    expect(mails[0]!.textBody).toContain("/careers/job/java-engineer");
    // RFC 8058 one-click headers, with the unsubscribe URL of this e-mail's own link.
    expect(mails[0]!.headers).toMatchObject({
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      "List-Unsubscribe": expect.stringMatching(
        /^<https?:\/\/.+\/careers\/alerts\/[A-Za-z0-9_-]{43}\/unsubscribe>$/,
      ),
    });
  }
  expect(await mailsTo("python@example.org")).toHaveLength(0);
  expect(await mailsTo("pending@java.example")).toHaveLength(0);
  expect(await mailsTo("daily@java.example")).toHaveLength(0);
  expect(
    await db().select().from(jobAlertSends).where(eq(jobAlertSends.jobId, "java-engineer")),
  ).toHaveLength(3);

  // Closed and opened again: not announced a second time.
  await db().update(jobs).set({ isActive: false }).where(eq(jobs.id, "java-engineer"));
  await openJob("java-engineer");
  expect((await fanOutOpenings(new Date(), async () => {})).jobs).toBe(0);
});

test("a scheduled opening is noted for the alerts in the scheduler's own transaction", async () => {
  const at = new Date(Date.now() - 60_000);
  await db()
    .insert(jobs)
    .values({
      ...demoJobValues(demoJob({ id: "scheduled-java", title: "Scheduled Java" })),
      scheduledAt: at,
    });
  await openDueJobs(new Date());
  const [opening] = await db()
    .select()
    .from(jobAlertOpenings)
    .where(eq(jobAlertOpenings.jobId, "scheduled-java"));
  expect(opening).toMatchObject({ fannedOutAt: null });
});

test("one-click unsubscribe: the e-mail's token deletes the subscription at once; a second click changes nothing", async () => {
  const email = "leaver@example.org";
  await subscribeAndConfirm(email, { q: "leaver-topic" });
  await addJob({ id: "leaver-topic-job", title: "Leaver-topic Lead" });
  await openJob("leaver-topic-job");
  await fanOutOpenings(new Date(), ({ jobId, subscriptionIds }) =>
    sendInstantBatch(jobId, subscriptionIds).then(() => {}),
  );
  const [mail] = await mailsTo(email);
  const url = /<(.+)>/.exec(mail!.headers!["List-Unsubscribe"]!)![1]!;
  const token = /\/careers\/alerts\/([^/]+)\/unsubscribe$/.exec(url)![1]!;
  expect(await changeJobAlertFrequency(token, "weekly", "203.0.113.9")).toMatchObject({ ok: true });
  expect(await unsubscribeJobAlert(token, "203.0.113.9")).toEqual({
    ok: true,
    value: { unsubscribed: true },
  });
  expect(
    await db().select().from(jobAlertSubscriptions).where(eq(jobAlertSubscriptions.email, email)),
  ).toHaveLength(0);
  expect(await getAlertByToken(token)).toBeNull();
  expect(await unsubscribeJobAlert(token, "203.0.113.9")).toEqual({
    ok: true,
    value: { unsubscribed: false },
  });
});

test("daily digests: the jobs opened since the last one, in one e-mail, never a job twice", async () => {
  const email = "digest@example.org";
  await subscribeAndConfirm(email, { q: "digest-topic", frequency: "daily" });
  const start = new Date();
  await addJob({ id: "digest-topic-one", title: "Digest-topic One" });
  await addJob({ id: "digest-topic-two", title: "Digest-topic Two" });
  await openJob("digest-topic-one", new Date(start.getTime() + HOUR));
  await openJob("digest-topic-two", new Date(start.getTime() + 2 * HOUR));
  // Not due yet after 3 hours.
  expect(await sendDueDigests(new Date(start.getTime() + 3 * HOUR))).toEqual({ digests: 0 });
  const dayLater = new Date(start.getTime() + DAY);
  // Two runs at once (two instances): one digest between them.
  await Promise.all([sendDueDigests(dayLater), sendDueDigests(dayLater)]);
  const mails = await mailsTo(email);
  expect(mails).toHaveLength(1);
  expect(mails[0]!.subject).toMatch(/^2 new jobs/);
  expect(mails[0]!.textBody).toContain("/careers/job/digest-topic-one");
  expect(mails[0]!.textBody).toContain("/careers/job/digest-topic-two");
  await sendDueDigests(new Date(start.getTime() + 2 * DAY + HOUR));
  expect(await mailsTo(email)).toHaveLength(1);
});

test("subscriptions are personal data: in the person's export, gone with the erasure and after retention", async () => {
  const email = "private@example.org";
  await subscribeAndConfirm(email, { q: "privacy-topic" });
  const exported = await exportOwnPersonData(email.toUpperCase(), "203.0.113.5");
  const data = JSON.parse(strFromU8(unzipSync(exported.zip)["data.json"]!));
  expect(data.jobAlerts).toEqual([
    expect.objectContaining({ search: "privacy-topic", frequency: "instant" }),
  ]);
  await eraseOwnPersonData(email, "203.0.113.5");
  expect(
    await db().select().from(jobAlertSubscriptions).where(eq(jobAlertSubscriptions.email, email)),
  ).toHaveLength(0);

  // Retention: a pending one after its link's week, a confirmed one after the retention period.
  await subscribeToJobAlerts(input("stale-pending@example.org"));
  await subscribeAndConfirm("stale-confirmed@example.org");
  const later = new Date(Date.now() + 8 * DAY);
  await applyJobAlertRetention(365, later);
  const left = await db()
    .select({ email: jobAlertSubscriptions.email })
    .from(jobAlertSubscriptions);
  expect(left.map((row) => row.email)).not.toContain("stale-pending@example.org");
  expect(left.map((row) => row.email)).toContain("stale-confirmed@example.org");
  await applyJobAlertRetention(365, new Date(Date.now() + 366 * DAY));
  expect(await db().select().from(jobAlertSubscriptions)).toHaveLength(0);
});
