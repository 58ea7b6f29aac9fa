import type { Counts } from "~/modules/analytics/analytics-report";
import { formatCount, formatNumber } from "~/utils/counts";

/** "Up 25% from 80 in the previous 30 days", in words (no colour or arrow alone). */
export function changeText(now: number, before: number, period: string): string {
  if (before === 0)
    return now === 0 ? `None in the previous ${period} either` : `None in the previous ${period}`;
  const change = Math.round(((now - before) / before) * 100);
  const from = `${formatNumber(before)} in the previous ${period}`;
  if (change === 0) return `About the same as the ${from}`;
  return `${change > 0 ? "Up" : "Down"} ${Math.abs(change)}% from ${from}`;
}

/** Visitors and page views in the range, each against the period just before it. */
export function SummaryCards({
  totals,
  previous,
  days,
}: {
  totals: Counts;
  previous: Counts;
  days: number;
}) {
  const period = formatCount(days, "day");
  const cards = [
    { label: "Visitors", value: totals.visitors, before: previous.visitors },
    { label: "Page views", value: totals.views, before: previous.views },
  ];
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      {cards.map((card) => (
        <div
          key={card.label}
          className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
        >
          <dt className="text-sm font-medium text-slate-600">{card.label}</dt>
          <dd className="mt-1 text-3xl font-bold tabular-nums text-navy-900">
            {formatNumber(card.value)}
          </dd>
          <dd className="mt-1 text-sm text-slate-600">
            {changeText(card.value, card.before, period)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
