import { beforeAll, expect, test } from "vitest";
import { jobs } from "~/db/schema";
import { DEMO_JOBS } from "./demo-jobs";
import { addCalendarDays, companyToday } from "~/utils/calendar-dates";
import { setupTestDatabase } from "../../../tests/helpers/test-database";
import { testJob } from "../../../tests/helpers/test-job";
import { parseJobFilters } from "./job-filters";
import {
  getActiveJob,
  getActiveJobFacets,
  listActiveJobs,
  listPublicJobStamps,
  listSimilarJobs,
} from "./jobs.server";
import { demoJobValues } from "./jobs-seed.server";

const database = setupTestDatabase();

const job = (overrides: Parameters<typeof testJob>[0]) =>
  testJob({ location: "Hamilton, NJ", postedDaysAgo: 5, ...overrides });

beforeAll(async () => {
  await database()
    .db.insert(jobs)
    .values(
      [
        job({ id: "open-ended", title: "Open Ended" }),
        job({ id: "closes-today", title: "Closes Today", closesInDays: 0 }),
        job({ id: "closes-next-month", title: "Closes Next Month", closesInDays: 30 }),
        job({
          id: "closed-yesterday",
          title: "Closed Yesterday",
          department: "Closed Department",
          location: "Closedville, NJ",
          type: "Temporary",
          closesInDays: -1,
          postedDaysAgo: 0,
        }),
      ].map((value) => demoJobValues(value)),
    );
});

const PUBLIC_IDS = ["closes-next-month", "closes-today", "open-ended"];

test("a job stays public through its closing day and disappears after it", async () => {
  const list = await listActiveJobs(parseJobFilters(new URLSearchParams()));
  expect(list.jobs.map((row) => row.id).sort()).toEqual(PUBLIC_IDS);
  expect(list.total).toBe(3);
  expect(await getActiveJob("closes-today")).not.toBeNull();
  expect(await getActiveJob("closed-yesterday")).toBeNull();
});

test("a closed job is in no facet, search, similar list or sitemap", async () => {
  const facets = await getActiveJobFacets();
  expect(facets.departments).not.toContain("Closed Department");
  expect(facets.locations).not.toContain("Closedville, NJ");
  expect(facets.types).not.toContain("Temporary");
  expect(
    (await listActiveJobs(parseJobFilters(new URLSearchParams("q=closed+yesterday")))).matching,
  ).toBe(0);
  const similar = await listSimilarJobs({ id: "open-ended", department: "Closed Department" });
  expect(similar.map((row) => row.id)).not.toContain("closed-yesterday");
  expect((await listPublicJobStamps()).map((row) => row.id).sort()).toEqual(PUBLIC_IDS);
});

test("the closing day is counted in New York time", () => {
  // 02:00 UTC on March 11 is still March 10 in New York: a job closing on
  // March 10 is open for another 22 hours.
  const lateEvening = new Date("2026-03-11T02:00:00Z");
  const values = demoJobValues(job({ id: "x", title: "X", closesInDays: 0 }), lateEvening);
  expect(values.closingDate).toBe("2026-03-10");
});

test("demo jobs carry salaries, remote flags and closing dates in the future", () => {
  const rows = DEMO_JOBS.map((demo) => demoJobValues(demo));
  const today = companyToday();
  expect(rows.filter((row) => row.salaryMin != null).length).toBeGreaterThanOrEqual(5);
  expect(rows.filter((row) => row.isRemote).map((row) => row.location)).toEqual(
    expect.arrayContaining(["Remote (US)"]),
  );
  const closing = rows.filter((row) => row.closingDate);
  expect(closing.length).toBeGreaterThanOrEqual(1);
  for (const row of closing) expect(row.closingDate! > addCalendarDays(today, 90)).toBe(true);
  // The fixed ids other tests open never close.
  for (const id of ["senior-software-engineer", "cloud-solutions-architect", "product-manager"]) {
    expect(rows.find((row) => row.id === id)?.closingDate).toBeNull();
  }
});
