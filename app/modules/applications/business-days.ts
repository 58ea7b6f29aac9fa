import { COMPANY_TIME_ZONE } from "~/utils/dates";

/**
 * Business-day arithmetic for the response target (issue 30 item 2, decision
 * 044). Business time is the time that falls on Monday to Friday on the
 * company's wall clock (America/New_York); Saturdays and Sundays do not
 * count. There is no holiday calendar: a public holiday counts as a working
 * day. Client-safe: no server imports.
 */

export const DAY_MS = 24 * 60 * 60 * 1000;
const WEEK_MS = 7 * DAY_MS;
/** Any seven consecutive days hold exactly five days of business time. */
const BUSINESS_MS_PER_WEEK = 5 * DAY_MS;

const WALL_CLOCK = new Intl.DateTimeFormat("en-US", {
  timeZone: COMPANY_TIME_ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

/** How far the company's wall clock is ahead of UTC at this instant (negative in New York). */
function offsetAt(ms: number): number {
  const parts = Object.fromEntries(
    WALL_CLOCK.formatToParts(new Date(ms)).map((part) => [part.type, Number(part.value)]),
  );
  const wall = Date.UTC(
    parts.year!,
    parts.month! - 1,
    parts.day!,
    parts.hour!,
    parts.minute!,
    parts.second!,
  );
  return wall - (ms - (((ms % 1000) + 1000) % 1000));
}

/** The instant as the company's wall-clock time, counted like UTC milliseconds. */
const toWall = (ms: number) => ms + offsetAt(ms);
const fromWall = (wall: number) => wall - offsetAt(wall - offsetAt(wall));

const dayStart = (wall: number) => Math.floor(wall / DAY_MS) * DAY_MS;
function isWeekend(wallDayStart: number): boolean {
  const weekday = new Date(wallDayStart).getUTCDay();
  return weekday === 0 || weekday === 6;
}

/** Milliseconds of business time from `from` to `to` (0 when `to` is not after `from`). */
export function businessTimeBetween(from: Date | string, to: Date | string): number {
  let wall = toWall(new Date(from).getTime());
  const end = toWall(new Date(to).getTime());
  let total = 0;
  while (end - wall >= WEEK_MS) {
    total += BUSINESS_MS_PER_WEEK;
    wall += WEEK_MS;
  }
  while (wall < end) {
    const stop = Math.min(dayStart(wall) + DAY_MS, end);
    if (!isWeekend(dayStart(wall))) total += stop - wall;
    wall = stop;
  }
  return total;
}

/** Business days (with fractions) from `from` to `to`. */
export function businessDaysBetween(from: Date | string, to: Date | string): number {
  return businessTimeBetween(from, to) / DAY_MS;
}

/** Has an application received at `receivedAt` waited more than `days` business days by `now`? */
export function isPastTarget(receivedAt: Date | string, now: Date, days: number): boolean {
  return businessTimeBetween(receivedAt, now) > days * DAY_MS;
}

/**
 * The earliest instant from which `days` business days have not yet passed
 * by `now`: an application received before it is past its target, one
 * received at or after it is not (isPastTarget, as one comparison a query
 * can use). Weekend time right before that instant is skipped too, so an
 * application received on a Saturday waits as long as one received on the
 * Monday after.
 */
export function overdueCutoff(now: Date, days: number): Date {
  let wall = toWall(now.getTime());
  let remaining = days * DAY_MS;
  while (remaining >= BUSINESS_MS_PER_WEEK) {
    wall -= WEEK_MS;
    remaining -= BUSINESS_MS_PER_WEEK;
  }
  while (remaining > 0) {
    const start = dayStart(wall - 1);
    if (!isWeekend(start)) {
      const span = wall - start;
      if (span >= remaining) {
        wall -= remaining;
        break;
      }
      remaining -= span;
    }
    wall = start;
  }
  while (isWeekend(dayStart(wall - 1))) wall = dayStart(wall - 1);
  return new Date(fromWall(wall));
}

/** "2026-11-27": the company calendar day of an instant (one overdue digest per day). */
export function companyDay(now: Date): string {
  return new Date(toWall(now.getTime())).toISOString().slice(0, 10);
}
