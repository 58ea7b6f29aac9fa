import { expect, test } from "vitest";
import { recentWeekStarts, weekLabel, weekRangeLabel, weekStartOf } from "./weeks";

test("a week starts on Monday in New York, whatever the UTC date says", () => {
  // Monday, March 9, 12:30 AM EDT.
  expect(weekStartOf(new Date("2026-03-09T04:30:00Z"))).toBe("2026-03-09");
  // Sunday 11:30 PM EDT is Monday 03:30 UTC: still the previous week in New York.
  expect(weekStartOf(new Date("2026-03-09T03:30:00Z"))).toBe("2026-03-02");
  // Sunday, January 4, 8 PM EST is already Monday in UTC.
  expect(weekStartOf(new Date("2026-01-05T01:00:00Z"))).toBe("2025-12-29");
  expect(weekStartOf(new Date("2026-01-05T05:00:00Z"))).toBe("2026-01-05");
});

test("twelve consecutive Mondays, oldest first, across a DST change and a new year", () => {
  const weeks = recentWeekStarts(new Date("2026-03-11T15:00:00Z"));
  expect(weeks).toHaveLength(12);
  expect(weeks[0]).toBe("2025-12-22");
  expect(weeks[11]).toBe("2026-03-09");
  for (let index = 1; index < weeks.length; index++) {
    const gap = Date.parse(weeks[index]!) - Date.parse(weeks[index - 1]!);
    expect(gap).toBe(7 * 24 * 60 * 60 * 1000);
  }
  // November's DST end too.
  expect(recentWeekStarts(new Date("2026-11-02T12:00:00Z"), 2)).toEqual([
    "2026-10-26",
    "2026-11-02",
  ]);
});

test("week labels", () => {
  expect(weekLabel("2026-03-02")).toBe("Mar 2");
  expect(weekRangeLabel("2025-12-29")).toBe("Dec 29 – Jan 4, 2026");
});
