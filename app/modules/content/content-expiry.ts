import { addCalendarDays, companyToday, startOfCompanyDay } from "~/utils/calendar-dates";

/**
 * Pages also change with time alone: a job leaves /careers when its closing
 * day ends, and the footer's year turns over on 1 January — both at midnight
 * in the company's zone, and nothing public changes in between (posts have
 * no scheduled publishing). A cached page must not outlive that moment.
 */
export function nextTimedContentChange(now: Date = new Date()): Date {
  const today = companyToday(now);
  // Asked on every page the cache keeps; the answer changes once a day.
  if (kept?.today !== today) kept = { today, next: startOfCompanyDay(addCalendarDays(today, 1)) };
  return kept.next;
}

let kept: { today: string; next: Date } | undefined;
