import crypto from "node:crypto";
import { beforeAll, expect, test } from "vitest";
import { setupTestDatabase } from "../../../tests/helpers/test-database";
import { db } from "~/db/client.server";
import { applications, auditLog, inquiries, jobs, pageViews } from "~/db/schema";
import type { Actor } from "~/modules/actor/actor";
import { parseRange } from "~/modules/analytics/analytics-range";
import { collectPageView } from "~/modules/analytics/collect.server";
import { flushPageViews } from "~/modules/analytics/page-view-buffer.server";
import { rollUpDay, runAnalyticsRollup } from "~/modules/analytics/rollup.server";
import type { ApplicationStatus } from "~/modules/applications/application-status";
import { demoJobValues } from "~/modules/jobs/jobs-seed.server";
import { ForbiddenActionError } from "~/modules/roles/authorize";
import { getFunnelsReport, getInquiryFunnel, getJobFunnel, listJobFunnels } from "./funnels.server";

// Issue 31 item 5: a day of page views, applications with their sources and
// statuses, and inquiries → the funnels' exact counts, rates and sources.

setupTestDatabase();

const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0";
const DAY = "2026-11-20";
const JOB = "data-engineer";
const OTHER_JOB = "closed-role";
const range = parseRange(
  new URLSearchParams({ range: "custom", from: "2026-11-19", to: DAY }),
  DAY,
).range;

const recruiter: Actor = {
  user: { id: "u-recruiter", email: "rita@example.com", name: "Rita", role: "recruiter" },
  ip: "127.0.0.1",
};
const editor: Actor = {
  user: { id: "u-editor", email: "ed@example.com", name: "Ed", role: "editor" },
  ip: "127.0.0.1",
};

type Landing = Partial<{ path: string; referrer: string; source: string }>;

/** One visitor's page views that day, a minute apart, in order. */
async function visitor(ip: string, views: Landing[]) {
  for (const [index, view] of views.entries()) {
    const counted = await collectPageView({
      body: JSON.stringify({
        path: "/",
        referrer: "",
        source: "",
        medium: "",
        campaign: "",
        device: "desktop",
        ...view,
      }),
      ip,
      userAgent: FIREFOX,
      optedOut: false,
      now: new Date(Date.parse(`${DAY}T10:00:00Z`) + index * 60_000),
    });
    expect(counted).toMatchObject({ ok: true, value: "counted" });
  }
}

const touch = (source: string) => ({ source, medium: "", campaign: "" });
const sourced = (first: string, last: string) => ({ first: touch(first), last: touch(last) });

async function addApplication(
  jobId: string,
  status: ApplicationStatus,
  visitSource: ReturnType<typeof sourced> | null,
  createdAt = new Date(`${DAY}T12:00:00Z`),
) {
  const key = crypto.randomUUID();
  const [row] = await db()
    .insert(applications)
    .values({
      jobId,
      jobTitle: "Data Engineer",
      firstName: "Dana",
      lastName: "Okafor",
      email: `${key}@example.org`,
      phone: "(609) 555-0142",
      location: "Trenton, NJ",
      experience: "5-7",
      coverLetter: "A cover letter.",
      privacyConsent: true,
      resumeKey: key,
      resumeFileName: "resume.pdf",
      resumeSize: 100,
      resumeSha256: "0".repeat(64),
      status,
      idempotencyKey: key,
      visitSource,
      createdAt,
    })
    .returning({ id: applications.id });
  return row!.id;
}

function addInquiry(visitSource: ReturnType<typeof sourced> | null, createdAt: Date) {
  return db().insert(inquiries).values({
    name: "Morgan Ellis",
    email: "morgan@example.org",
    company: "Lakeside",
    service: "cloud",
    message: "Hello.",
    privacyConsent: true,
    visitSource,
    createdAt,
  });
}

beforeAll(async () => {
  for (const [id, isActive] of [
    [JOB, true],
    [OTHER_JOB, false],
  ] as const) {
    await db()
      .insert(jobs)
      .values(
        demoJobValues({
          id,
          title: id === JOB ? "Data Engineer" : "Closed Role",
          department: "Engineering",
          location: "Remote (US)",
          type: "Full-time",
          description: "Build things.",
          responsibilities: ["Build"],
          requirements: ["Care"],
          isActive,
          postedDaysAgo: 3,
        }),
      );
  }
  const job = `/careers/job/${JOB}`;
  const apply = `/careers/apply/${JOB}`;
  // Six visitors: three see the job (from LinkedIn, Google and directly), two open its form.
  await visitor("203.0.113.1", [{ path: job, source: "LinkedIn" }, { path: apply }]);
  await visitor("203.0.113.2", [{ path: job, referrer: "www.google.com" }, { path: apply }]);
  await visitor("203.0.113.3", [{ path: job }, { path: job }]);
  await visitor("203.0.113.4", [{ referrer: "news.ycombinator.com" }, { path: "/contact" }]);
  await visitor("203.0.113.5", [{ path: "/contact" }]);
  // A later source does not change where the visit came from.
  await visitor("203.0.113.6", [{ source: "linkedin" }, { path: "/", referrer: "bing.com" }]);
  await flushPageViews();
  await rollUpDay(DAY);

  // Four applications in the range, one before it, one to another job.
  await addApplication(JOB, "hired", sourced("LinkedIn", "linkedin"));
  await addApplication(JOB, "interview", sourced("google.com", "linkedin"));
  const movedBack = await addApplication(JOB, "rejected", null);
  await addApplication(JOB, "new", sourced("linkedin", "linkedin"));
  await addApplication(
    JOB,
    "hired",
    sourced("linkedin", "linkedin"),
    new Date("2026-11-10T12:00Z"),
  );
  await addApplication(OTHER_JOB, "review", null);
  // Interviewed, then rejected: its status history says it reached the interview.
  await db()
    .insert(auditLog)
    .values([
      {
        action: "application.status",
        targetId: movedBack,
        details: { from: "review", to: "interview" },
      },
      {
        action: "application.status",
        targetId: movedBack,
        details: { from: "interview", to: "rejected" },
      },
    ]);
  await addInquiry(
    sourced("news.ycombinator.com", "news.ycombinator.com"),
    new Date(`${DAY}T11:00Z`),
  );
  await addInquiry(null, new Date(`${DAY}T23:59:59Z`));
  await addInquiry(sourced("linkedin", "linkedin"), new Date(`2026-11-21T00:00:00Z`));
});

const counts = (steps: { count: number }[]) => steps.map((step) => step.count);
const rates = (steps: { rate: number | null }[]) => steps.map((step) => step.rate);

test("a job's funnel: visitors of its page and form, then its applications and how far they got", async () => {
  const funnel = await getJobFunnel(recruiter, range, JOB);
  expect(funnel?.title).toBe("Data Engineer");
  expect(counts(funnel!.steps)).toEqual([3, 2, 4, 3, 1]);
  expect(rates(funnel!.steps)).toEqual([null, 2 / 3, 2, 3 / 4, 1 / 3]);
  expect(funnel!.sources).toEqual([
    {
      source: "linkedin",
      visitors: 1,
      firstApplications: 2,
      firstHires: 1,
      lastApplications: 3,
      lastHires: 1,
    },
    {
      source: "google.com",
      visitors: 1,
      firstApplications: 1,
      firstHires: 0,
      lastApplications: 0,
      lastHires: 0,
    },
    {
      source: "",
      visitors: 1,
      firstApplications: 1,
      firstHires: 0,
      lastApplications: 1,
      lastHires: 0,
    },
  ]);
  expect(await getJobFunnel(recruiter, range, "no-such-job")).toBeNull();
});

test("the jobs' list: each job with activity or open, most applications first", async () => {
  const rows = await listJobFunnels(recruiter, range);
  expect(rows.map((row) => [row.jobId, counts(row.steps)])).toEqual([
    [JOB, [3, 2, 4, 3, 1]],
    [OTHER_JOB, [0, 0, 1, 0, 0]],
  ]);
  // A range with nothing: the open job stays, with zeros and no rates.
  const quiet = parseRange(
    new URLSearchParams({ range: "custom", from: "2026-10-01", to: "2026-10-02" }),
    DAY,
  ).range;
  const [only, ...rest] = await listJobFunnels(recruiter, quiet);
  expect(rest).toEqual([]);
  expect(only?.jobId).toBe(JOB);
  expect(counts(only!.steps)).toEqual([0, 0, 0, 0, 0]);
  expect(rates(only!.steps)).toEqual([null, null, null, null, null]);
});

test("the inquiries' funnel: visits → contact page → inquiries, in all and per source", async () => {
  const funnel = await getInquiryFunnel(recruiter, range);
  expect(counts(funnel.steps)).toEqual([6, 2, 2]);
  expect(rates(funnel.steps)).toEqual([null, 2 / 6, 1]);
  expect(funnel.sources).toEqual([
    {
      source: "news.ycombinator.com",
      visitors: 1,
      contactVisitors: 1,
      firstInquiries: 1,
      lastInquiries: 1,
    },
    { source: "linkedin", visitors: 2, contactVisitors: 0, firstInquiries: 0, lastInquiries: 0 },
    { source: "google.com", visitors: 1, contactVisitors: 0, firstInquiries: 0, lastInquiries: 0 },
    { source: "", visitors: 2, contactVisitors: 1, firstInquiries: 1, lastInquiries: 1 },
  ]);
});

test("after the raw page views are deleted the funnels read the same from the rollups", async () => {
  const before = await getFunnelsReport(recruiter, range, JOB);
  const run = await runAnalyticsRollup(new Date("2027-03-01T12:00:00Z"), 30);
  expect(run.rawDeleted).toBeGreaterThan(0);
  expect(await db().$count(pageViews)).toBe(0);
  expect(await getFunnelsReport(recruiter, range, JOB)).toEqual(before);
});

test("an Editor may not read hiring or inquiry figures", async () => {
  await expect(listJobFunnels(editor, range)).rejects.toThrow(ForbiddenActionError);
  await expect(getJobFunnel(editor, range, JOB)).rejects.toThrow(ForbiddenActionError);
  await expect(getInquiryFunnel(editor, range)).rejects.toThrow(ForbiddenActionError);
});
