/** All dates render in the company's time zone, so server and client agree. */
export const COMPANY_TIME_ZONE = "America/New_York";

export function currentYear(now: Date = new Date()): number {
  return Number(
    new Intl.DateTimeFormat("en-US", { year: "numeric", timeZone: COMPANY_TIME_ZONE }).format(now),
  );
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
