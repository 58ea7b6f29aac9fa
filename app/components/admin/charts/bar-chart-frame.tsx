import type { ReactNode } from "react";
import { cn } from "~/utils/cn";
import { percent, type ChartScale, type PlotHeight } from "./chart-scale";

/** The SVG's height: the plot and its padding (labels under the axis), as classes Tailwind sees. */
const SVG_HEIGHT: Record<PlotHeight, string> = { 160: "h-[200px]", 200: "h-[240px]" };

/**
 * A bar chart's SVG: one image to assistive technology (its title and
 * description; the numbers are in the chart's data table), with the value
 * grid and its labels on the left. The bars are the children.
 */
export function BarChartFrame({
  id,
  title,
  description,
  scale,
  className,
  children,
}: {
  /** The chart's useId, for the title and description ids. */
  id: string;
  title: string;
  description: string;
  scale: ChartScale;
  /** The space above the chart (a margin class). */
  className: string;
  children: ReactNode;
}) {
  const { y } = scale;
  return (
    <svg
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      className={cn(
        className,
        "block",
        SVG_HEIGHT[scale.height],
        "w-full overflow-visible pb-8 pl-9 pr-1 pt-2",
      )}
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      {scale.ticks.map((tick) => (
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
      {children}
    </svg>
  );
}

/** A bar group's label under the axis, centred on its slot. */
export function AxisLabel({
  scale,
  index,
  className,
  children,
}: {
  scale: ChartScale;
  /** The bar group's position, from 0. */
  index: number;
  /** Where the label is hidden (phones label fewer groups). */
  className?: string;
  children: ReactNode;
}) {
  return (
    <text
      x={percent(scale.slot * index + scale.slot / 2)}
      y={scale.height + 22}
      textAnchor="middle"
      className={cn("fill-slate-600 text-xs", className)}
    >
      {children}
    </text>
  );
}
