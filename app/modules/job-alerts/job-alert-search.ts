import type { SavedJobSearch } from "~/db/schema";
import { jobPlace, WORK_ARRANGEMENTS } from "~/modules/jobs/job-location";

/**
 * A saved /careers search and the one rule of which jobs it matches — the
 * same rule as the list's SQL (modules/jobs/jobs.server.ts filterConditions):
 * the keyword anywhere in the title, description, department or location
 * (any case), the other filters equal.
 */

export type { SavedJobSearch };

export type MatchableJob = {
  title: string;
  description: string;
  department: string;
  location: string;
  isRemote: boolean;
  type: string;
};

export const EMPTY_SEARCH: SavedJobSearch = {
  q: "",
  department: "",
  location: "",
  arrangement: "",
  type: "",
};

export function savedSearch(input: Partial<SavedJobSearch>): SavedJobSearch {
  return {
    q: (input.q ?? "").trim(),
    department: (input.department ?? "").trim(),
    location: (input.location ?? "").trim(),
    arrangement: (input.arrangement ?? "").trim(),
    type: (input.type ?? "").trim(),
  };
}

/**
 * The search in words, as staff see it counted and the e-mails name it:
 * "java · Engineering · Remote", or "All open positions". Also the key of
 * one subscription per address and search (so the keyword is lower-cased).
 */
export function searchLabel(search: SavedJobSearch): string {
  const arrangement = WORK_ARRANGEMENTS.find(({ id }) => id === search.arrangement)?.label ?? "";
  const parts = [
    search.q.toLowerCase(),
    search.department,
    search.location,
    arrangement,
    search.type,
  ].filter(Boolean);
  return parts.length ? parts.join(" · ") : "All open positions";
}

/** ILIKE '%q%' as PostgreSQL does it for these texts: case-insensitive containment. */
function contains(haystack: string, needle: string): boolean {
  return haystack.toLowerCase().includes(needle.toLowerCase());
}

export function jobMatchesSearch(job: MatchableJob, search: SavedJobSearch): boolean {
  if (
    search.q &&
    ![job.title, job.description, job.department, job.location].some((text) =>
      contains(text, search.q),
    )
  ) {
    return false;
  }
  if (search.department && job.department !== search.department) return false;
  if (search.type && job.type !== search.type) return false;
  if (search.location || search.arrangement) {
    const { place, arrangement } = jobPlace(job);
    if (search.location && place !== search.location) return false;
    if (search.arrangement && arrangement !== search.arrangement) return false;
  }
  return true;
}

/** The /careers address of a saved search (the e-mails' "see all" link). */
export function searchPath(search: SavedJobSearch): string {
  const params = new URLSearchParams();
  for (const key of ["q", "department", "location", "arrangement", "type"] as const) {
    if (search[key]) params.set(key, search[key]);
  }
  const query = params.toString();
  return `/careers${query ? `?${query}` : ""}#positions`;
}
