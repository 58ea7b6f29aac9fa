import { expect, test } from "vitest";
import { hasActiveJobFilters, parseJobFilters } from "./job-filters";

test("reads, trims and bounds the filters from search params", () => {
  const filters = parseJobFilters(
    new URLSearchParams({
      q: "  data  ",
      department: "Engineering",
      page: "2",
      location: "x".repeat(500),
    }),
  );
  expect(filters).toMatchObject({ q: "data", department: "Engineering", type: "", page: 2 });
  expect(filters.location).toHaveLength(100);
  expect(hasActiveJobFilters(filters)).toBe(true);
});

test("nonsense pages become page 1", () => {
  for (const page of ["0", "-3", "1.5", "abc", "99999999"]) {
    expect(parseJobFilters(new URLSearchParams({ page })).page).toBe(1);
  }
  expect(hasActiveJobFilters(parseJobFilters(new URLSearchParams()))).toBe(false);
});
