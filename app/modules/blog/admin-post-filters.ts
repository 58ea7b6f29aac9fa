import { parsePage } from "~/modules/jobs/job-filters";
import { MAX_SEARCH_LENGTH } from "~/utils/search-limits";
import { BLOG_CATEGORIES, isBlogCategoryId, type BlogCategoryId } from "./categories";

/** Rows per page on /admin/blogs. */
export const ADMIN_POSTS_PAGE_SIZE = 25;

export const POST_STATUSES = ["published", "draft", "scheduled"] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

export type AdminPostFilters = {
  q: string;
  category: BlogCategoryId | "";
  status: PostStatus | "";
  page: number;
};

/** Dropdowns of the list, as [value, text]; the spec's status options are verbatim. */
export const CATEGORY_FILTER_OPTIONS: ReadonlyArray<readonly [string, string]> = [
  ["", "All Categories"],
  ...BLOG_CATEGORIES.map((category) => [category.id, category.name] as const),
];

export const STATUS_FILTER_OPTIONS: ReadonlyArray<readonly [string, string]> = [
  ["", "All Status"],
  ["published", "Published"],
  ["draft", "Draft"],
  ["scheduled", "Scheduled"],
];

/** /admin/blogs search params; unknown values mean "all". */
export function parseAdminPostFilters(params: URLSearchParams): AdminPostFilters {
  const category = params.get("category") ?? "";
  const status = params.get("status") ?? "";
  return {
    q: (params.get("q") ?? "").trim().slice(0, MAX_SEARCH_LENGTH),
    category: isBlogCategoryId(category) ? category : "",
    status: (POST_STATUSES as readonly string[]).includes(status) ? (status as PostStatus) : "",
    page: parsePage(params.get("page")),
  };
}

export function hasActivePostFilters(filters: AdminPostFilters): boolean {
  return Boolean(filters.q || filters.category || filters.status);
}
