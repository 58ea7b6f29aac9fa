import { Loader2 } from "~/components/ui/icons";
import { BLOG_MESSAGES } from "~/content/blog";

type ResultsStatusProps = {
  loading: boolean;
  total: number;
  /** More articles match than were counted (a search counts up to 1,000). */
  totalCapped?: boolean;
  page: number;
  pageSize: number;
  q: string;
};

/**
 * The result count, and 'Loading articles...' while new results load. One
 * polite live region, so screen readers hear when the list has changed.
 */
export function ResultsStatus({
  loading,
  total,
  totalCapped = false,
  page,
  pageSize,
  q,
}: ResultsStatusProps) {
  return (
    <p role="status" className="flex min-h-6 items-center gap-2 text-sm text-slate-600">
      {loading ? (
        <>
          <Loader2 className="size-4 animate-spin text-brand-700" aria-hidden="true" />
          <span className="font-medium text-navy-900">{BLOG_MESSAGES.loading}</span>
        </>
      ) : (
        <span>{countText(total, totalCapped, page, pageSize, q)}</span>
      )}
    </p>
  );
}

function countText(
  total: number,
  totalCapped: boolean,
  page: number,
  pageSize: number,
  q: string,
): string {
  const noun = total === 1 ? "article" : "articles";
  const matching = q ? ` for “${q}”` : "";
  if (total <= pageSize) return `${total} ${noun}${matching}`;
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, total);
  const of = totalCapped ? `more than ${total.toLocaleString("en-US")}` : String(total);
  return `Showing ${first}–${last} of ${of} ${noun}${matching}`;
}
