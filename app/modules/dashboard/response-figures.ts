import { businessDaysBetween, isPastTarget } from "~/modules/applications/business-days";
import { recentWeekStarts, weekStartOf } from "./weeks";

/**
 * The dashboard's "answered within target" figures (issue 30 item 2,
 * decision 044), per week an application came in. Client-safe: the server
 * reads the rows, this counts them.
 */

export type ResponseRow = {
  createdAt: Date;
  /** The first answer (first move away from New), or null while unanswered. */
  firstResponseAt: Date | null;
  /** Marked overdue by the hourly check: never answered within target. */
  overdueAt: Date | null;
};

export type ResponseWeek = {
  weekStart: string;
  received: number;
  /** Answered, or unanswered past the target: the ones whose outcome is known. */
  decided: number;
  withinTarget: number;
  /** Whole percent of `decided` answered within target; null when none is decided. */
  sharePercent: number | null;
  /** Median business days from receipt to first answer; null when none was answered. */
  medianDays: number | null;
};

export type ResponseFigures = {
  targetDays: number;
  weeks: ResponseWeek[];
  total: Omit<ResponseWeek, "weekStart">;
  /** Unanswered past the target right now. */
  overdueNow: number;
};

export function median(values: readonly number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function summarise(rows: readonly ResponseRow[], now: Date, targetDays: number) {
  let decided = 0;
  let withinTarget = 0;
  const times: number[] = [];
  for (const row of rows) {
    if (row.firstResponseAt) {
      decided += 1;
      const days = businessDaysBetween(row.createdAt, row.firstResponseAt);
      times.push(days);
      if (!row.overdueAt && days <= targetDays) withinTarget += 1;
    } else if (row.overdueAt || isPastTarget(row.createdAt, now, targetDays)) {
      decided += 1;
    }
  }
  return {
    received: rows.length,
    decided,
    withinTarget,
    sharePercent: decided ? Math.round((withinTarget / decided) * 100) : null,
    medianDays: median(times),
  };
}

/** The figures of the last `weekCount` weeks (oldest first) and of all of them together. */
export function responseFigures(
  rows: readonly ResponseRow[],
  {
    now,
    targetDays,
    overdueNow,
    weekCount,
  }: {
    now: Date;
    targetDays: number;
    overdueNow: number;
    weekCount: number;
  },
): ResponseFigures {
  const starts = recentWeekStarts(now, weekCount);
  const byWeek = new Map<string, ResponseRow[]>(starts.map((start) => [start, []]));
  for (const row of rows) byWeek.get(weekStartOf(row.createdAt))?.push(row);
  return {
    targetDays,
    weeks: starts.map((weekStart) => ({
      weekStart,
      ...summarise(byWeek.get(weekStart)!, now, targetDays),
    })),
    total: summarise([...byWeek.values()].flat(), now, targetDays),
    overdueNow,
  };
}
