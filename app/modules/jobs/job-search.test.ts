import { expect, test } from "vitest";
import type { JobFilters } from "./job-filters";
import { jobFacets, matchesJobFilters, searchableJob } from "./job-search";

const job = (
  id: string,
  fields: Partial<{ title: string; department: string; location: string; type: string }> = {},
  isRemote = false,
  description = "Build things.",
) =>
  searchableJob(
    {
      id,
      title: "Engineer",
      department: "Engineering",
      location: "Hamilton, NJ",
      type: "Full-time",
      isRemote,
      ...fields,
    },
    description,
  );

const none: Omit<JobFilters, "page"> = {
  q: "",
  department: "",
  location: "",
  arrangement: "",
  type: "",
};
const ids = (list: ReturnType<typeof job>[], filters: Partial<typeof none>) =>
  list
    .filter((row) => matchesJobFilters(row, { ...none, ...filters }))
    .map((row) => row.summary.id);

const LIST = [
  job("platform", { title: "Platform Engineer" }),
  job("hybrid", { location: "Hybrid — East Brunswick, NJ", department: "Data" }),
  job("remote", { location: "Remote (US)", type: "Contract" }, true),
  job("long", { title: "Analyst" }, false, `${"Long text. ".repeat(200)}Speaks Kubernetes.`),
  job("percent", { title: "Owns 100% of uptime" }),
];

test("a search finds its words in any case, in the title, department, location or the whole description", () => {
  expect(ids(LIST, { q: "PLATFORM" })).toEqual(["platform"]);
  expect(ids(LIST, { q: "east brunswick" })).toEqual(["hybrid"]);
  expect(ids(LIST, { q: "data" })).toEqual(["hybrid"]);
  // Past the card's excerpt: the whole description is searched.
  expect(ids(LIST, { q: "kubernetes" })).toEqual(["long"]);
  expect(ids(LIST, { q: "nothing like it" })).toEqual([]);
});

test("a search has no wildcards: % and _ are themselves", () => {
  expect(ids(LIST, { q: "100%" })).toEqual(["percent"]);
  expect(ids(LIST, { q: "%" })).toEqual(["percent"]);
  expect(ids(LIST, { q: "_" })).toEqual([]);
});

test("a place finds its hybrid and on-site jobs; the arrangement is read from the text and the remote flag", () => {
  expect(ids(LIST, { location: "East Brunswick, NJ" })).toEqual(["hybrid"]);
  expect(ids(LIST, { arrangement: "remote" })).toEqual(["remote"]);
  expect(ids(LIST, { arrangement: "hybrid" })).toEqual(["hybrid"]);
  expect(ids(LIST, { location: "Hamilton, NJ", type: "Full-time" })).toEqual([
    "platform",
    "long",
    "percent",
  ]);
  expect(ids(LIST, { department: "Data", q: "engineer" })).toEqual(["hybrid"]);
});

test("the dropdowns offer what the filters find", () => {
  const facets = jobFacets(LIST);
  expect(facets).toEqual({
    departments: ["Data", "Engineering"],
    locations: ["East Brunswick, NJ", "Hamilton, NJ"],
    arrangements: ["on-site", "hybrid", "remote"],
    types: ["Contract", "Full-time"],
  });
  for (const location of facets.locations) expect(ids(LIST, { location })).not.toEqual([]);
  for (const arrangement of facets.arrangements) expect(ids(LIST, { arrangement })).not.toEqual([]);
});
