import type { ReactNode } from "react";
import { ChevronDown } from "~/components/ui/icons";

export type ChartDataRow = { key: string; heading: ReactNode; cells: ReactNode[] };

/**
 * A chart's numbers as a table under "Show data", open to everyone (the
 * SVG is one image to assistive technology). A table that may grow past
 * its card scrolls in a region keyboard users can reach.
 */
export function ChartData({
  caption,
  scroll,
  columns,
  rows,
  spacing = "between",
}: {
  /** The table's name for screen readers. */
  caption: string;
  /** Where the table scrolls: the region's classes and its name. */
  scroll?: { className: string; label: string };
  /** The headings: the rows' one first, then one per number column. */
  columns: [string, ...string[]];
  rows: ChartDataRow[];
  /**
   * "between": a gap after each column but the last (two number columns);
   * "before": a narrower gap before each (a column per source).
   */
  spacing?: "between" | "before";
}) {
  const [rowHeading, ...numbers] = columns;
  const gap = (index: number) =>
    spacing === "before" ? "pl-3 " : index < numbers.length - 1 ? "pr-4 " : "";
  return (
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
        className={scroll ? `mt-3 ${scroll.className}` : "mt-3"}
        tabIndex={scroll ? 0 : undefined}
        role={scroll ? "region" : undefined}
        aria-label={scroll?.label}
      >
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-600">
              <th scope="col" className="py-2 pr-4 font-semibold">
                {rowHeading}
              </th>
              {numbers.map((label, index) => (
                <th
                  key={index}
                  scope="col"
                  className={`py-2 ${gap(index)}text-right font-semibold`}
                >
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className="border-b border-slate-100 last:border-0">
                <th scope="row" className="py-2 pr-4 font-normal text-slate-700">
                  {row.heading}
                </th>
                {row.cells.map((cell, index) => (
                  <td
                    key={index}
                    className={`py-2 ${gap(index)}text-right tabular-nums text-navy-900`}
                  >
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
