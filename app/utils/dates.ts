/** All dates render in the company's time zone, so server and client agree. */
export const COMPANY_TIME_ZONE = "America/New_York";

// Formatters are made once: creating one costs about a millisecond, and the
// root loader asks for the year on every page render.
const YEAR = new Intl.DateTimeFormat("en-US", { year: "numeric", timeZone: COMPANY_TIME_ZONE });

export function currentYear(now: Date = new Date()): number {
  return Number(YEAR.format(now));
}

const LONG_DATE = new Intl.DateTimeFormat("en-US", {
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

const SHORT_DATE = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: COMPANY_TIME_ZONE,
});

/** Admin lists of posts and applications: "Jan 5, 2026". */
export function formatShortDate(date: Date | string): string {
  return SHORT_DATE.format(new Date(date));
}

const NUMERIC_DATE = new Intl.DateTimeFormat("en-US", {
  month: "numeric",
  day: "numeric",
  year: "numeric",
  timeZone: COMPANY_TIME_ZONE,
});

/** Admin job lists (the spec's en-US short date): "1/5/2026". */
export function formatNumericDate(date: Date | string): string {
  return NUMERIC_DATE.format(new Date(date));
}

const DATE_TIME = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZone: COMPANY_TIME_ZONE,
  timeZoneName: "short",
});

/** Audit entries, application and inquiry details: "Jan 5, 2026, 3:04 PM EST". */
export function formatDateTime(date: Date | string): string {
  return DATE_TIME.format(new Date(date));
}

const TIME = new Intl.DateTimeFormat("en-US", {
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
