import { COMPANY_TIME_ZONE } from "~/utils/dates";

/** The dashboard chart covers this many weeks, the current one included. */
export const ACTIVITY_WEEKS = 12;

const DAY_MS = 24 * 60 * 60 * 1000;

const CALENDAR_PARTS = new Intl.DateTimeFormat("en-US", {
  timeZone: COMPANY_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  weekday: "short",
});

const DAYS_SINCE_MONDAY: Record<string, number> = {
  Mon: 0,
  Tue: 1,
  Wed: 2,
  Thu: 3,
  Fri: 4,
  Sat: 5,
  Sun: 6,
};

/** A calendar date as a UTC midnight, so day arithmetic never meets a DST change. */
function calendarDay(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00Z`);
}

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * The Monday (YYYY-MM-DD, company calendar) of the week `now` falls in.
 * Weeks run Monday to Sunday in America/New_York, like Postgres'
 * date_trunc('week', …) on the company's local time.
 */
export function weekStartOf(now: Date): string {
  const parts = Object.fromEntries(
    CALENDAR_PARTS.formatToParts(now).map((part) => [part.type, part.value]),
  );
  const today = calendarDay(`${parts.year}-${parts.month}-${parts.day}`);
  const back = DAYS_SINCE_MONDAY[parts.weekday ?? ""] ?? 0;
  return isoDay(new Date(today.getTime() - back * DAY_MS));
}

/** The Mondays of the last `count` weeks, oldest first, ending with the current week. */
export function recentWeekStarts(now: Date, count = ACTIVITY_WEEKS): string[] {
  const current = calendarDay(weekStartOf(now)).getTime();
  return Array.from({ length: count }, (_, index) =>
    isoDay(new Date(current - (count - 1 - index) * 7 * DAY_MS)),
  );
}

const SHORT = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
const SHORT_WITH_YEAR = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

/** "Mar 2": the axis label of the week starting on that Monday. */
export function weekLabel(start: string): string {
  return SHORT.format(calendarDay(start));
}

/** "Mar 2 – Mar 8, 2026": the week in full, for the data table. */
export function weekRangeLabel(start: string): string {
  const first = calendarDay(start);
  const last = new Date(first.getTime() + 6 * DAY_MS);
  return `${SHORT.format(first)} – ${SHORT_WITH_YEAR.format(last)}`;
}

/** "Dec 22, 2025 – Mar 15, 2026": from the first week's Monday to the last week's Sunday. */
export function weeksPeriodLabel(firstStart: string, lastStart: string): string {
  const last = new Date(calendarDay(lastStart).getTime() + 6 * DAY_MS);
  return `${SHORT_WITH_YEAR.format(calendarDay(firstStart))} – ${SHORT_WITH_YEAR.format(last)}`;
}
