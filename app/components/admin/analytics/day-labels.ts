import { formatAdminDate } from "~/utils/dates";

// Analytics days are UTC calendar days; noon UTC falls on the same calendar
// day in the company's time zone, so the staff area's one date format names it.

/** "Nov 26, 2026". */
export function fullDayLabel(day: string): string {
  return formatAdminDate(`${day}T12:00:00Z`);
}

/** "Nov 26" (under the chart's bars). */
export function dayLabel(day: string): string {
  return fullDayLabel(day).replace(/, \d{4}$/, "");
}
