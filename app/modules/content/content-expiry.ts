import { addCalendarDays, companyToday, startOfCompanyDay } from "~/utils/calendar-dates";

/**
 * Pages also change with time alone: a job leaves /careers when its closing
 * day ends, and the footer's year turns over on 1 January — both at midnight
 * in the company's zone, and nothing public changes in between (posts have
 * no scheduled publishing). A cached page must not outlive that moment.
 */
export function nextTimedContentChange(now: Date = new Date()): Date {
  return startOfCompanyDay(addCalendarDays(companyToday(now), 1));
}
