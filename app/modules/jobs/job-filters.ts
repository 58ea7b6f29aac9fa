import { MAX_SEARCH_LENGTH } from "~/utils/search-limits";

/** Open positions shown per page on /careers. */
export const JOBS_PAGE_SIZE = 20;

/** The /careers filters, read from URL search params so links are shareable. */
export type JobFilters = {
  q: string;
  department: string;
  location: string;
  type: string;
  page: number;
};

export const JOB_FILTER_KEYS = ["q", "department", "location", "type"] as const;

/** Every query parameter /careers reads. */
export const JOB_QUERY_KEYS = [...JOB_FILTER_KEYS, "page"] as const;

function text(params: URLSearchParams, key: string): string {
  return (params.get(key) ?? "").trim().slice(0, MAX_SEARCH_LENGTH);
}

export function parsePage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

export function parseJobFilters(params: URLSearchParams): JobFilters {
  return {
    q: text(params, "q"),
    department: text(params, "department"),
    location: text(params, "location"),
    type: text(params, "type"),
    page: parsePage(params.get("page")),
  };
}

export function hasActiveJobFilters(filters: JobFilters): boolean {
  return JOB_FILTER_KEYS.some((key) => filters[key] !== "");
}
