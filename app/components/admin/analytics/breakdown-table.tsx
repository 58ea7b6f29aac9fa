import type { ReactNode } from "react";
import { formatNumber } from "~/utils/counts";

export type BreakdownRow = { key: string; label: ReactNode; views: number; visitors: number };

/**
 * One "top" list of the Analytics page (pages, referrers, campaigns,
 * devices): a captioned table of three columns, narrow enough for a phone.
 */
export function BreakdownTable({
  title,
  column,
  rows,
  empty,
}: {
  title: string;
  /** The first column's header ("Page", "Referrer"…). */
  column: string;
  rows: BreakdownRow[];
  empty: string;
}) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 className="text-lg font-semibold text-navy-900">{title}</h2>
      {rows.length ? (
        <table className="mt-3 w-full table-fixed text-left text-sm">
          <caption className="sr-only">{title}, most page views first</caption>
          <thead>
            <tr className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-600">
              <th scope="col" className="py-2 pr-3 font-semibold">
                {column}
              </th>
              <th scope="col" className="w-20 py-2 pr-3 text-right font-semibold sm:w-24">
                Visitors
              </th>
              <th scope="col" className="w-20 py-2 text-right font-semibold sm:w-24">
                Views
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className="border-b border-slate-100 last:border-0">
                <th
                  scope="row"
                  className="py-2 pr-3 font-normal break-words text-slate-700 [overflow-wrap:anywhere]"
                >
                  {row.label}
                </th>
                <td className="py-2 pr-3 text-right tabular-nums text-navy-900">
                  {formatNumber(row.visitors)}
                </td>
                <td className="py-2 text-right tabular-nums text-navy-900">
                  {formatNumber(row.views)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="mt-3 text-sm text-slate-600">{empty}</p>
      )}
    </section>
  );
}
