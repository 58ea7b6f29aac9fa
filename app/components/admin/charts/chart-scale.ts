/**
 * The geometry the admin's bar charts share (weekly activity, sources per
 * week, visitors per day). No viewBox: the SVG's content box is the plot
 * area (its padding holds the axis labels), x positions are percentages of
 * its width and y positions pixels, so a chart fills any card width while
 * its text stays 12 px.
 */

/** A round axis maximum and step: 0–4 by 1, 0–10 by 5, 0–40 by 10… */
export function axisScale(max: number): { top: number; step: number } {
  if (max <= 4) return { top: 4, step: 1 };
  const rough = max / 4;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((m) => m * magnitude).find((s) => s >= rough) ?? rough;
  return { top: Math.ceil(max / step) * step, step };
}

/** The plot heights (px) the charts use. */
export type PlotHeight = 160 | 200;

export type ChartScale = {
  height: PlotHeight;
  /** The values with a grid line, 0 first. */
  ticks: number[];
  /** A value's y position in px (0 at the bottom of the plot). */
  y: (value: number) => number;
  /** One bar group's share of the width, in percent. */
  slot: number;
};

/** The scale of a plot `height` px high with `count` bar groups whose tallest is `max`. */
export function chartScale({
  max,
  count,
  height,
}: {
  max: number;
  count: number;
  height: PlotHeight;
}): ChartScale {
  const { top, step } = axisScale(max);
  return {
    height,
    ticks: Array.from({ length: top / step + 1 }, (_, index) => index * step),
    y: (value) => height - (value / top) * height,
    slot: 100 / Math.max(count, 1),
  };
}

/** An x position or width in percent of the plot's width, as an SVG length. */
export function percent(value: number): string {
  return `${value.toFixed(3)}%`;
}
