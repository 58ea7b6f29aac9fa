import { cn } from "~/utils/cn";
import { formatListCount, type CountNoun } from "~/utils/counts";

/**
 * The count above every admin list: "45 jobs", or "21–40 of 45 jobs" on a
 * paged one. A status region, so a filter change is announced.
 */
export function ListCount({
  total,
  noun,
  page = 1,
  pageSize,
  shown,
  className,
}: {
  /** Every row the filters match. */
  total: number;
  noun: CountNoun;
  page?: number;
  pageSize: number;
  /** Rows on this page. */
  shown: number;
  className?: string;
}) {
  return (
    <p role="status" className={cn("text-sm text-slate-600", className)}>
      {formatListCount({ total, noun, first: (page - 1) * pageSize + 1, shown })}
    </p>
  );
}
