import { eq } from "drizzle-orm";
import { beforeAll, expect, test } from "vitest";
import { jobs } from "~/db/schema";
import type { DemoJob } from "./demo-jobs";
import { contentVersionInMemory } from "../../../tests/helpers/content-version";
import { recordSql } from "../../../tests/helpers/record-sql";
import { setupTestDatabase } from "../../../tests/helpers/test-database";
import { testJob } from "../../../tests/helpers/test-job";
import { parseJobFilters } from "./job-filters";
import {
  CARD_DESCRIPTION_CHARS,
  getActiveJob,
  getActiveJobFacets,
  listActiveJobs,
  listSimilarJobs,
} from "./jobs.server";
import { demoJobValues } from "./jobs-seed.server";

const database = setupTestDatabase();

const job = testJob;

const JOBS: DemoJob[] = [
  job({ id: "platform-engineer", title: "Platform Engineer", postedDaysAgo: 1 }),
  job({
    id: "data-scientist",
    title: "Data Scientist",
    department: "Data Science",
    location: "Hamilton, NJ",
    description: "Forecast demand with Python and 100% honest statistics.",
    postedDaysAgo: 2,
  }),
  job({
    id: "frontend-intern",
    title: "Frontend Intern",
    type: "Internship",
    location: "East Brunswick, NJ",
    postedDaysAgo: 3,
  }),
  job({
    id: "cloud-architect",
    title: "Cloud Architect",
    department: "Cloud Infrastructure",
    description: "Design landing zones and guardrails for regulated clients. ".repeat(12),
    postedDaysAgo: 4,
  }),
  job({
    id: "retired-role",
    title: "Retired Role",
    department: "Secret Department",
    location: "Atlantis",
    type: "Temporary",
    isActive: false,
    postedDaysAgo: 0,
  }),
];

beforeAll(async () => {
  await database()
    .db.insert(jobs)
    .values(JOBS.map((value) => demoJobValues(value)));
});

const filters = (query: string) => parseJobFilters(new URLSearchParams(query));

test("lists active jobs only, newest first, with the total count", async () => {
  const list = await listActiveJobs(filters(""));
  expect(list.jobs.map((row) => row.id)).toEqual([
    "platform-engineer",
    "data-scientist",
    "frontend-intern",
    "cloud-architect",
  ]);
  expect(list).toMatchObject({ matching: 4, total: 4, page: 1, pageCount: 1 });
});

test("an inactive job is never returned, whatever the query", async () => {
  for (const query of [
    "q=retired",
    "department=Secret+Department",
    "location=Atlantis",
    "type=Temporary",
  ]) {
    const list = await listActiveJobs(filters(query));
    expect(list.jobs).toEqual([]);
    expect(list.matching).toBe(0);
  }
  expect(await getActiveJob("retired-role")).toBeNull();
  expect(await getActiveJob("no-such-job")).toBeNull();
  expect((await getActiveJob("platform-engineer"))?.title).toBe("Platform Engineer");
});

test("dropdown options are the distinct values among active jobs", async () => {
  expect(await getActiveJobFacets()).toEqual({
    departments: ["Cloud Infrastructure", "Data Science", "Engineering"],
    // A fully remote "Remote (US)" names no place: it is the arrangement (job-location.ts).
    locations: ["East Brunswick, NJ", "Hamilton, NJ"],
    arrangements: ["on-site", "remote"],
    types: ["Full-time", "Internship"],
  });
});

test("free-text search matches title, description and department, case-insensitively", async () => {
  expect((await listActiveJobs(filters("q=PLATFORM"))).jobs.map((row) => row.id)).toEqual([
    "platform-engineer",
  ]);
  expect((await listActiveJobs(filters("q=python"))).jobs.map((row) => row.id)).toEqual([
    "data-scientist",
  ]);
  expect((await listActiveJobs(filters("q=engineer"))).jobs.map((row) => row.id)).toEqual([
    "platform-engineer",
    "frontend-intern",
  ]);
  // LIKE wildcards in the search are literal text.
  expect((await listActiveJobs(filters("q=100%25"))).jobs.map((row) => row.id)).toEqual([
    "data-scientist",
  ]);
  expect((await listActiveJobs(filters("q=%25"))).jobs.map((row) => row.id)).toEqual([
    "data-scientist",
  ]);
  expect((await listActiveJobs(filters("q=_"))).matching).toBe(0);
});

test("filters combine, and the count line reports matches of the total", async () => {
  const list = await listActiveJobs(filters("department=Engineering&type=Internship"));
  expect(list.jobs.map((row) => row.id)).toEqual(["frontend-intern"]);
  expect(list).toMatchObject({ matching: 1, total: 4 });
  expect(
    (await listActiveJobs(filters("department=Engineering&location=Hamilton,+NJ"))).matching,
  ).toBe(0);
});

test("similar positions: other active jobs, same department first", async () => {
  const similar = await listSimilarJobs({ id: "platform-engineer", department: "Engineering" });
  expect(similar.map((row) => row.id)).toEqual([
    "frontend-intern",
    "data-scientist",
    "cloud-architect",
  ]);
  expect(similar.map((row) => row.id)).not.toContain("retired-role");
});

test("a page past the end shows the last page", async () => {
  const list = await listActiveJobs(filters("page=99"));
  expect(list.page).toBe(1);
  expect(list.jobs).toHaveLength(4);
});

test("lists carry the start of a long description; the job itself carries all of it", async () => {
  const long = JOBS.find((row) => row.id === "cloud-architect")!.description;
  expect(long.length).toBeGreaterThan(CARD_DESCRIPTION_CHARS);
  const card = (await listActiveJobs(filters(""))).jobs.find((row) => row.id === "cloud-architect");
  // Its start, cut after a whole word, with an ellipsis.
  expect(card?.description).toMatch(/\w…$/);
  expect(card!.description.length).toBeLessThanOrEqual(CARD_DESCRIPTION_CHARS + 1);
  expect(long.startsWith(card!.description.slice(0, -1))).toBe(true);
  expect(long[card!.description.length - 1]).toMatch(/[\s\p{P}]/u);
  expect((await getActiveJob("cloud-architect"))?.description).toBe(long);
});

test("the total and dropdown options, kept between searches, follow a save and a delete", async () => {
  const before = await listActiveJobs(filters("q=engineer"));
  await listActiveJobs(filters("q=data")); // a second search reuses them
  const added = job({ id: "qa-lead", title: "QA Lead", department: "Quality", type: "Contract" });
  await database().db.insert(jobs).values(demoJobValues(added));
  const after = await listActiveJobs(filters("q=engineer"));
  expect(after.total).toBe(before.total + 1);
  expect(after.facets.departments).toContain("Quality");
  expect((await getActiveJobFacets()).types).toContain("Contract");

  await database().db.delete(jobs).where(eq(jobs.id, "qa-lead"));
  const removed = await listActiveJobs(filters("q=data"));
  expect(removed.total).toBe(before.total);
  expect(removed.facets).toEqual(before.facets);
});

test("a new search or filter runs no statement: public jobs are kept per content version and day", async () => {
  await contentVersionInMemory();
  await listActiveJobs(filters("q=engineer")); // the first read keeps every public job
  let list: Awaited<ReturnType<typeof listActiveJobs>> | undefined;
  let byPlace: Awaited<ReturnType<typeof listActiveJobs>> | undefined;
  const statements = await recordSql(database(), async () => {
    list = await listActiveJobs(filters("q=data"));
    byPlace = await listActiveJobs(filters("location=Hamilton,+NJ&type=Full-time&page=3"));
  });
  expect(statements).toEqual([]);
  expect(list).toMatchObject({ matching: 1, total: 4, page: 1, pageCount: 1 });
  expect(list!.jobs.map((row) => row.id)).toEqual(["data-scientist"]);
  expect(byPlace).toMatchObject({ page: 1, pageCount: 1 });
  expect(byPlace!.matching).toBeGreaterThan(0);
});
