import type { JobFilters } from "./job-filters";
import { jobPlace, WORK_ARRANGEMENTS, type WorkArrangement } from "./job-location";

/**
 * The careers list's filters and search, over the public jobs held in memory
 * (jobs.server.ts keeps them per content version and company day): a new
 * search — a page-cache miss whatever it asks — costs no database statement
 * (issue 26, decision 057). What it compares is what the dropdowns offer: a
 * job's place and arrangement as jobPlace reads them, so a place chosen from
 * the list always finds its jobs.
 */

/** What a filter or a search compares of a job. */
type Filterable = {
  title: string;
  department: string;
  location: string;
  type: string;
  isRemote: boolean;
};

export type SearchableJob<Summary> = {
  /** What the list shows. */
  summary: Summary;
  place: string;
  arrangement: WorkArrangement;
  /** Title, whole description, department and location, in lower case. */
  text: readonly string[];
};

export type JobFacets = {
  departments: string[];
  /** Places, without the arrangement ("East Brunswick, NJ"). */
  locations: string[];
  arrangements: WorkArrangement[];
  types: string[];
};

/** A job read for the lists, ready to be filtered; `description` is its whole text. */
export function searchableJob<Summary extends Filterable>(
  summary: Summary,
  description: string,
): SearchableJob<Summary> {
  const { place, arrangement } = jobPlace(summary);
  const text = [summary.title, description, summary.department, summary.location].map((value) =>
    value.toLowerCase(),
  );
  return { summary, place, arrangement, text };
}

/**
 * Whether a job passes the filters. The search finds its words as typed,
 * in any case, anywhere in the title, description, department or location
 * (no wildcard: "100%" finds "100%").
 */
export function matchesJobFilters(
  job: SearchableJob<Filterable>,
  filters: Omit<JobFilters, "page">,
): boolean {
  const { summary } = job;
  if (filters.department && summary.department !== filters.department) return false;
  if (filters.location && job.place !== filters.location) return false;
  if (filters.arrangement && job.arrangement !== filters.arrangement) return false;
  if (filters.type && summary.type !== filters.type) return false;
  if (!filters.q) return true;
  const words = filters.q.toLowerCase();
  return job.text.some((field) => field.includes(words));
}

/** The dropdown options: the distinct values among the jobs, in alphabetical order. */
export function jobFacets(list: readonly SearchableJob<Filterable>[]): JobFacets {
  const distinct = (values: string[]) =>
    [...new Set(values)].sort((a, b) => a.localeCompare(b, "en"));
  return {
    departments: distinct(list.map((job) => job.summary.department)),
    locations: distinct(list.map((job) => job.place).filter(Boolean)),
    arrangements: WORK_ARRANGEMENTS.map(({ id }) => id).filter((id) =>
      list.some((job) => job.arrangement === id),
    ),
    types: distinct(list.map((job) => job.summary.type)),
  };
}
