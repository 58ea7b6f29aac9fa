import { parsePage } from "~/modules/jobs/job-filters";
import { MAX_SEARCH_LENGTH } from "~/utils/search-limits";
import { isInquiryStatus, type InquiryStatus } from "./inquiry-status";

/** Rows per page of the inquiries inbox. */
export const INQUIRIES_PAGE_SIZE = 25;

/** Every query parameter the inbox (and its CSV export) reads. */
export const INQUIRY_QUERY_KEYS = ["q", "status", "source", "page"] as const;

/** The inbox filters, from the URL (the CSV export takes the same ones). */
export type InquiryFilters = {
  q: string;
  status: InquiryStatus | "";
  /** A visit's first or last source (attribution, decision 048); "" for any. */
  source?: string;
  page: number;
};

export function parseInquiryFilters(params: URLSearchParams): InquiryFilters {
  const status = params.get("status");
  return {
    q: (params.get("q") ?? "").trim().slice(0, MAX_SEARCH_LENGTH),
    status: isInquiryStatus(status) ? status : "",
    source: (params.get("source") ?? "").trim().slice(0, MAX_SEARCH_LENGTH),
    page: parsePage(params.get("page")),
  };
}

export function hasInquiryFilters(filters: InquiryFilters): boolean {
  return Boolean(filters.q || filters.status || filters.source);
}

/** `?q=…&status=…` without the page. */
export function inquiryFilterSearch(
  filters: Pick<InquiryFilters, "q" | "status" | "source">,
): string {
  const params = new URLSearchParams();
  if (filters.q) params.set("q", filters.q);
  if (filters.status) params.set("status", filters.status);
  if (filters.source) params.set("source", filters.source);
  const search = params.toString();
  return search ? `?${search}` : "";
}
