import { beforeAll, expect, test } from "vitest";
import { applications, jobs } from "~/db/schema";
import { setupTestDatabase } from "../../../tests/helpers/test-database";
import { eq } from "drizzle-orm";
import {
  ADMIN_JOBS_PAGE_SIZE,
  JOB_STATUS_OPTIONS,
  parseAdminJobFilters,
} from "./job-admin-filters";
import { JOB_STATE_LABELS, jobOpensAt, jobState } from "./job-state";
import { SUGGESTED_DEPARTMENTS } from "./job-options";
import {
  getJobForAdmin,
  jobFormValues,
  listDepartmentSuggestions,
  listJobsForAdmin,
} from "./jobs-admin.server";

const database = setupTestDatabase();

const MINUTE = 60_000;
const start = Date.parse("2026-01-05T15:00:00Z");

type Row = typeof jobs.$inferInsert;

function row(id: string, minutes: number, overrides: Partial<Row> = {}): Row {
  const created = new Date(start + minutes * MINUTE);
  return {
    id,
    title: id.replace(/-/g, " "),
    department: "Engineering",
    location: "Remote (US)",
    type: "Full-time",
    description: "Ship reliable software.",
    responsibilities: ["Build"],
    requirements: ["Care"],
    isActive: true,
    datePosted: created,
    createdAt: created,
    ...overrides,
  };
}

beforeAll(async () => {
  await database()
    .db.insert(jobs)
    .values([
      row("platform-engineer", 5),
      row("data-scientist", 4, {
        department: "Data Science",
        description: "Forecasting with Python and 100% honest statistics.",
      }),
      row("retired-role", 3, { department: "Secret Department", isActive: false }),
      row("cloud-architect", 2, { department: "Cloud Infrastructure", location: "Engineering HQ" }),
      row("python-intern", 1, { isActive: false, type: "Internship" }),
    ]);
  await database()
    .db.insert(applications)
    .values(
      [1, 2].map((n) => ({
        jobId: "data-scientist",
        jobTitle: "data scientist",
        firstName: "Ada",
        lastName: `Applicant ${n}`,
        email: `ada${n}@example.com`,
        phone: "555",
        location: "NJ",
        experience: "3-5",
        coverLetter: "x".repeat(100),
        privacyConsent: true,
        resumeKey: `resume-${n}`,
        resumeFileName: "cv.pdf",
        resumeSize: 10,
        resumeSha256: "0".repeat(64),
        idempotencyKey: `key-${n}`,
      })),
    );
});

const list = (query: string) => listJobsForAdmin(parseAdminJobFilters(new URLSearchParams(query)));
const ids = async (query: string) => (await list(query)).jobs.map((job) => job.id);

test("lists every job, active or not, newest created first", async () => {
  const all = await list("");
  expect(all.jobs.map((job) => job.id)).toEqual([
    "platform-engineer",
    "data-scientist",
    "retired-role",
    "cloud-architect",
    "python-intern",
  ]);
  expect(all).toMatchObject({ matching: 5, total: 5, page: 1, pageCount: 1 });
});

test("the search matches the title or the description only, case-insensitively", async () => {
  expect(await ids("q=PYTHON")).toEqual(["data-scientist", "python-intern"]);
  expect(await ids("q=architect")).toEqual(["cloud-architect"]);
  // Not the department or the location (the spec: title or description).
  expect(await ids("q=secret")).toEqual([]);
  expect(await ids("q=HQ")).toEqual([]);
  // LIKE wildcards are literal text.
  expect(await ids("q=100%25")).toEqual(["data-scientist"]);
  expect(await ids("q=_")).toEqual([]);
});

test("department and status filters, alone and combined with the search", async () => {
  expect(await ids("department=Engineering")).toEqual(["platform-engineer", "python-intern"]);
  expect(await ids("status=active")).toEqual([
    "platform-engineer",
    "data-scientist",
    "cloud-architect",
  ]);
  expect(await ids("status=inactive")).toEqual(["retired-role", "python-intern"]);
  expect(await ids("status=inactive&department=Engineering&q=intern")).toEqual(["python-intern"]);
  const none = await list("status=active&department=Secret+Department");
  expect(none).toMatchObject({ jobs: [], matching: 0, total: 5 });
  // An unknown status means "All Status".
  expect((await list("status=archived")).matching).toBe(5);
});

test("the department filter's options come from existing jobs, inactive ones included", async () => {
  expect((await list("")).departments).toEqual([
    "Cloud Infrastructure",
    "Data Science",
    "Engineering",
    "Secret Department",
  ]);
  const suggestions = await listDepartmentSuggestions();
  expect(suggestions).toEqual(expect.arrayContaining([...SUGGESTED_DEPARTMENTS]));
  expect(suggestions).toContain("Secret Department");
  expect(new Set(suggestions).size).toBe(suggestions.length);
});

test("each row knows how many applications point at its job", async () => {
  const rows = (await list("")).jobs;
  expect(rows.find((job) => job.id === "data-scientist")?.applicationCount).toBe(2);
  expect(rows.find((job) => job.id === "platform-engineer")?.applicationCount).toBe(0);
});

test(`pages hold ${ADMIN_JOBS_PAGE_SIZE} rows; a page past the end shows the last one`, async () => {
  const extra = Array.from({ length: 27 }, (_, i) =>
    row(`bulk-role-${String(i).padStart(2, "0")}`, 100 + i, { department: "Bulk" }),
  );
  await database().db.insert(jobs).values(extra);
  const first = await list("department=Bulk");
  expect(first).toMatchObject({ matching: 27, page: 1, pageCount: 2 });
  expect(first.jobs).toHaveLength(ADMIN_JOBS_PAGE_SIZE);
  expect(first.jobs[0]?.id).toBe("bulk-role-26");
  const second = await list("department=Bulk&page=2");
  expect(second.jobs.map((job) => job.id)).toEqual(["bulk-role-01", "bulk-role-00"]);
  expect((await list("department=Bulk&page=40")).page).toBe(2);
  expect((await list("page=2")).jobs).toHaveLength(32 - ADMIN_JOBS_PAGE_SIZE);
});

test("getJobForAdmin finds inactive jobs too, and null for unknown or absurd ids", async () => {
  expect((await getJobForAdmin("retired-role"))?.isActive).toBe(false);
  expect(await getJobForAdmin("no-such-job")).toBeNull();
  expect(await getJobForAdmin(undefined)).toBeNull();
  expect(await getJobForAdmin("x".repeat(5000))).toBeNull();
});

test("the edit form starts from the stored job, with one row per empty list", async () => {
  const job = (await getJobForAdmin("platform-engineer"))!;
  expect(jobFormValues(job)).toMatchObject({
    title: "platform engineer",
    responsibilities: ["Build"],
    publish: "now",
    closingDate: "",
    salaryMin: "",
    salaryCurrency: "USD",
    salaryUnit: "YEAR",
  });
  expect(
    jobFormValues({ ...job, responsibilities: [], salaryMin: 5, salaryUnit: "HOUR" }),
  ).toMatchObject({ responsibilities: [""], salaryMin: "5", salaryUnit: "HOUR" });
});

test("a scheduled job is 'Scheduled' in the status filter (not Inactive), with its opening time as its date", async () => {
  const opens = new Date(Date.now() + 86_400_000);
  await database()
    .db.insert(jobs)
    .values(row("future-role", 0, { isActive: false, scheduledAt: opens }));
  try {
    expect(JOB_STATUS_OPTIONS.map(([, label]) => label)).toEqual([
      "All Status",
      "Active",
      "Scheduled",
      "Inactive",
    ]);
    expect(parseAdminJobFilters(new URLSearchParams("status=scheduled")).status).toBe("scheduled");
    expect(await ids("status=scheduled")).toEqual(["future-role"]);
    expect(await ids("status=inactive")).toEqual(["retired-role", "python-intern"]);
    const [listed] = (await list("status=scheduled")).jobs;
    expect(JOB_STATE_LABELS[jobState(listed!)]).toBe("Scheduled");
    expect(jobOpensAt(listed!)).toEqual(opens);
    // Open jobs and plain inactive ones have no opening time: their posted date stands.
    expect(jobOpensAt({ isActive: false, scheduledAt: null })).toBeNull();
    expect(jobOpensAt({ isActive: true, scheduledAt: opens })).toBeNull();
  } finally {
    await database().db.delete(jobs).where(eq(jobs.id, "future-role"));
  }
});
