import { MAX_SEARCH_LENGTH } from "~/utils/search-limits";
import { parsePage } from "./job-filters";

/** Rows per page on /admin/jobs. */
export const ADMIN_JOBS_PAGE_SIZE = 25;

/** The status dropdown (spec: All Status / Active / Inactive). */
export const JOB_STATUS_OPTIONS = [
  ["", "All Status"],
  ["active", "Active"],
  ["inactive", "Inactive"],
] as const;

export type JobStatusFilter = "" | "active" | "inactive";

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
    // Anything but the two known values means "All Status".
    status: status === "active" || status === "inactive" ? status : "",
    page: parsePage(params.get("page")),
  };
}

export function hasAdminJobFilters(filters: AdminJobFilters): boolean {
  return Boolean(filters.q || filters.department || filters.status);
}
