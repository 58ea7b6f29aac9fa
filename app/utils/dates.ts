/** All dates render in the company's time zone, so server and client agree. */
export const COMPANY_TIME_ZONE = "America/New_York";
/** The company's locale: the order and names of dates in the staff area and on the site. */
export const COMPANY_LOCALE = "en-US";

// Formatters are made once: creating one costs about a millisecond, and the
// root loader asks for the year on every page render.
const YEAR = new Intl.DateTimeFormat(COMPANY_LOCALE, {
  year: "numeric",
  timeZone: COMPANY_TIME_ZONE,
});

export function currentYear(now: Date = new Date()): number {
  return Number(YEAR.format(now));
}

const LONG_DATE = new Intl.DateTimeFormat(COMPANY_LOCALE, {
  month: "long",
  day: "numeric",
  year: "numeric",
  timeZone: COMPANY_TIME_ZONE,
});

/** Careers and article dates: "January 5, 2026". */
export function formatLongDate(date: Date | string): string {
  return LONG_DATE.format(new Date(date));
}

/** The machine-readable value for a <time dateTime> attribute. */
export function isoDate(date: Date | string): string {
  return new Date(date).toISOString();
}

const ADMIN_DATE = new Intl.DateTimeFormat(COMPANY_LOCALE, {
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: COMPANY_TIME_ZONE,
});

/**
 * The one date format of the staff area, in the company's locale and time
 * zone: "Jan 5, 2026" (lists, dashboard, "Posted …").
 */
export function formatAdminDate(date: Date | string): string {
  return ADMIN_DATE.format(new Date(date));
}

const ADMIN_DATE_TIME = new Intl.DateTimeFormat(COMPANY_LOCALE, {
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZone: COMPANY_TIME_ZONE,
  timeZoneName: "short",
});

/** A moment in the staff area, the same date then the time: "Jan 5, 2026, 3:04 PM EST". */
export function formatAdminDateTime(date: Date | string): string {
  return ADMIN_DATE_TIME.format(new Date(date));
}

const TIME = new Intl.DateTimeFormat(COMPANY_LOCALE, {
  hour: "numeric",
  minute: "2-digit",
  second: "2-digit",
  timeZone: COMPANY_TIME_ZONE,
  timeZoneName: "short",
});

/** A moment today, to the second: "3:04:05 PM EST" (an autosave's time). */
export function formatTime(date: Date | string): string {
  return TIME.format(new Date(date));
}
