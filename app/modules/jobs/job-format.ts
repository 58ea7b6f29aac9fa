import { formatCalendarDate } from "~/utils/calendar-dates";
import { SALARY_UNIT_LABELS, type SalaryUnit } from "./job-options";

/** The optional job facts a visitor sees next to the basics. */
export type JobExtras = {
  salaryMin: number | null;
  salaryMax: number | null;
  salaryCurrency: string | null;
  salaryUnit: SalaryUnit | null;
  isRemote: boolean;
  closingDate: string | null;
};

const SHORT_UNIT: Record<SalaryUnit, string> = {
  HOUR: "/hr",
  DAY: "/day",
  WEEK: "/wk",
  MONTH: "/mo",
  YEAR: "/yr",
};

// One formatter per currency and style, made once: a new Intl.NumberFormat
// costs far more than a format, and a careers page formats two per job card.
const MONEY_FORMATS = new Map<string, Intl.NumberFormat>();

function money(amount: number, currency: string, compact: boolean): string {
  const key = `${currency}:${compact}`;
  let format = MONEY_FORMATS.get(key);
  if (!format) {
    format = new Intl.NumberFormat("en-US", {
      style: "currency",
      currency,
      maximumFractionDigits: compact ? 1 : 0,
      minimumFractionDigits: 0,
      notation: compact ? "compact" : "standard",
    });
    MONEY_FORMATS.set(key, format);
  }
  return format.format(amount);
}

/**
 * The pay range as shown on the job page ("$120,000 – $150,000 per year") or,
 * compact, on cards ("$120K–$150K/yr"); null when the job names no salary.
 * A single bound reads "From …" / "Up to …".
 */
export function formatSalaryRange(job: JobExtras, { compact = false } = {}): string | null {
  const { salaryMin: min, salaryMax: max } = job;
  if (min == null && max == null) return null;
  // Intl throws on a malformed code; the admin form only offers ISO 4217 ones.
  const currency = /^[A-Z]{3}$/.test(job.salaryCurrency ?? "") ? job.salaryCurrency! : "USD";
  const unit = job.salaryUnit ?? "YEAR";
  const suffix = compact ? SHORT_UNIT[unit] : ` ${SALARY_UNIT_LABELS[unit]}`;
  const format = (amount: number) => money(amount, currency, compact);
  if (min != null && max != null && min !== max) {
    return `${format(min)}${compact ? "–" : " – "}${format(max)}${suffix}`;
  }
  if (min != null && max != null) return `${format(min)}${suffix}`;
  if (min != null) return `From ${format(min)}${suffix}`;
  return `Up to ${format(max!)}${suffix}`;
}

const SHORT_CALENDAR_DATE = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

/**
 * "Apply by June 30, 2026" (compact: "Apply by Jun 30, 2026"), or null
 * without a closing date.
 */
export function formatApplyBy(
  job: Pick<JobExtras, "closingDate">,
  { compact = false } = {},
): string | null {
  if (!job.closingDate) return null;
  const date = compact
    ? SHORT_CALENDAR_DATE.format(new Date(`${job.closingDate}T00:00:00Z`))
    : formatCalendarDate(job.closingDate);
  return `Apply by ${date}`;
}
