import { useId } from "react";
import { axisScale } from "~/components/admin/dashboard/activity-chart";
import { ChevronDown } from "~/components/ui/icons";
import type { DayCounts } from "~/modules/analytics/analytics-report";
import { formatCount, formatNumber } from "~/utils/counts";
import { dayLabel, fullDayLabel } from "./day-labels";

/** Plot height in px; x positions are percentages, so the chart fills any width (as on the dashboard). */
const PLOT_HEIGHT = 200;
/** Day labels under the axis: about this many, evenly spread, the last day always. */
const LABELS = 6;

/** What the chart shows, in words (its accessible description). */
export function trafficSummary(series: DayCounts[]): string {
  const first = series[0];
  const last = series.at(-1);
  if (!first || !last) return "No days to show.";
  const views = series.reduce((sum, day) => sum + day.views, 0);
  const visitors = series.reduce((sum, day) => sum + day.visitors, 0);
  const busiest = series.reduce((best, day) => (day.views > best.views ? day : best));
  const peak =
    busiest.views > 0
      ? ` The busiest day was ${fullDayLabel(busiest.day)}, with ${formatCount(busiest.views, "page view")}.`
      : "";
  return `${fullDayLabel(first.day)} to ${fullDayLabel(last.day)}: ${formatCount(visitors, "visitor")} and ${formatCount(views, "page view")}.${peak}`;
}

/**
 * Visitors and page views per day, drawn on the server: one bar per day for
 * its page views with its visitors inside it (never more than the views).
 * The SVG is one image to assistive technology (title and description);
 * the numbers are in the table under "Show data".
 */
export function TrafficChart({ series }: { series: DayCounts[] }) {
  const id = useId();
  const { top, step } = axisScale(Math.max(0, ...series.map((day) => day.views)));
  const ticks = Array.from({ length: top / step + 1 }, (_, index) => index * step);
  const y = (value: number) => PLOT_HEIGHT - (value / top) * PLOT_HEIGHT;
  const slot = 100 / Math.max(series.length, 1);
  const bar = slot * 0.7;
  const percent = (value: number) => `${value.toFixed(3)}%`;
  const every = Math.max(1, Math.ceil(series.length / LABELS));

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h2 id={`${id}-heading`} className="text-lg font-semibold text-navy-900">
            Visitors and page views
          </h2>
          <p className="text-sm text-slate-600">Per day (UTC)</p>
        </div>
        <ul className="flex gap-4 text-sm text-slate-700">
          <li className="flex items-center gap-2">
            <span aria-hidden="true" className="h-3 w-3 rounded-sm bg-brand-200" />
            Page views
          </li>
          <li className="flex items-center gap-2">
            <span aria-hidden="true" className="h-3 w-3 rounded-sm bg-brand-600" />
            Visitors
          </li>
        </ul>
      </div>

      <svg
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        className="mt-6 block h-[240px] w-full overflow-visible pb-8 pl-9 pr-1 pt-2"
      >
        <title id={`${id}-title`}>Visitors and page views per day</title>
        <desc id={`${id}-desc`}>{trafficSummary(series)}</desc>
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
        {series.map((day, index) => {
          const left = slot * index + (slot - bar) / 2;
          const labelled = (series.length - 1 - index) % every === 0;
          return (
            <g key={day.day}>
              {day.views > 0 ? (
                <rect
                  x={percent(left)}
                  y={y(day.views)}
                  width={percent(bar)}
                  height={y(0) - y(day.views)}
                  rx={2}
                  className="fill-brand-200"
                >
                  <title>{`${fullDayLabel(day.day)}: ${formatCount(day.views, "page view")}, ${formatCount(day.visitors, "visitor")}`}</title>
                </rect>
              ) : null}
              {day.visitors > 0 ? (
                <rect
                  x={percent(left + bar * 0.2)}
                  y={y(day.visitors)}
                  width={percent(bar * 0.6)}
                  height={y(0) - y(day.visitors)}
                  rx={2}
                  className="fill-brand-600"
                />
              ) : null}
              {labelled ? (
                <text
                  x={percent(slot * index + slot / 2)}
                  y={PLOT_HEIGHT + 22}
                  textAnchor="middle"
                  className="fill-slate-600 text-xs"
                >
                  {dayLabel(day.day)}
                </text>
              ) : null}
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
        <div
          className="mt-3 max-h-96 overflow-y-auto"
          tabIndex={0}
          role="region"
          aria-label="Visitors and page views per day, as a table"
        >
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Visitors and page views per day</caption>
            <thead>
              <tr className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-600">
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Day
                </th>
                <th scope="col" className="py-2 pr-4 text-right font-semibold">
                  Visitors
                </th>
                <th scope="col" className="py-2 text-right font-semibold">
                  Page views
                </th>
              </tr>
            </thead>
            <tbody>
              {series.map((day) => (
                <tr key={day.day} className="border-b border-slate-100 last:border-0">
                  <th scope="row" className="py-2 pr-4 font-normal text-slate-700">
                    <time dateTime={day.day}>{fullDayLabel(day.day)}</time>
                  </th>
                  <td className="py-2 pr-4 text-right tabular-nums text-navy-900">
                    {formatNumber(day.visitors)}
                  </td>
                  <td className="py-2 text-right tabular-nums text-navy-900">
                    {formatNumber(day.views)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}
