import { describe, expect, it, test } from "vitest";
import {
  addCalendarDays,
  companyToday,
  companyWallTime,
  companyWallTimeToInstant,
  endOfCompanyDay,
  formatCalendarDate,
} from "./calendar-dates";
import { COMPANY_TIME_ZONE } from "./dates";

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
  // The last evening of 9999 is year 10000 in UTC, which no database takes.
  expect(companyWallTimeToInstant("9999-12-31T18:59")?.toISOString()).toBe(
    "9999-12-31T23:59:00.000Z",
  );
  for (const bad of [
    "",
    "2026-11-26",
    "2026-11-26 09:00",
    "2026-13-01T09:00",
    "tomorrow",
    "9999-12-31T23:59",
  ]) {
    expect(companyWallTimeToInstant(bad), bad).toBeNull();
  }
  for (const local of ["2026-11-26T09:00", "2026-07-01T23:59", "2026-01-01T00:00"]) {
    expect(companyWallTime(companyWallTimeToInstant(local)!)).toBe(local);
  }
});

// Before 12:03 on 1883-11-18 New York kept local mean time, an offset with
// seconds (-04:56:02) that no ISO date string takes: a form's schedule field
// with such a date made the save answer 500 (found by the fuzz suite).
test("every date of the calendar, local mean time included, is an instant or null, never an error", () => {
  for (const local of [
    "1883-11-18T12:03",
    "1800-06-01T10:00",
    "0001-01-01T00:00",
    "0000-01-01T00:00",
  ]) {
    const at = companyWallTimeToInstant(local);
    expect(at, local).not.toBeNull();
    expect(Number.isNaN(at!.getTime()), local).toBe(false);
    // (Year 0 is 1 BC on a calendar, so it does not come back as written.)
    if (!local.startsWith("0000")) expect(companyWallTime(at!), local).toBe(local);
  }
  expect(companyWallTimeToInstant("1883-11-18T12:03")?.toISOString()).toBe(
    "1883-11-18T16:59:02.000Z",
  );
  expect(endOfCompanyDay("1800-06-01")).toMatch(/^1800-06-01T23:59:59-04:56$/);
  expect(Number.isNaN(new Date(endOfCompanyDay("0001-01-01")).getTime())).toBe(false);
});

test("today, asked again and again across midnights and daylight saving switches, is the zone's date", () => {
  const zoneDate = new Intl.DateTimeFormat("en-CA", {
    timeZone: COMPANY_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  });
  // Every 7 minutes through the spring and autumn switches of 2026, forwards then backwards.
  for (const from of [Date.UTC(2026, 2, 7), Date.UTC(2026, 9, 31)]) {
    const instants = Array.from({ length: 3 * 24 * 9 }, (_, index) => from + index * 7 * 60_000);
    for (const at of [...instants, ...instants.reverse()]) {
      expect(companyToday(new Date(at)), new Date(at).toISOString()).toBe(
        zoneDate.format(new Date(at)),
      );
    }
  }
});
