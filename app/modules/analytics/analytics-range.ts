import { z } from "zod";

/** The Analytics page's range choices (GET form field `range`); "custom" reads `from` and `to`. */
export const RANGE_PRESETS = [
  { value: "7d", label: "Last 7 days", days: 7 },
  { value: "30d", label: "Last 30 days", days: 30 },
  { value: "90d", label: "Last 90 days", days: 90 },
  { value: "365d", label: "Last 12 months", days: 365 },
] as const;
export const CUSTOM_RANGE = "custom";
export const DEFAULT_RANGE = "30d";
/** The longest custom range (two years and a day, so a leap year fits). */
export const MAX_RANGE_DAYS = 731;
export const RANGE_QUERY_KEYS = ["range", "from", "to"] as const;

export const RANGE_MESSAGES = {
  order: "The start date must be on or before the end date.",
  tooLong: `A range can be at most ${MAX_RANGE_DAYS} days.`,
  date: "Enter dates as YYYY-MM-DD.",
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;
// A day the calendar has (the pattern alone would let 2026-02-30 through to the date arithmetic).
const isoDay = z.iso.date(RANGE_MESSAGES.date).refine((day) => {
  const time = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(day);
}, RANGE_MESSAGES.date);

export type DateRange = {
  /** First and last UTC day, inclusive (YYYY-MM-DD). */
  from: string;
  to: string;
  days: number;
  /** The preset chosen, or "custom". */
  choice: string;
};

/** The UTC day of an instant, as YYYY-MM-DD: the day a visitor hash and a rollup belong to. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

function presetRange(value: string, today: string): DateRange {
  const preset = RANGE_PRESETS.find((one) => one.value === value) ?? RANGE_PRESETS[1];
  return {
    from: addDays(today, 1 - preset.days),
    to: today,
    days: preset.days,
    choice: preset.value,
  };
}

/**
 * The range a query asks for: a preset (ending today), or `from`–`to` when
 * the range is custom or the dates differ from the preset's. A custom range that
 * cannot be used comes back as the default with its message, so the page
 * still answers.
 */
export function parseRange(
  params: URLSearchParams,
  today: string,
): { range: DateRange; error: string | null } {
  const choice = params.get("range") ?? "";
  const givenFrom = params.get("from") ?? "";
  const givenTo = params.get("to") ?? "";
  if (choice !== CUSTOM_RANGE) {
    const preset = presetRange(choice, today);
    // Dates changed without choosing "Custom dates" (the form sends both): the dates win.
    const datesChanged =
      (givenFrom || givenTo) && (givenFrom !== preset.from || givenTo !== preset.to);
    if (!datesChanged) return { range: preset, error: null };
  }
  const from = isoDay.safeParse(givenFrom);
  const to = isoDay.safeParse(givenTo);
  const fallback = presetRange(DEFAULT_RANGE, today);
  if (!from.success || !to.success) return { range: fallback, error: RANGE_MESSAGES.date };
  if (from.data > to.data) return { range: fallback, error: RANGE_MESSAGES.order };
  const days = daysBetween(from.data, to.data) + 1;
  if (days > MAX_RANGE_DAYS) return { range: fallback, error: RANGE_MESSAGES.tooLong };
  return { range: { from: from.data, to: to.data, days, choice: CUSTOM_RANGE }, error: null };
}

/** The same number of days just before `range`, for the comparison. */
export function previousRange(range: DateRange): DateRange {
  const to = addDays(range.from, -1);
  return { from: addDays(to, 1 - range.days), to, days: range.days, choice: CUSTOM_RANGE };
}

/** Every day of the range, in order. */
export function daysOf(range: DateRange): string[] {
  return Array.from({ length: range.days }, (_, index) => addDays(range.from, index));
}

/** The query string of a range (the CSV link keeps the page's range). */
export function rangeSearch(range: DateRange): string {
  const params = new URLSearchParams({ range: range.choice });
  if (range.choice === CUSTOM_RANGE) {
    params.set("from", range.from);
    params.set("to", range.to);
  }
  return `?${params}`;
}
