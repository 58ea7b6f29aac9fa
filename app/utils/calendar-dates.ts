import { COMPANY_TIME_ZONE } from "./dates";

// Calendar dates (YYYY-MM-DD, e.g. a job's closing date) name a day in the
// company's zone, not an instant, so they never go through `new Date(ymd)`
// (which would read them as UTC midnight — the previous evening in New York).

const CALENDAR_PARTS = new Intl.DateTimeFormat("en-CA", {
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  timeZone: COMPANY_TIME_ZONE,
});

// The day last asked for and the instants it spans: every request asks
// (page expiry, public jobs), and the answer changes once a day.
let dayKept: { ymd: string; start: number; end: number } | undefined;

/** Today's date in the company's time zone, as YYYY-MM-DD. */
export function companyToday(now: Date = new Date()): string {
  const at = now.getTime();
  if (dayKept && at >= dayKept.start && at < dayKept.end) return dayKept.ymd;
  const ymd = CALENDAR_PARTS.format(now);
  const start = startOfCompanyDay(ymd).getTime();
  const end = startOfCompanyDay(addCalendarDays(ymd, 1)).getTime();
  // Kept only when the span holds the instant asked about (not for an invalid date).
  dayKept = at >= start && at < end ? { ymd, start, end } : undefined;
  return ymd;
}

/** The calendar date `days` after `ymd` (negative goes back). */
export function addCalendarDays(ymd: string, days: number): string {
  const [year, month, day] = ymd.split("-").map(Number);
  return new Date(Date.UTC(year!, month! - 1, day! + days)).toISOString().slice(0, 10);
}

const LONG_CALENDAR_DATE = new Intl.DateTimeFormat("en-US", {
  month: "long",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

/** A calendar date in the careers style: "2026-01-05" → "January 5, 2026". */
export function formatCalendarDate(ymd: string): string {
  return LONG_CALENDAR_DATE.format(new Date(`${ymd}T00:00:00Z`));
}

const OFFSET_PARTS = new Intl.DateTimeFormat("en-US", {
  timeZone: COMPANY_TIME_ZONE,
  timeZoneName: "longOffset",
});

const OFFSET_NAME = /^GMT([+-])(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * The company zone's UTC offset at an instant, in milliseconds. Before 1883
 * New York kept local mean time, whose offset has seconds (GMT-04:56:02).
 */
function companyOffsetMs(at: Date): number {
  const name = OFFSET_PARTS.formatToParts(at).find((part) => part.type === "timeZoneName");
  const match = OFFSET_NAME.exec(name?.value ?? "");
  if (!match) return 0; // "GMT": no offset
  const [, sign, hours, minutes, seconds = "0"] = match;
  const total = (Number(hours) * 60 + Number(minutes)) * 60 + Number(seconds);
  return (sign === "-" ? -total : total) * 1000;
}

/**
 * The company zone's UTC offset at an instant, as "-05:00" / "-04:00" (ISO
 * 8601 has no seconds in an offset: local mean time's are dropped).
 */
function companyOffset(at: Date): string {
  const minutes = Math.trunc(companyOffsetMs(at) / 60_000);
  const abs = Math.abs(minutes);
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${minutes < 0 ? "-" : "+"}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** The last second of a calendar day in the company's zone, ISO 8601 with its offset. */
export function endOfCompanyDay(ymd: string): string {
  // Noon UTC of that day is the same calendar day in New York, so its offset is the day's.
  const offset = companyOffset(new Date(`${ymd}T12:00:00Z`));
  return `${ymd}T23:59:59${offset}`;
}

/** The instant a calendar day starts (midnight) in the company's zone. */
export function startOfCompanyDay(ymd: string): Date {
  // Daylight saving switches at 2 AM, so 04:00 UTC (11 PM or midnight in
  // New York, still before the switch) carries the offset of the day's midnight.
  const offset = companyOffset(new Date(`${ymd}T04:00:00Z`));
  return new Date(`${ymd}T00:00:00${offset}`);
}

const WALL_TIME_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/**
 * A time on the company's clock, as a `datetime-local` field sends it
 * ("2026-11-26T09:00"), as the instant it names; null when it is not one.
 */
export function companyWallTimeToInstant(local: string): Date | null {
  if (!WALL_TIME_PATTERN.test(local)) return null;
  const readAsUtc = new Date(`${local}:00Z`);
  if (Number.isNaN(readAsUtc.getTime())) return null;
  // The zone's offset at that time; checked once more from the first answer,
  // which can sit on the other side of a daylight saving switch.
  const first = new Date(readAsUtc.getTime() - companyOffsetMs(readAsUtc));
  const instant = new Date(readAsUtc.getTime() - companyOffsetMs(first));
  // 9999-12-31 late evening on the company's clock is already year 10000 in
  // UTC, which has no ISO form a database accepts: no time at all, like a typo.
  return instant.getUTCFullYear() > MAX_YEAR ? null : instant;
}

const MAX_YEAR = 9999;

const WALL_TIME_PARTS = new Intl.DateTimeFormat("en-CA", {
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: COMPANY_TIME_ZONE,
});

/** An instant as a time on the company's clock, in the `datetime-local` form. */
export function companyWallTime(at: Date): string {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    WALL_TIME_PARTS.formatToParts(at).find((candidate) => candidate.type === type)?.value ?? "";
  // Years before 1000 come unpadded; the field's form has four digits.
  const year = part("year").padStart(4, "0");
  return `${year}-${part("month")}-${part("day")}T${part("hour")}:${part("minute")}`;
}
