import type { ReactNode } from "react";

/**
 * The admin lists' table: a captioned table in a card. Where the card is
 * narrower than the table's minimum width (a phone, a narrow column), each row
 * becomes a card of its own, each value under its column's name
 * (app/styles/admin-tables.css), so no column is cut off or scrolled away.
 *
 * The roles on the table's parts are deliberate: the card layout changes
 * their `display`, which makes some browsers forget they are a table; the
 * roles keep rows, cells and headers announced as such. Every body row
 * carries `role="row"`, every cell `role="cell"` (or `rowheader`) and a
 * `data-label` with its column's name, shown beside the value on cards.
 *
 * The region is focusable so keyboard users can scroll a wide table that
 * still overflows, and positioned, so visually hidden (absolute) labels in
 * cells stay inside it instead of widening the page.
 */
export function AdminTable({
  caption,
  children,
  className,
}: {
  /** Read by screen readers; visually hidden. */
  caption: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={className}>
      <div
        className="admin-table-region relative overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm"
        tabIndex={0}
        role="region"
        aria-label={caption}
      >
        <table role="table" className="admin-table w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          {children}
        </table>
      </div>
    </div>
  );
}

/** Header cell classes, shared so every list lines up the same way. */
export const TH =
  "border-b border-slate-200 bg-slate-50 px-4 py-3 text-xs font-semibold uppercase tracking-wide text-slate-600";
/** Body cell classes. */
export const TD = "border-b border-slate-100 px-4 py-3 align-middle text-slate-700";

export type AdminColumn = string | { label: string; align: "right" };

/** The header row of an admin list: one column header per label, in order. */
export function AdminTableHead({ columns }: { columns: AdminColumn[] }) {
  return (
    <thead role="rowgroup">
      <tr role="row">
        {columns.map((column) => {
          const label = typeof column === "string" ? column : column.label;
          const right = typeof column !== "string" && column.align === "right";
          return (
            <th
              key={label}
              scope="col"
              role="columnheader"
              className={right ? `${TH} text-right` : TH}
            >
              {label}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
