import { parsePage } from "~/modules/jobs/job-filters";
import { MAX_SEARCH_LENGTH } from "~/utils/search-limits";
import { MEDIA_LIBRARY_PATH } from "./media-limits";

/** The media library's address, and its picker's data (defined beside the upload limits). */
export { MEDIA_LIBRARY_PATH };

export const mediaDetailPath = (id: string) => `${MEDIA_LIBRARY_PATH}/${encodeURIComponent(id)}`;

export type MediaFilters = { q: string; page: number };

/** /admin/media search params. */
export function parseMediaFilters(params: URLSearchParams): MediaFilters {
  return {
    q: (params.get("q") ?? "").trim().slice(0, MAX_SEARCH_LENGTH),
    page: parsePage(params.get("page")),
  };
}

/** "1.2 MB", "240 KB": a file size as people read it. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
