import { expect, test } from "vitest";
import { nextTimedContentChange } from "./content-expiry";

test("a cached page lives until the next midnight in New York", () => {
  // 3:00 PM EST on January 5 → midnight EST starting January 6.
  expect(nextTimedContentChange(new Date("2026-01-05T20:00:00Z")).toISOString()).toBe(
    "2026-01-06T05:00:00.000Z",
  );
  // 11:30 PM EDT on July 4 (03:30 UTC on the 5th) is still July 4 in New York.
  expect(nextTimedContentChange(new Date("2026-07-05T03:30:00Z")).toISOString()).toBe(
    "2026-07-05T04:00:00.000Z",
  );
});

test("midnight is found on the days the clocks change", () => {
  // The day before spring forward: midnight of March 8 is still EST.
  expect(nextTimedContentChange(new Date("2026-03-07T18:00:00Z")).toISOString()).toBe(
    "2026-03-08T05:00:00.000Z",
  );
  // March 8 itself: the next midnight (March 9) is EDT.
  expect(nextTimedContentChange(new Date("2026-03-08T18:00:00Z")).toISOString()).toBe(
    "2026-03-09T04:00:00.000Z",
  );
  // Fall back: midnight of November 1 is EDT, of November 2 EST.
  expect(nextTimedContentChange(new Date("2026-10-31T18:00:00Z")).toISOString()).toBe(
    "2026-11-01T04:00:00.000Z",
  );
  expect(nextTimedContentChange(new Date("2026-11-01T18:00:00Z")).toISOString()).toBe(
    "2026-11-02T05:00:00.000Z",
  );
});

test("the year turns over at midnight New York time, not UTC", () => {
  // 8 PM on December 31 in New York is already January 1 in UTC.
  expect(nextTimedContentChange(new Date("2027-01-01T01:00:00Z")).toISOString()).toBe(
    "2027-01-01T05:00:00.000Z",
  );
});
