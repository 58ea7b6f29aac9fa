import { useId } from "react";
import { ChartColumn, ChevronDown } from "~/components/ui/icons";
import type { WeekActivity } from "~/modules/dashboard/dashboard-figures";
import { weekLabel, weekRangeLabel, weeksPeriodLabel } from "~/modules/dashboard/weeks";
import { cn } from "~/utils/cn";
import { formatCount } from "~/utils/counts";

/**
 * No viewBox: the SVG's content box is the plot area (its padding holds the
 * axis labels), x positions are percentages of its width and y positions
 * pixels, so the chart fills any card width while its text stays 12 px.
 */
const PLOT_HEIGHT = 200;

const SERIES = [
  { key: "applications", label: "Applications", fill: "fill-brand-600", swatch: "bg-brand-600" },
  { key: "inquiries", label: "Inquiries", fill: "fill-accent-600", swatch: "bg-accent-600" },
] as const;

/** A round axis maximum and step: 0–4 by 1, 0–10 by 5, 0–40 by 10… */
export function axisScale(max: number): { top: number; step: number } {
  if (max <= 4) return { top: 4, step: 1 };
  const rough = max / 4;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((m) => m * magnitude).find((s) => s >= rough) ?? rough;
  return { top: Math.ceil(max / step) * step, step };
}

function activity(week: WeekActivity) {
  return `${formatCount(week.applications, "application")} and ${formatCount(week.inquiries, "inquiry")}`;
}

/** What the chart shows, in words (its accessible description). */
export function chartSummary(weeks: WeekActivity[]): string {
  const first = weeks[0];
  const last = weeks.at(-1);
  if (!first || !last) return "No weeks to show.";
  const total = {
    weekStart: first.weekStart,
    applications: weeks.reduce((sum, week) => sum + week.applications, 0),
    inquiries: weeks.reduce((sum, week) => sum + week.inquiries, 0),
  };
  const busiest = weeks.reduce((best, week) =>
    week.applications + week.inquiries > best.applications + best.inquiries ? week : best,
  );
  const peak =
    busiest.applications + busiest.inquiries > 0
      ? ` The busiest week began ${weekLabel(busiest.weekStart)}, with ${activity(busiest)}.`
      : "";
  return `${weeksPeriodLabel(first.weekStart, last.weekStart)}: ${activity(total)} in total.${peak}`;
}

/**
 * Applications and inquiries per week as grouped bars. The SVG is one image
 * to assistive technology (title + description); the exact numbers are in
 * the table under "Show data", open to everyone.
 */
export function ActivityChart({ weeks }: { weeks: WeekActivity[] }) {
  const id = useId();
  const max = Math.max(0, ...weeks.flatMap((week) => [week.applications, week.inquiries]));
  const { top, step } = axisScale(max);
  const ticks = Array.from({ length: top / step + 1 }, (_, index) => index * step);
  const y = (value: number) => PLOT_HEIGHT - (value / top) * PLOT_HEIGHT;
  const group = 100 / Math.max(weeks.length, 1);
  const bar = group * 0.3;
  const percent = (value: number) => `${value.toFixed(3)}%`;

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex items-start gap-3">
          <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
            <ChartColumn aria-hidden="true" className="h-5 w-5" />
          </span>
          <div>
            <h2 id={`${id}-heading`} className="text-lg font-semibold text-navy-900">
              Weekly activity
            </h2>
            <p className="text-sm text-slate-600">
              Applications and inquiries per week, last {formatCount(weeks.length, "week")} (Eastern
              Time)
            </p>
          </div>
        </div>
        <ul className="flex gap-4 text-sm text-slate-700">
          {SERIES.map((series) => (
            <li key={series.key} className="flex items-center gap-2">
              <span aria-hidden="true" className={`h-3 w-3 rounded-sm ${series.swatch}`} />
              {series.label}
            </li>
          ))}
        </ul>
      </div>

      <svg
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        className="mt-6 block h-[240px] w-full overflow-visible pb-8 pl-9 pr-1 pt-2"
      >
        <title id={`${id}-title`}>Applications and inquiries per week</title>
        <desc id={`${id}-desc`}>{chartSummary(weeks)}</desc>
        {ticks.map((tick) => (
          <g key={tick}>
            <line
              x1="0"
              x2="100%"
              y1={y(tick)}
              y2={y(tick)}
              className={tick === 0 ? "stroke-slate-300" : "stroke-slate-200"}
              strokeDasharray={tick === 0 ? undefined : "3 4"}
            />
            <text
              x={-10}
              y={y(tick)}
              dy="0.35em"
              textAnchor="end"
              className="fill-slate-600 text-xs tabular-nums"
            >
              {tick}
            </text>
          </g>
        ))}
        {weeks.map((week, index) => {
          const center = group * index + group / 2;
          // Phones label every other week, always including the current one.
          const phoneLabel = (weeks.length - 1 - index) % 2 === 0;
          return (
            <g key={week.weekStart}>
              {SERIES.map((series, seriesIndex) => {
                const value = week[series.key];
                if (!value) return null;
                return (
                  <rect
                    key={series.key}
                    x={percent(seriesIndex === 0 ? center - bar - 0.3 : center + 0.3)}
                    y={y(value)}
                    width={percent(bar)}
                    height={y(0) - y(value)}
                    rx={3}
                    className={series.fill}
                  >
                    <title>{`Week of ${weekLabel(week.weekStart)}: ${value} ${series.label.toLowerCase()}`}</title>
                  </rect>
                );
              })}
              <text
                x={percent(center)}
                y={PLOT_HEIGHT + 22}
                textAnchor="middle"
                className={cn("fill-slate-600 text-xs", !phoneLabel && "max-sm:hidden")}
              >
                {weekLabel(week.weekStart)}
              </text>
            </g>
          );
        })}
      </svg>

      <details className="group mt-4 border-t border-slate-100 pt-4">
        <summary className="inline-flex cursor-pointer list-none items-center gap-1.5 rounded text-sm font-semibold text-brand-700 hover:underline [&::-webkit-details-marker]:hidden">
          <ChevronDown
            aria-hidden="true"
            className="h-4 w-4 transition-transform group-open:rotate-180"
          />
          <span className="group-open:hidden">Show data</span>
          <span className="hidden group-open:inline">Hide data</span>
        </summary>
        <div className="mt-3">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Applications and inquiries per week</caption>
            <thead>
              <tr className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-600">
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Week
                </th>
                <th scope="col" className="py-2 pr-4 text-right font-semibold">
                  Applications
                </th>
                <th scope="col" className="py-2 text-right font-semibold">
                  Inquiries
                </th>
              </tr>
            </thead>
            <tbody>
              {weeks.map((week) => (
                <tr key={week.weekStart} className="border-b border-slate-100 last:border-0">
                  <th scope="row" className="py-2 pr-4 font-normal text-slate-700">
                    {weekRangeLabel(week.weekStart)}
                  </th>
                  <td className="py-2 pr-4 text-right tabular-nums text-navy-900">
                    {week.applications}
                  </td>
                  <td className="py-2 text-right tabular-nums text-navy-900">{week.inquiries}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}
