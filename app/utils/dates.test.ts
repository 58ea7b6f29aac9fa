import { describe, expect, it, vi } from "vitest";
import { staffSources } from "../../tests/helpers/staff-sources";
import { currentYear, formatAdminDate, formatAdminDateTime, formatLongDate } from "./dates";

// 03:30 UTC on Jan 6 is still Jan 5 in New York: every format uses the company's zone.
const LATE_EVENING = new Date("2026-01-06T03:30:00Z");

describe("dates", () => {
  it("formats in America/New_York for every audience", () => {
    expect(formatLongDate(LATE_EVENING)).toBe("January 5, 2026");
    expect(formatAdminDate(LATE_EVENING)).toBe("Jan 5, 2026");
    expect(formatAdminDateTime(LATE_EVENING)).toMatch(/^Jan 5, 2026, 10:30\sPM EST$/);
  });
});

// Issue 29 item 23: lists said "1/5/2026" on the dashboard and the jobs list but
// "Jan 5, 2026" for posts and applications. The staff area writes dates through
// the shared admin formatters only.
it("every date in the staff area goes through the admin formatters", () => {
  const offenders = staffSources()
    .filter(({ text }) =>
      /toLocale(Date|Time)String|new Intl\.DateTimeFormat|format(Numeric|Short|Long)Date\b|formatDateTime\b/.test(
        text,
      ),
    )
    .map(({ file }) => file);
  expect(offenders).toEqual([]);
});

it("reads the year in the company's zone without making a formatter per call", () => {
  // The root loader asks on every page render; a new formatter costs ~0.4 ms.
  const made = vi.spyOn(Intl, "DateTimeFormat");
  try {
    expect(currentYear(new Date("2026-01-01T03:00:00Z"))).toBe(2025);
    expect(currentYear(new Date("2026-01-01T06:00:00Z"))).toBe(2026);
    expect(made).not.toHaveBeenCalled();
  } finally {
    made.mockRestore();
  }
});
