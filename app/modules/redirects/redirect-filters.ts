import { parsePage } from "~/modules/jobs/job-filters";
import { MAX_SEARCH_LENGTH } from "~/utils/search-limits";

export type RedirectFilters = { q: string; page: number };
export type NotFoundSort = "hits" | "recent";
export type NotFoundFilters = RedirectFilters & { sort: NotFoundSort };

/** The 404 log's order, as the filter bar's options ([value, text]). */
export const NOT_FOUND_SORT_OPTIONS: ReadonlyArray<readonly [NotFoundSort, string]> = [
  ["hits", "Most hits"],
  ["recent", "Most recently seen"],
];

/** /admin/redirects search params. */
export function parseRedirectFilters(params: URLSearchParams): RedirectFilters {
  return {
    q: (params.get("q") ?? "").trim().slice(0, MAX_SEARCH_LENGTH),
    page: parsePage(params.get("page")),
  };
}

/** /admin/redirects/not-found search params: most hits first unless asked otherwise. */
export function parseNotFoundFilters(params: URLSearchParams): NotFoundFilters {
  return {
    ...parseRedirectFilters(params),
    sort: params.get("sort") === "recent" ? "recent" : "hits",
  };
}
