import { describe, expect, it, test } from "vitest";
import {
  addCalendarDays,
  companyToday,
  companyWallTime,
  companyWallTimeToInstant,
  endOfCompanyDay,
  formatCalendarDate,
} from "./calendar-dates";

// 03:30 UTC on Jan 6 is still Jan 5 in New York.
const LATE_EVENING = new Date("2026-01-06T03:30:00Z");

describe("calendar dates", () => {
  it("names today by the company's clock, not UTC's", () => {
    expect(companyToday(LATE_EVENING)).toBe("2026-01-05");
    expect(companyToday(new Date("2026-07-01T04:30:00Z"))).toBe("2026-07-01");
  });

  it("adds days across month and year ends", () => {
    expect(addCalendarDays("2026-01-31", 1)).toBe("2026-02-01");
    expect(addCalendarDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addCalendarDays("2026-03-01", -1)).toBe("2026-02-28");
  });

  it("formats a calendar date without shifting it a day", () => {
    expect(formatCalendarDate("2026-01-05")).toBe("January 5, 2026");
    expect(formatCalendarDate("2026-07-01")).toBe("July 1, 2026");
  });

  it("ends a day at 23:59:59 New York time, in winter and in summer", () => {
    expect(endOfCompanyDay("2026-01-05")).toBe("2026-01-05T23:59:59-05:00");
    expect(endOfCompanyDay("2026-07-01")).toBe("2026-07-01T23:59:59-04:00");
    expect(new Date(endOfCompanyDay("2026-07-01")).toISOString()).toBe("2026-07-02T03:59:59.000Z");
  });
});

test("a time on the company's clock names the right instant, in winter, summer and around the switches", () => {
  expect(companyWallTimeToInstant("2026-11-26T09:00")?.toISOString()).toBe(
    "2026-11-26T14:00:00.000Z",
  );
  expect(companyWallTimeToInstant("2026-07-01T09:30")?.toISOString()).toBe(
    "2026-07-01T13:30:00.000Z",
  );
  // The evening before the spring switch, and the morning after it.
  expect(companyWallTimeToInstant("2026-03-07T23:00")?.toISOString()).toBe(
    "2026-03-08T04:00:00.000Z",
  );
  expect(companyWallTimeToInstant("2026-03-08T09:00")?.toISOString()).toBe(
    "2026-03-08T13:00:00.000Z",
  );
  for (const bad of ["", "2026-11-26", "2026-11-26 09:00", "2026-13-01T09:00", "tomorrow"]) {
    expect(companyWallTimeToInstant(bad), bad).toBeNull();
  }
  for (const local of ["2026-11-26T09:00", "2026-07-01T23:59", "2026-01-01T00:00"]) {
    expect(companyWallTime(companyWallTimeToInstant(local)!)).toBe(local);
  }
});
