/** All dates render in the company's time zone, so server and client agree. */
export const COMPANY_TIME_ZONE = "America/New_York";

export function currentYear(now: Date = new Date()): number {
  return Number(
    new Intl.DateTimeFormat("en-US", { year: "numeric", timeZone: COMPANY_TIME_ZONE }).format(now),
  );
}
