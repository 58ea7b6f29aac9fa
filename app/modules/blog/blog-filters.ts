import { parsePage } from "~/modules/jobs/job-filters";
import { MAX_SEARCH_LENGTH } from "~/utils/search-limits";
import { isBlogCategoryId, type BlogCategoryId } from "./categories";

/** Cards per page on /blog and the category pages. */
export const BLOG_PAGE_SIZE = 9;

/** Every query parameter /blog reads. */
export const BLOG_QUERY_KEYS = ["q", "category", "page"] as const;

export type BlogFilters = { q: string; category: BlogCategoryId | null; page: number };

/** Reads /blog's search params; an unknown category means "All Posts". */
export function parseBlogFilters(params: URLSearchParams): BlogFilters {
  const category = params.get("category") ?? "";
  return {
    q: (params.get("q") ?? "").trim().slice(0, MAX_SEARCH_LENGTH),
    category: isBlogCategoryId(category) ? category : null,
    page: parsePage(params.get("page")),
  };
}
