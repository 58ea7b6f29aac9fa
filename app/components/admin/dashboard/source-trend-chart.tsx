import { useId } from "react";
import { Link } from "react-router";
import { axisScale } from "~/components/admin/dashboard/activity-chart";
import { ChevronDown } from "~/components/ui/icons";
import { NO_SOURCE, OTHER_SOURCES, type SourceTrend } from "~/modules/funnels/funnel-report";
import { weekLabel, weekRangeLabel, weeksPeriodLabel } from "~/modules/dashboard/weeks";
import { cn } from "~/utils/cn";
import { formatCount, formatNumber } from "~/utils/counts";

// Drawn like the weekly activity chart beside it (no viewBox: x in percent, y in px).
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
  const { top, step } = axisScale(Math.max(0, ...trend.weeks.map(totalOf)));
  const ticks = Array.from({ length: top / step + 1 }, (_, index) => index * step);
  const y = (value: number) => PLOT_HEIGHT - (value / top) * PLOT_HEIGHT;
  const slot = 100 / Math.max(trend.weeks.length, 1);
  const bar = slot * 0.6;
  const percent = (value: number) => `${value.toFixed(3)}%`;

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
        <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
          {trend.sources.map((source, index) => (
            <li key={source} className="flex items-center gap-2">
              <span
                aria-hidden="true"
                className={`h-3 w-3 rounded-sm ${colourOf(source, index).swatch}`}
              />
              {labelOf(source)}
            </li>
          ))}
        </ul>
      ) : null}

      <svg
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        className="mt-4 block h-[200px] w-full overflow-visible pb-8 pl-9 pr-1 pt-2"
      >
        <title id={`${id}-title`}>{`${title} per week`}</title>
        <desc id={`${id}-desc`}>{sourceTrendSummary(trend, noun)}</desc>
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
              <text
                x={percent(slot * index + slot / 2)}
                y={PLOT_HEIGHT + 22}
                textAnchor="middle"
                className={cn(
                  "fill-slate-600 text-xs",
                  !evenLabel && "hidden",
                  evenLabel && !phoneLabel && "max-sm:hidden",
                )}
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
        <div
          className="mt-3 overflow-x-auto"
          tabIndex={0}
          role="region"
          aria-label={`${title}, as a table`}
        >
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{`${title} per week`}</caption>
            <thead>
              <tr className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-600">
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Week
                </th>
                {trend.sources.map((source) => (
                  <th key={source} scope="col" className="py-2 pl-3 text-right font-semibold">
                    {labelOf(source)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {trend.weeks.map((week) => (
                <tr key={week.weekStart} className="border-b border-slate-100 last:border-0">
                  <th scope="row" className="py-2 pr-4 font-normal text-slate-700">
                    {weekRangeLabel(week.weekStart)}
                  </th>
                  {trend.sources.map((source) => (
                    <td key={source} className="py-2 pl-3 text-right tabular-nums text-navy-900">
                      {formatNumber(week.counts[source] ?? 0)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
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
