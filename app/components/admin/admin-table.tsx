import type { ReactNode } from "react";
import { cn } from "~/utils/cn";

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
}: {
  /** Read by screen readers; visually hidden. */
  caption: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={cn(
        "relative overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm",
        className,
      )}
      tabIndex={0}
      role="region"
      aria-label={caption}
    >
      <table className="w-full min-w-[720px] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        {children}
      </table>
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
