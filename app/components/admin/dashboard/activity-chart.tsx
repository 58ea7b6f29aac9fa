import { useId } from "react";
import { AxisLabel, BarChartFrame } from "~/components/admin/charts/bar-chart-frame";
import { ChartData } from "~/components/admin/charts/chart-data";
import { ChartLegend } from "~/components/admin/charts/chart-legend";
import { chartScale, percent } from "~/components/admin/charts/chart-scale";
import { ChartColumn } from "~/components/ui/icons";
import type { WeekActivity } from "~/modules/dashboard/dashboard-figures";
import { weekLabel, weekRangeLabel, weeksPeriodLabel } from "~/modules/dashboard/weeks";
import { formatCount } from "~/utils/counts";

/** Plot height in px (the shared chart geometry: charts/chart-scale.ts). */
const PLOT_HEIGHT = 200;

const SERIES = [
  { key: "applications", label: "Applications", fill: "fill-brand-600", swatch: "bg-brand-600" },
  { key: "inquiries", label: "Inquiries", fill: "fill-accent-600", swatch: "bg-accent-600" },
] as const;

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
  const scale = chartScale({
    max: Math.max(0, ...weeks.flatMap((week) => [week.applications, week.inquiries])),
    count: weeks.length,
    height: PLOT_HEIGHT,
  });
  const { y, slot } = scale;
  const bar = slot * 0.3;

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
        <ChartLegend items={SERIES} />
      </div>

      <BarChartFrame
        id={id}
        title="Applications and inquiries per week"
        description={chartSummary(weeks)}
        scale={scale}
        className="mt-6"
      >
        {weeks.map((week, index) => {
          const center = slot * index + slot / 2;
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
              <AxisLabel
                scale={scale}
                index={index}
                className={phoneLabel ? undefined : "max-sm:hidden"}
              >
                {weekLabel(week.weekStart)}
              </AxisLabel>
            </g>
          );
        })}
      </BarChartFrame>

      <ChartData
        caption="Applications and inquiries per week"
        columns={["Week", "Applications", "Inquiries"]}
        rows={weeks.map((week) => ({
          key: week.weekStart,
          heading: weekRangeLabel(week.weekStart),
          cells: [week.applications, week.inquiries],
        }))}
      />
    </section>
  );
}
