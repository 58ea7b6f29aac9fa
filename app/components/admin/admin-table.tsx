import type { ReactNode } from "react";
import { cn } from "~/utils/cn";

/**
 * Below `md` the table scrolls sideways: the column that carries the row's
 * actions stays pinned to its edge (with a shadow that shows more lies
 * beyond), so Edit, Delete or the detail link are always on screen.
 */
const PINNED = {
  /** The last column (the row's buttons) on the right. */
  last: "max-md:[&_tr>:last-child]:sticky max-md:[&_tr>:last-child]:right-0 max-md:[&_tr>:last-child]:z-[1] max-md:[&_tr>:last-child]:shadow-[-8px_0_8px_-8px_rgb(15_23_42/0.3)] max-md:[&_tbody_tr>:last-child]:bg-white",
  /** The first column (the row's name, linking to its page) on the left. */
  first:
    "max-md:[&_tr>:first-child]:sticky max-md:[&_tr>:first-child]:left-0 max-md:[&_tr>:first-child]:z-[1] max-md:[&_tr>:first-child]:max-w-[55vw] max-md:[&_tr>:first-child]:shadow-[8px_0_8px_-8px_rgb(15_23_42/0.3)] max-md:[&_tbody_tr>:first-child]:bg-white",
} as const;

/**
 * The admin lists' table: a captioned, horizontally scrollable table in a
 * card. The scroll region is focusable so keyboard users can scroll it, and
 * positioned, so visually hidden (absolute) labels in cells stay inside it
 * instead of widening the page on phones.
 */
export function AdminTable({
  caption,
  children,
  className,
  pin,
}: {
  /** Read by screen readers; visually hidden. */
  caption: string;
  children: ReactNode;
  className?: string;
  /** Which column stays in view on phones: the actions (last) or the row's name (first). */
  pin: keyof typeof PINNED;
}) {
  return (
    <div className={className}>
      <div
        className="relative overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm"
        tabIndex={0}
        role="region"
        aria-label={caption}
      >
        <table className={cn("w-full min-w-[720px] text-left text-sm", PINNED[pin])}>
          <caption className="sr-only">{caption}</caption>
          {children}
        </table>
      </div>
      <p aria-hidden="true" className="mt-2 text-xs text-slate-500 md:hidden">
        Scroll the table sideways for more columns.
      </p>
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
    <thead>
      <tr>
        {columns.map((column) => {
          const label = typeof column === "string" ? column : column.label;
          const right = typeof column !== "string" && column.align === "right";
          return (
            <th key={label} scope="col" className={right ? `${TH} text-right` : TH}>
              {label}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
