import { FilterForm } from "~/components/forms/filter-form";
import type { JobFilters } from "~/modules/jobs/job-filters";
import { WORK_ARRANGEMENTS, type WorkArrangement } from "~/modules/jobs/job-location";

type Facets = {
  departments: string[];
  locations: string[];
  arrangements: WorkArrangement[];
  types: string[];
};

const label = (id: WorkArrangement) =>
  WORK_ARRANGEMENTS.find((arrangement) => arrangement.id === id)!.label;

/** Each dropdown: its options are [value, text] pairs of the values among open jobs. */
const SELECTS = [
  { name: "department", label: "Department", all: "All Departments", facet: "departments" },
  { name: "location", label: "Location", all: "All Locations", facet: "locations" },
  {
    name: "arrangement",
    label: "Work arrangement",
    all: "All Arrangements",
    facet: "arrangements",
    text: label,
  },
  { name: "type", label: "Job type", all: "All Types", facet: "types" },
] as const;

/**
 * Search and the four dropdowns: the one filter form, on a page without
 * hydration, so app/browser/live-results.ts makes the results follow every
 * change (typing is debounced) and the URL stays shareable.
 */
export function JobSearchForm({ filters, facets }: { filters: JobFilters; facets: Facets }) {
  return (
    <FilterForm
      action="/careers"
      id="job"
      label="Open positions"
      layout="columns"
      search={{ label: "Search", placeholder: "Job title, skill or keyword" }}
      selects={SELECTS.map((select) => ({
        name: select.name,
        label: select.label,
        options: [
          ["", select.all],
          ...facets[select.facet].map((value) => {
            const text = "text" in select ? select.text(value as WorkArrangement) : value;
            return [value, text] as const;
          }),
        ],
      }))}
      values={{
        q: filters.q,
        department: filters.department,
        location: filters.location,
        arrangement: filters.arrangement,
        type: filters.type,
      }}
      submit={{ label: "Search", variant: "primary" }}
    />
  );
}
