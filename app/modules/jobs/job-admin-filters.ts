import { MAX_SEARCH_LENGTH } from "~/utils/search-limits";
import { parsePage } from "./job-filters";
import { JOB_STATE_LABELS, JOB_STATES, type JobState } from "./job-state";

/** Rows per page on /admin/jobs. */
export const ADMIN_JOBS_PAGE_SIZE = 25;

/** The status dropdown (spec: All Status / Active / Inactive, and Scheduled between them). */
export const JOB_STATUS_OPTIONS = [
  ["", "All Status"],
  ...JOB_STATES.map((state) => [state, JOB_STATE_LABELS[state]] as const),
] as const;

export type JobStatusFilter = "" | JobState;

/** /admin/jobs filters, read from the URL so every filtered view has a link. */
export type AdminJobFilters = {
  q: string;
  department: string;
  status: JobStatusFilter;
  page: number;
};

export function parseAdminJobFilters(params: URLSearchParams): AdminJobFilters {
  const status = params.get("status");
  return {
    q: (params.get("q") ?? "").trim().slice(0, MAX_SEARCH_LENGTH),
    department: (params.get("department") ?? "").trim().slice(0, MAX_SEARCH_LENGTH),
    // Anything but a known state means "All Status".
    status: (JOB_STATES as readonly string[]).includes(status ?? "") ? (status as JobState) : "",
    page: parsePage(params.get("page")),
  };
}

export function hasAdminJobFilters(filters: AdminJobFilters): boolean {
  return Boolean(filters.q || filters.department || filters.status);
}
