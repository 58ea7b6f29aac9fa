import type { ReactNode } from "react";
import { Link, useSearchParams } from "react-router";
import { ListCount } from "~/components/admin/list-count";
import { ListFilters } from "~/components/admin/list-filters";
import type { FilterSelect } from "~/components/forms/filter-form";
import { Pagination, searchWithPage } from "~/components/pagination";
import { SearchX } from "~/components/ui/icons";
import type { CountNoun } from "~/utils/counts";

type SearchableListProps = {
  /** The list's own address: pages and "Clear search" link to it. */
  path: string;
  /** Accessible name of the filter landmark and the search box's placeholder. */
  search: { label: string; placeholder: string };
  /** The filters as the loader parsed them; `q` is the search. */
  filters: { q: string } & Record<string, string>;
  selects?: FilterSelect[];
  count: { total: number; noun: CountNoun; page: number; pageSize: number; shown: number };
  pageCount: number;
  /** What an empty list says: nothing yet, or nothing matching the search. */
  empty: { message: string; noMatches: string; icon?: typeof SearchX };
  /** Shown above the filters (an outcome notice). */
  notice?: ReactNode;
  /** The rows (a table, cards or a grid). */
  children: ReactNode;
};

/**
 * A staff list that is searched and paged (media, redirects, the 404 log):
 * filters, the count, the rows and the pages — or an empty state that offers
 * to clear a search that found nothing. The inboxes have their own
 * (InboxListPage: status shortcuts, CSV).
 */
export function SearchableList({
  path,
  search,
  filters,
  selects = [],
  count,
  pageCount,
  empty,
  notice,
  children,
}: SearchableListProps) {
  const [params] = useSearchParams();
  const pageParams = new URLSearchParams(params);
  pageParams.delete("notice");
  const searched = Boolean(filters.q);
  const Icon = searched ? SearchX : empty.icon;
  return (
    <div className="mt-8 space-y-6">
      {notice}
      <ListFilters
        label={search.label}
        searchPlaceholder={search.placeholder}
        values={filters}
        selects={selects}
      />
      {count.shown ? (
        <>
          <ListCount {...count} />
          {children}
          <Pagination
            page={count.page}
            pageCount={pageCount}
            hrefForPage={(n) => `${path}${searchWithPage(pageParams, n)}`}
          />
        </>
      ) : (
        <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
          {Icon ? (
            <Icon aria-hidden="true" className="mx-auto mb-4 size-10 text-slate-400" />
          ) : null}
          <p className="font-semibold text-navy-900">
            {searched ? empty.noMatches : empty.message}
          </p>
          {searched ? (
            <Link
              to={path}
              className="mt-3 inline-flex text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
            >
              Clear search
            </Link>
          ) : null}
        </div>
      )}
    </div>
  );
}
