import { useId } from "react";
import { Link } from "react-router";
import { AxisLabel, BarChartFrame } from "~/components/admin/charts/bar-chart-frame";
import { ChartData } from "~/components/admin/charts/chart-data";
import { ChartLegend } from "~/components/admin/charts/chart-legend";
import { chartScale, percent } from "~/components/admin/charts/chart-scale";
import { NO_SOURCE, OTHER_SOURCES, type SourceTrend } from "~/modules/funnels/funnel-report";
import { weekLabel, weekRangeLabel, weeksPeriodLabel } from "~/modules/dashboard/weeks";
import { cn } from "~/utils/cn";
import { formatCount, formatNumber } from "~/utils/counts";

// Drawn like the weekly activity chart beside it (the shared geometry: charts/chart-scale.ts).
const PLOT_HEIGHT = 160;
/** One colour per drawn source, in order; "other" and "unknown" have their own greys. */
const COLOURS = [
  { fill: "fill-brand-600", swatch: "bg-brand-600" },
  { fill: "fill-accent-600", swatch: "bg-accent-600" },
  { fill: "fill-emerald-600", swatch: "bg-emerald-600" },
  { fill: "fill-amber-500", swatch: "bg-amber-500" },
];
const OTHER_COLOUR = { fill: "fill-slate-400", swatch: "bg-slate-400" };
const NONE_COLOUR = { fill: "fill-slate-200", swatch: "bg-slate-200" };

function labelOf(source: string): string {
  if (source === OTHER_SOURCES) return "Other sources";
  if (source === NO_SOURCE) return "Direct or unknown";
  return source;
}

function colourOf(source: string, index: number) {
  if (source === OTHER_SOURCES) return OTHER_COLOUR;
  if (source === NO_SOURCE) return NONE_COLOUR;
  return COLOURS[index % COLOURS.length]!;
}

/** What the chart shows, in words (its accessible description). */
function sourceTrendSummary(trend: SourceTrend, noun: "application" | "inquiry"): string {
  const first = trend.weeks[0];
  const last = trend.weeks.at(-1);
  if (!first || !last) return "No weeks to show.";
  const totals = trend.sources.map((source) => ({
    source,
    total: trend.weeks.reduce((sum, week) => sum + (week.counts[source] ?? 0), 0),
  }));
  const all = totals.reduce((sum, row) => sum + row.total, 0);
  const parts = totals.map((row) => `${labelOf(row.source)} ${formatNumber(row.total)}`);
  return `${weeksPeriodLabel(first.weekStart, last.weekStart)}: ${formatCount(all, noun)}${parts.length ? ` (${parts.join(", ")})` : ""}.`;
}

/**
 * Applications or inquiries per week, each week's bar split by the first
 * source of the visits that sent them. One image to assistive technology
 * (title and description); the numbers are in the table under "Show data".
 */
export function SourceTrendChart({
  title,
  noun,
  trend,
}: {
  title: string;
  noun: "application" | "inquiry";
  trend: SourceTrend;
}) {
  const id = useId();
  const totalOf = (week: SourceTrend["weeks"][number]) =>
    trend.sources.reduce((sum, source) => sum + (week.counts[source] ?? 0), 0);
  const scale = chartScale({
    max: Math.max(0, ...trend.weeks.map(totalOf)),
    count: trend.weeks.length,
    height: PLOT_HEIGHT,
  });
  const { y, slot } = scale;
  const bar = slot * 0.6;

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="min-w-0 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-navy-900">
        {title}
      </h2>
      <p className="text-sm text-slate-600">
        Per week, by the source that first brought the visit (Eastern Time)
      </p>
      {trend.sources.length ? (
        <ChartLegend
          className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700"
          items={trend.sources.map((source, index) => ({
            key: source,
            label: labelOf(source),
            swatch: colourOf(source, index).swatch,
          }))}
        />
      ) : null}

      <BarChartFrame
        id={id}
        title={`${title} per week`}
        description={sourceTrendSummary(trend, noun)}
        scale={scale}
        className="mt-4"
      >
        {trend.weeks.map((week, index) => {
          let base = 0;
          const left = slot * index + (slot - bar) / 2;
          // Every other week's label; phones every fourth, the current week always.
          const phoneLabel = (trend.weeks.length - 1 - index) % 4 === 0;
          const evenLabel = (trend.weeks.length - 1 - index) % 2 === 0;
          return (
            <g key={week.weekStart}>
              {trend.sources.map((source, sourceIndex) => {
                const value = week.counts[source] ?? 0;
                if (!value) return null;
                const rect = (
                  <rect
                    key={source}
                    x={percent(left)}
                    y={y(base + value)}
                    width={percent(bar)}
                    height={y(base) - y(base + value)}
                    className={colourOf(source, sourceIndex).fill}
                  >
                    <title>{`Week of ${weekLabel(week.weekStart)}: ${labelOf(source)} ${value}`}</title>
                  </rect>
                );
                base += value;
                return rect;
              })}
              <AxisLabel
                scale={scale}
                index={index}
                className={cn(!evenLabel && "hidden", evenLabel && !phoneLabel && "max-sm:hidden")}
              >
                {weekLabel(week.weekStart)}
              </AxisLabel>
            </g>
          );
        })}
      </BarChartFrame>

      <ChartData
        caption={`${title} per week`}
        scroll={{ className: "overflow-x-auto", label: `${title}, as a table` }}
        columns={["Week", ...trend.sources.map(labelOf)]}
        spacing="before"
        rows={trend.weeks.map((week) => ({
          key: week.weekStart,
          heading: weekRangeLabel(week.weekStart),
          cells: trend.sources.map((source) => formatNumber(week.counts[source] ?? 0)),
        }))}
      />
    </section>
  );
}

/** The dashboard's two trends side by side, with the way to the funnels. */
export function SourceTrends({
  trends,
  funnelsPath,
}: {
  trends: { applications: SourceTrend; inquiries: SourceTrend };
  funnelsPath: string;
}) {
  return (
    <div className="space-y-3">
      <div className="grid gap-6 lg:grid-cols-2">
        <SourceTrendChart
          title="Applications by source"
          noun="application"
          trend={trends.applications}
        />
        <SourceTrendChart title="Inquiries by source" noun="inquiry" trend={trends.inquiries} />
      </div>
      <p className="text-sm">
        <Link to={funnelsPath} className="font-semibold text-brand-700 hover:underline">
          Funnels: from visits to hires and inquiries, per job and source
        </Link>
      </p>
    </div>
  );
}
