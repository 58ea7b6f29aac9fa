import { parsePage } from "~/modules/jobs/job-filters";
import { MAX_SEARCH_LENGTH } from "~/utils/search-limits";
import { isApplicationStatus, type ApplicationStatus } from "./application-status";

/** Rows per page of the applications inbox. */
export const APPLICATIONS_PAGE_SIZE = 25;

/**
 * The inbox filters, read from the URL so every view is a link (and the CSV
 * export of a view is the same link with another path).
 * `job` is a job id, `DELETED_JOB_PREFIX + title snapshot` for applications
 * whose job was deleted, or GENERAL_JOB_FILTER for the talent pool.
 */
export type ApplicationFilters = {
  q: string;
  job: string;
  status: ApplicationStatus | "";
  /** "overdue": only applications unanswered past the response target. */
  response?: "" | "overdue";
  /** "overdue": overdue ones first, longest waiting first; else newest first. */
  sort?: "" | "overdue";
  /** `knockout`: only applications with a knockout answer (decision 043). */
  answers: "knockout" | "";
  /** A visit's first or last source (attribution, decision 048); "" for any. */
  source?: string;
  page: number;
};

export const OVERDUE_FILTER = "overdue";

/** `?answers=knockout`: the inbox filter "Knockout answers". */
const KNOCKOUT_FILTER = "knockout";
export const ANSWER_FILTER_OPTIONS = [
  ["", "All answers"],
  [KNOCKOUT_FILTER, "Knockout answers"],
] as const;

/** A view's filters without its page (the CSV export); the answers filter may be left out. */
export type ApplicationViewFilters = Omit<ApplicationFilters, "page" | "answers"> &
  Partial<Pick<ApplicationFilters, "answers">>;

export const DELETED_JOB_PREFIX = "deleted:";

/** `?job=pool:general`: general applications (the talent pool); job ids never hold a colon. */
export const GENERAL_JOB_FILTER = "pool:general";
export const GENERAL_JOB_FILTER_LABEL = "General applications (talent pool)";

/** Every query parameter the inbox (and its CSV export) reads. */
export const APPLICATION_QUERY_KEYS = [
  "q",
  "job",
  "status",
  "response",
  "answers",
  "sort",
  "source",
  "page",
] as const;

const text = (params: URLSearchParams, key: string) =>
  (params.get(key) ?? "").trim().slice(0, MAX_SEARCH_LENGTH);

export function parseApplicationFilters(params: URLSearchParams): ApplicationFilters {
  const status = params.get("status");
  return {
    q: text(params, "q"),
    // Titles can be longer than a search; a job key is never cut.
    job: (params.get("job") ?? "").trim().slice(0, 300),
    status: isApplicationStatus(status) ? status : "",
    response: params.get("response") === OVERDUE_FILTER ? OVERDUE_FILTER : "",
    answers: params.get("answers") === KNOCKOUT_FILTER ? KNOCKOUT_FILTER : "",
    sort: params.get("sort") === OVERDUE_FILTER ? OVERDUE_FILTER : "",
    source: text(params, "source"),
    page: parsePage(params.get("page")),
  };
}

export function hasApplicationFilters(filters: ApplicationFilters): boolean {
  return Boolean(
    filters.q ||
    filters.job ||
    filters.status ||
    filters.response ||
    filters.answers ||
    filters.source,
  );
}

/** `?q=…&job=…&status=…` without the page: for the export link and status shortcuts. */
export function applicationFilterSearch(
  filters: Pick<ApplicationFilters, "q" | "job" | "status"> &
    Partial<Pick<ApplicationFilters, "answers" | "source">>,
): string {
  const params = new URLSearchParams();
  if (filters.q) params.set("q", filters.q);
  if (filters.job) params.set("job", filters.job);
  if (filters.status) params.set("status", filters.status);
  if (filters.answers) params.set("answers", filters.answers);
  if (filters.source) params.set("source", filters.source);
  const search = params.toString();
  return search ? `?${search}` : "";
}
