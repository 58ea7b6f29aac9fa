import { and, eq } from "drizzle-orm";
import { beforeAll, expect, test } from "vitest";
import { auditLog, jobs } from "~/db/schema";
import { demoJobValues } from "~/modules/jobs/jobs-seed.server";
import { createAdmin } from "../../../tests/helpers/accounts";
import { adminActor, form, insertApplication } from "../../../tests/helpers/inbox";
import { setupTestDatabase } from "../../../tests/helpers/test-database";
import { APPLICATION_ADMIN_MESSAGES } from "./application-admin-schema";
import { parseApplicationFilters, type ApplicationFilters } from "./application-filters";
import { APPLICATION_STATUSES } from "./application-status";
import {
  changeApplicationStatus,
  getApplicationForAdmin,
  listApplicationsPageForAdmin,
} from "./applications-admin.server";
import { writeForm } from "../../../tests/helpers/form-write";
import { ApplicationStatusSchema } from "~/modules/applications/application-admin-schema";

const database = setupTestDatabase();
let cookie = "";

const JOB_FIELDS = {
  department: "Engineering",
  location: "Remote (US)",
  type: "Full-time" as const,
  description: "Build things.",
  responsibilities: ["Build"],
  requirements: ["TypeScript"],
  isActive: true,
  postedDaysAgo: 3,
};

beforeAll(async () => {
  cookie = (await createAdmin("inbox")).cookie;
  await database()
    .db.insert(jobs)
    .values([
      demoJobValues({ id: "platform-engineer", title: "Platform Engineer", ...JOB_FIELDS }),
      demoJobValues({ id: "ux-designer", title: "UX Designer", ...JOB_FIELDS }),
    ]);
});

const filters = (search: string): ApplicationFilters =>
  parseApplicationFilters(new URLSearchParams(search));

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

test("the list is newest first, 25 a page, and counts every status", async () => {
  for (let index = 0; index < 27; index += 1) {
    await insertApplication({
      firstName: "Paging",
      lastName: `Row${String(index).padStart(2, "0")}`,
      email: `paging-${index}@example.org`,
      createdAt: minutesAgo(1000 + index),
      status: index < 3 ? "interview" : "new",
    });
  }
  const first = await listApplicationsPageForAdmin(filters("q=paging"));
  expect(first).toMatchObject({ matching: 27, page: 1, pageCount: 2 });
  expect(first.rows).toHaveLength(25);
  expect(first.rows[0]?.lastName).toBe("Row00");
  expect(first.rows[24]?.lastName).toBe("Row24");
  expect(first.statusCounts).toMatchObject({ new: 24, interview: 3, review: 0, rejected: 0 });

  const second = await listApplicationsPageForAdmin(filters("q=paging&page=2"));
  expect(second.rows.map((row) => row.lastName)).toEqual(["Row25", "Row26"]);
  // A page beyond the end shows the last page instead of nothing.
  expect((await listApplicationsPageForAdmin(filters("q=paging&page=9"))).page).toBe(2);
});

test("search matches first name, last name, full name and email, case-insensitively", async () => {
  const target = await insertApplication({
    firstName: "Marisol",
    lastName: "Quintero-Vance",
    email: "mq.vance@lighthouse.example",
  });
  await insertApplication({ firstName: "Other", lastName: "Person" });
  for (const q of ["marisol", "QUINTERO", "Marisol Quintero", "lighthouse.example"]) {
    const { rows } = await listApplicationsPageForAdmin(filters(`q=${encodeURIComponent(q)}`));
    expect([q, rows.map((row) => row.id)]).toEqual([q, [target.id]]);
  }
  // LIKE wildcards are text, not patterns.
  expect((await listApplicationsPageForAdmin(filters("q=%25"))).matching).toBe(0);
  expect((await listApplicationsPageForAdmin(filters("q=_arisol"))).matching).toBe(0);
});

test("filters by job (live by id, deleted by the title it kept) and by status", async () => {
  const platform = await insertApplication({
    jobId: "platform-engineer",
    jobTitle: "Platform Engineer",
    lastName: "Jobfilter",
  });
  const designer = await insertApplication({
    jobId: "ux-designer",
    jobTitle: "UX Designer",
    lastName: "Jobfilter",
    status: "review",
  });
  const deleted = await insertApplication({
    jobId: null,
    jobTitle: "Retired Role",
    lastName: "Jobfilter",
    status: "review",
  });

  const byJob = await listApplicationsPageForAdmin(filters("q=jobfilter&job=platform-engineer"));
  expect(byJob.rows.map((row) => row.id)).toEqual([platform.id]);

  const page = await listApplicationsPageForAdmin(filters("q=jobfilter"));
  expect(page.jobOptions).toEqual(
    expect.arrayContaining([
      { value: "platform-engineer", label: "Platform Engineer" },
      { value: "ux-designer", label: "UX Designer" },
      { value: "deleted:Retired Role", label: "Retired Role (deleted job)" },
    ]),
  );
  const byDeleted = await listApplicationsPageForAdmin(
    filters(`q=jobfilter&job=${encodeURIComponent("deleted:Retired Role")}`),
  );
  expect(byDeleted.rows.map((row) => row.id)).toEqual([deleted.id]);

  const byStatus = await listApplicationsPageForAdmin(filters("q=jobfilter&status=review"));
  expect(byStatus.rows.map((row) => row.id).sort()).toEqual([designer.id, deleted.id].sort());
  // The per-status counts ignore the status filter (they are the shortcuts to it).
  expect(byStatus.statusCounts).toMatchObject({ new: 1, review: 2 });
  expect(byStatus.total).toBeGreaterThanOrEqual(30);
});

test("unknown filter values are ignored, never an error", async () => {
  expect(filters("status=archived&response=late&sort=oldest&answers=all&page=-3")).toEqual({
    q: "",
    job: "",
    status: "",
    response: "",
    answers: "",
    sort: "",
    source: "",
    page: 1,
  });
  const unknownJob = await listApplicationsPageForAdmin(filters("job=no-such-job"));
  expect(unknownJob.matching).toBe(0);
});

test("an unknown or malformed id finds nothing", async () => {
  expect(await getApplicationForAdmin("not-a-uuid")).toBeNull();
  expect(await getApplicationForAdmin("00000000-0000-4000-8000-000000000000")).toBeNull();
  expect(await getApplicationForAdmin(undefined)).toBeNull();
});

async function auditFor(id: string) {
  return database()
    .db.select()
    .from(auditLog)
    .where(and(eq(auditLog.targetId, id), eq(auditLog.action, "application.status")))
    .orderBy(auditLog.createdAt);
}

test("the status moves along the pipeline, each step audited with from and to", async () => {
  const row = await insertApplication({ lastName: "Pipeline" });
  const steps = ["review", "interview", "offer", "hired"] as const;
  for (const status of steps) {
    const result = await writeForm(ApplicationStatusSchema, form({ status }), async (input) =>
      changeApplicationStatus(await adminActor(cookie), row.id, input),
    );
    expect(result.ok).toBe(true);
  }
  expect((await getApplicationForAdmin(row.id))?.status).toBe("hired");
  const entries = await auditFor(row.id);
  expect(entries.map((entry) => entry.details)).toEqual([
    { from: "new", to: "review" },
    { from: "review", to: "interview" },
    { from: "interview", to: "offer" },
    { from: "offer", to: "hired" },
  ]);
  expect(entries[0]).toMatchObject({ ip: "203.0.113.77", actorEmail: expect.any(String) });
});

test("Rejected is reachable from every step, and a rejection can be undone", async () => {
  for (const from of APPLICATION_STATUSES.filter((status) => status !== "rejected")) {
    const row = await insertApplication({ status: from });
    const result = await writeForm(
      ApplicationStatusSchema,
      // Without the closing e-mail (it has its own tests in tests/integration/no-ghosting).
      form({ status: "rejected", skipClosingEmail: "on", skipReason: "Reachability" }),
      async (input) => changeApplicationStatus(await adminActor(cookie), row.id, input),
    );
    expect(result).toEqual({ ok: true, value: { from, to: "rejected", emailed: null } });
  }
  const rejected = await insertApplication({ status: "rejected" });
  await writeForm(ApplicationStatusSchema, form({ status: "review" }), async (input) =>
    changeApplicationStatus(await adminActor(cookie), rejected.id, input),
  );
  expect((await getApplicationForAdmin(rejected.id))?.status).toBe("review");
});

test("saving the current status changes and audits nothing", async () => {
  const row = await insertApplication({ status: "interview" });
  const result = await writeForm(
    ApplicationStatusSchema,
    form({ status: "interview" }),
    async (input) => changeApplicationStatus(await adminActor(cookie), row.id, input),
  );
  expect(result).toEqual({
    ok: true,
    value: { from: "interview", to: "interview", emailed: null },
  });
  expect(await auditFor(row.id)).toEqual([]);
});

test("a bad status is a field error; an unknown id is not found; nothing changes", async () => {
  const row = await insertApplication();
  const invalid = await writeForm(
    ApplicationStatusSchema,
    form({ status: "archived" }),
    async (input) => changeApplicationStatus(await adminActor(cookie), row.id, input),
  );
  expect(invalid).toMatchObject({ ok: false, reason: "invalid" });
  if (!invalid.ok) {
    expect(invalid.result?.error?.status).toEqual([APPLICATION_ADMIN_MESSAGES.statusRequired]);
  }
  for (const id of ["x", "00000000-0000-4000-8000-000000000000"]) {
    const missing = await writeForm(
      ApplicationStatusSchema,
      form({ status: "review" }),
      async (input) => changeApplicationStatus(await adminActor(cookie), id, input),
    );
    expect(missing).toMatchObject({ ok: false, reason: "not-found" });
  }
  expect((await getApplicationForAdmin(row.id))?.status).toBe("new");
});
