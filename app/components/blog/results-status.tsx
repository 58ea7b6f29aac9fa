import { BLOG_MESSAGES } from "~/content/blog";

type ResultsStatusProps = {
  total: number;
  /** More articles match than were counted (a search counts up to 1,000). */
  totalCapped?: boolean;
  page: number;
  pageSize: number;
  q: string;
};

/**
 * The result count, and 'Loading articles...' (with a spinner) while
 * app/browser/live-results.ts loads new results. One polite live region that
 * stays in place, so screen readers hear when the list has changed.
 */
export function ResultsStatus({
  total,
  totalCapped = false,
  page,
  pageSize,
  q,
}: ResultsStatusProps) {
  return (
    <p
      role="status"
      data-live-status=""
      data-loading-text={BLOG_MESSAGES.loading}
      className="flex min-h-6 items-center gap-2 text-sm text-slate-600 data-loading:font-medium data-loading:text-navy-900 data-loading:before:size-4 data-loading:before:animate-spin data-loading:before:rounded-full data-loading:before:border-2 data-loading:before:border-brand-700 data-loading:before:border-r-transparent"
    >
      {countText(total, totalCapped, page, pageSize, q)}
      {/* The heading says it on screen; an update in place is heard through this region only. */}
      {q ? <span className="sr-only">{` for “${q}”`}</span> : null}
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
  // A search's heading already says what was searched for: here it counts results.
  const noun = q ? (total === 1 ? "result" : "results") : total === 1 ? "article" : "articles";
  if (total <= pageSize) return `${total} ${noun}`;
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, total);
  const of = totalCapped ? `more than ${total.toLocaleString("en-US")}` : String(total);
  return `Showing ${first}–${last} of ${of} ${noun}`;
}
