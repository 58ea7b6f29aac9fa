import { useId } from "react";
import { AxisLabel, BarChartFrame } from "~/components/admin/charts/bar-chart-frame";
import { ChartData } from "~/components/admin/charts/chart-data";
import { ChartLegend } from "~/components/admin/charts/chart-legend";
import { chartScale, percent } from "~/components/admin/charts/chart-scale";
import type { DayCounts } from "~/modules/analytics/analytics-report";
import { formatCount, formatNumber } from "~/utils/counts";
import { dayLabel, fullDayLabel } from "./day-labels";

/** Plot height in px; x positions are percentages, so the chart fills any width (as on the dashboard). */
const PLOT_HEIGHT = 200;
/** The chart's name: its SVG's title, its table's caption and, with ", as a table", the table's region. */
const NAME = "Visitors and page views per day";
const LEGEND = [
  { key: "views", label: "Page views", swatch: "bg-brand-200" },
  { key: "visitors", label: "Visitors", swatch: "bg-brand-600" },
];
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
  const scale = chartScale({
    max: Math.max(0, ...series.map((day) => day.views)),
    count: series.length,
    height: PLOT_HEIGHT,
  });
  const { y, slot } = scale;
  const bar = slot * 0.7;
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
        <ChartLegend items={LEGEND} />
      </div>

      <BarChartFrame
        id={id}
        title={NAME}
        description={trafficSummary(series)}
        scale={scale}
        className="mt-6"
      >
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
                <AxisLabel scale={scale} index={index}>
                  {dayLabel(day.day)}
                </AxisLabel>
              ) : null}
            </g>
          );
        })}
      </BarChartFrame>

      <ChartData
        caption={NAME}
        scroll={{ className: "max-h-96 overflow-y-auto", label: `${NAME}, as a table` }}
        columns={["Day", "Visitors", "Page views"]}
        rows={series.map((day) => ({
          key: day.day,
          heading: <time dateTime={day.day}>{fullDayLabel(day.day)}</time>,
          cells: [formatNumber(day.visitors), formatNumber(day.views)],
        }))}
      />
    </section>
  );
}
