import { MAX_SEARCH_LENGTH } from "~/utils/search-limits";
import { isWorkArrangement, parseLocationText, type WorkArrangement } from "./job-location";

/** Open positions shown per page on /careers. */
export const JOBS_PAGE_SIZE = 20;

/** The /careers filters, read from URL search params so links are shareable. */
export type JobFilters = {
  q: string;
  department: string;
  /** A place ("East Brunswick, NJ"), whatever the arrangement. */
  location: string;
  arrangement: WorkArrangement | "";
  type: string;
  page: number;
};

export const JOB_FILTER_KEYS = ["q", "department", "location", "arrangement", "type"] as const;

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
  const arrangement = text(params, "arrangement");
  // Links from before the split (`?location=Hybrid — East Brunswick, NJ`,
  // `?location=Remote (US)`) name both: they become the place and the arrangement.
  const { place, stated } = parseLocationText(text(params, "location"));
  return {
    q: text(params, "q"),
    department: text(params, "department"),
    location: place,
    arrangement: isWorkArrangement(arrangement) ? arrangement : (stated ?? ""),
    type: text(params, "type"),
    page: parsePage(params.get("page")),
  };
}

export function hasActiveJobFilters(filters: JobFilters): boolean {
  return JOB_FILTER_KEYS.some((key) => filters[key] !== "");
}
