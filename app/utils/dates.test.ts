import { describe, expect, it, vi } from "vitest";
import {
  currentYear,
  formatDateTime,
  formatLongDate,
  formatNumericDate,
  formatShortDate,
} from "./dates";

// 03:30 UTC on Jan 6 is still Jan 5 in New York: every format uses the company's zone.
const LATE_EVENING = new Date("2026-01-06T03:30:00Z");

describe("dates", () => {
  it("formats in America/New_York for every audience", () => {
    expect(formatLongDate(LATE_EVENING)).toBe("January 5, 2026");
    expect(formatShortDate(LATE_EVENING)).toBe("Jan 5, 2026");
    expect(formatNumericDate(LATE_EVENING)).toBe("1/5/2026");
    expect(formatDateTime(LATE_EVENING)).toMatch(/^Jan 5, 2026, 10:30\sPM EST$/);
  });
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
