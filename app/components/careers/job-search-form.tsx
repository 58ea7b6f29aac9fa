import { Button } from "~/components/ui/button";
import { Search } from "~/components/ui/icons";
import { INPUT_CLASSES } from "~/components/ui/form-field";
import type { JobFilters } from "~/modules/jobs/job-filters";
import { MAX_SEARCH_LENGTH } from "~/utils/search-limits";

type Facets = { departments: string[]; locations: string[]; types: string[] };

const SELECTS = [
  { name: "department", label: "Department", all: "All Departments", facet: "departments" },
  { name: "location", label: "Location", all: "All Locations", facet: "locations" },
  { name: "type", label: "Job type", all: "All Types", facet: "types" },
] as const;

/**
 * Search and the three dropdowns. A plain GET form, so it works without
 * JavaScript; with JavaScript (`data-live-form`, app/browser/live-results.ts)
 * the results follow every change (typing is debounced) and the URL stays
 * shareable.
 */
export function JobSearchForm({ filters, facets }: { filters: JobFilters; facets: Facets }) {
  return (
    <form
      method="get"
      action="/careers"
      role="search"
      aria-label="Open positions"
      data-live-form=""
      className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))_auto] lg:items-end"
    >
      <div>
        <label htmlFor="job-search" className="block text-sm font-medium text-navy-900">
          Search
        </label>
        <div className="relative mt-1.5">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-500"
          />
          <input
            id="job-search"
            type="search"
            name="q"
            defaultValue={filters.q}
            maxLength={MAX_SEARCH_LENGTH}
            placeholder="Job title, skill or keyword"
            className={`${INPUT_CLASSES} pl-9`}
          />
        </div>
      </div>
      {SELECTS.map((select) => (
        <div key={select.name}>
          <label htmlFor={`job-${select.name}`} className="block text-sm font-medium text-navy-900">
            {select.label}
          </label>
          <select
            id={`job-${select.name}`}
            name={select.name}
            defaultValue={filters[select.name]}
            className={`${INPUT_CLASSES} mt-1.5`}
          >
            <option value="">{select.all}</option>
            {facets[select.facet].map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        </div>
      ))}
      <Button type="submit" className="h-[42px]">
        <Search aria-hidden="true" className="size-4" />
        Search
      </Button>
    </form>
  );
}
