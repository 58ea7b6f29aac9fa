import { eq } from "drizzle-orm";
import { beforeAll, expect, test } from "vitest";
import { jobs } from "~/db/schema";
import type { DemoJob } from "./demo-jobs";
import { setupTestDatabase } from "../../../tests/helpers/test-database";
import { parseJobFilters } from "./job-filters";
import { jobPlace, parseLocationText } from "./job-location";
import { getActiveJobFacets, getClosedJob, listActiveJobs } from "./jobs.server";
import { demoJobValues } from "./jobs-seed.server";

// Issue 29, item 2: place and work arrangement are filtered apart, so the
// city finds its hybrid jobs; item 3: a closed job is told from an unknown one.

const database = setupTestDatabase();

function job(overrides: Partial<DemoJob> & Pick<DemoJob, "id" | "location">): DemoJob {
  return {
    title: overrides.id,
    department: "Engineering",
    type: "Full-time",
    description: "Build reliable systems for our clients.",
    responsibilities: ["Ship features"],
    requirements: ["TypeScript"],
    isActive: true,
    postedDaysAgo: 5,
    ...overrides,
  };
}

const JOBS: DemoJob[] = [
  job({ id: "eb-onsite", location: "East Brunswick, NJ", postedDaysAgo: 1 }),
  job({ id: "eb-hybrid", location: "Hybrid — East Brunswick, NJ", postedDaysAgo: 2 }),
  job({ id: "hamilton-hybrid", location: "hybrid: Hamilton, NJ", postedDaysAgo: 3 }),
  job({ id: "hamilton-onsite", location: "On-site - Hamilton, NJ", postedDaysAgo: 4 }),
  job({ id: "remote-us", location: "Remote (US)", isRemote: true, postedDaysAgo: 5 }),
  job({ id: "remote-flag", location: "Princeton, NJ", isRemote: true, postedDaysAgo: 6 }),
  job({ id: "remote-eb", location: "Remote – East Brunswick, NJ", postedDaysAgo: 7 }),
  job({ id: "closed-hybrid", location: "Hybrid — Trenton, NJ", isActive: false }),
  job({ id: "expired", location: "Hamilton, NJ", closesInDays: -3 }),
];

beforeAll(async () => {
  await database()
    .db.insert(jobs)
    .values(JOBS.map((value) => demoJobValues(value)));
  // A job waiting for its opening time has never been public.
  await database()
    .db.insert(jobs)
    .values(demoJobValues(job({ id: "scheduled", location: "Hamilton, NJ", isActive: false })));
  await database()
    .db.update(jobs)
    .set({ scheduledAt: new Date(Date.now() + 86_400_000) })
    .where(eq(jobs.id, "scheduled"));
});

const ids = async (query: string) =>
  (await listActiveJobs(parseJobFilters(new URLSearchParams(query)))).jobs.map((row) => row.id);

test("a location text splits into its place and the arrangement it names", () => {
  expect(parseLocationText("Hybrid — East Brunswick, NJ")).toEqual({
    place: "East Brunswick, NJ",
    stated: "hybrid",
  });
  expect(parseLocationText("Remote (US)")).toEqual({ place: "", stated: "remote" });
  expect(parseLocationText("Remotely, TX")).toEqual({ place: "Remotely, TX", stated: null });
  expect(jobPlace({ location: "Hamilton, NJ", isRemote: false })).toEqual({
    place: "Hamilton, NJ",
    arrangement: "on-site",
  });
  expect(jobPlace({ location: "Princeton, NJ", isRemote: true }).arrangement).toBe("remote");
});

test("the dropdowns offer places without the arrangement, and the arrangements apart", async () => {
  expect(await getActiveJobFacets()).toMatchObject({
    locations: ["East Brunswick, NJ", "Hamilton, NJ", "Princeton, NJ"],
    arrangements: ["on-site", "hybrid", "remote"],
  });
});

test("choosing a city finds every job there, on-site, hybrid or remote", async () => {
  expect(await ids("location=East+Brunswick%2C+NJ")).toEqual([
    "eb-onsite",
    "eb-hybrid",
    "remote-eb",
  ]);
  expect(await ids("location=East+Brunswick%2C+NJ&arrangement=hybrid")).toEqual(["eb-hybrid"]);
  expect(await ids("arrangement=hybrid")).toEqual(["eb-hybrid", "hamilton-hybrid"]);
  expect(await ids("arrangement=on-site")).toEqual(["eb-onsite", "hamilton-onsite"]);
  expect(await ids("arrangement=remote")).toEqual(["remote-us", "remote-flag", "remote-eb"]);
  expect(await ids("location=Hamilton%2C+NJ")).toEqual(["hamilton-hybrid", "hamilton-onsite"]);
});

test("every dropdown value finds the jobs whose text reads so (SQL and jobPlace agree)", async () => {
  const all = await listActiveJobs(parseJobFilters(new URLSearchParams()));
  const { locations, arrangements } = all.facets;
  for (const location of locations) {
    for (const arrangement of ["", ...arrangements]) {
      const expected = all.jobs
        .filter((row) => {
          const split = jobPlace(row);
          return split.place === location && (!arrangement || split.arrangement === arrangement);
        })
        .map((row) => row.id);
      expect(await ids(new URLSearchParams({ location, arrangement }).toString())).toEqual(
        expected,
      );
    }
  }
});

test("old links that name the arrangement in the location keep working", async () => {
  expect(
    parseJobFilters(new URLSearchParams({ location: "Hybrid — East Brunswick, NJ" })),
  ).toMatchObject({
    location: "East Brunswick, NJ",
    arrangement: "hybrid",
  });
  expect(await ids("location=Hybrid+%E2%80%94+East+Brunswick%2C+NJ")).toEqual(["eb-hybrid"]);
  expect(await ids("location=Remote+(US)")).toEqual(["remote-us", "remote-flag", "remote-eb"]);
  // An unknown arrangement is no filter.
  expect(parseJobFilters(new URLSearchParams({ arrangement: "moon" })).arrangement).toBe("");
});

test("a deactivated or expired job is closed; an unknown or scheduled one is not", async () => {
  expect(await getClosedJob("closed-hybrid")).toEqual({
    id: "closed-hybrid",
    title: "closed-hybrid",
    department: "Engineering",
  });
  expect((await getClosedJob("expired"))?.title).toBe("expired");
  expect(await getClosedJob("eb-onsite")).toBeNull();
  expect(await getClosedJob("scheduled")).toBeNull();
  expect(await getClosedJob("no-such-job")).toBeNull();
});
