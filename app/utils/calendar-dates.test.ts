import { describe, expect, it } from "vitest";
import {
  addCalendarDays,
  companyToday,
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
