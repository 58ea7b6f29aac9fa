import { Link } from "react-router";
import { LoadError } from "~/components/blog/load-error";
import { Pagination } from "~/components/pagination";
import { Reveal } from "~/components/reveal";
import { buttonClasses } from "~/components/ui/button";
import { SearchX } from "~/components/ui/icons";
import type { JobFilters } from "~/modules/jobs/job-filters";
import { hasActiveJobFilters } from "~/modules/jobs/job-filters";
import { JOBS_LOAD_FAILED } from "~/content/careers";
import { JobCard } from "./job-card";
import { JobSearchForm } from "./job-search-form";

type OpenPositionsProps = {
  filters: JobFilters;
  /** The page's address, reloaded by the failure panel's Try Again. */
  location: { pathname: string; search: string };
  list: {
    jobs: React.ComponentProps<typeof JobCard>["job"][];
    matching: number;
    total: number;
    page: number;
    pageCount: number;
    facets: React.ComponentProps<typeof JobSearchForm>["facets"];
  };
};

function pageHref(filters: JobFilters, page: number) {
  const params = new URLSearchParams();
  if (filters.q) params.set("q", filters.q);
  if (filters.department) params.set("department", filters.department);
  if (filters.location) params.set("location", filters.location);
  if (filters.arrangement) params.set("arrangement", filters.arrangement);
  if (filters.type) params.set("type", filters.type);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return `/careers${query ? `?${query}` : ""}#positions`;
}

/**
 * The filterable list of open positions with its count line and empty
 * state. With JavaScript the filters, Clear Filters and the pages update the
 * list in place (data-live-*, app/browser/live-results.ts).
 */
export function OpenPositions({ filters, list, location }: OpenPositionsProps) {
  return (
    <>
      <div className="mt-12" data-live-root="">
        <JobSearchForm filters={filters} facets={list.facets} />
        <p role="status" data-live-status="" className="mt-8 text-sm font-medium text-slate-600">
          Showing {list.matching} of {list.total} open positions
        </p>
        <div
          data-live-busy=""
          aria-busy="false"
          className="mt-4 transition-opacity aria-busy:opacity-60"
        >
          <div data-live-region="jobs" data-live-links="">
            {list.jobs.length ? (
              <ul className="grid gap-5 md:grid-cols-2">
                {list.jobs.map((job) => (
                  <li key={job.id}>
                    <JobCard job={job} />
                  </li>
                ))}
              </ul>
            ) : (
              <Reveal className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
                <SearchX aria-hidden="true" className="size-10 text-slate-400" />
                <p className="mt-4 text-lg font-semibold text-navy-900">
                  No positions found matching your criteria
                </p>
                {hasActiveJobFilters(filters) ? (
                  <Link
                    to="/careers#positions"
                    className={buttonClasses("secondary", "md", "mt-6")}
                  >
                    Clear Filters
                  </Link>
                ) : null}
              </Reveal>
            )}
            {list.pageCount > 1 ? (
              <Pagination
                className="mt-10"
                page={list.page}
                pageCount={list.pageCount}
                hrefForPage={(page) => pageHref(filters, page)}
              />
            ) : null}
          </div>
        </div>
      </div>
      <template data-live-error="">
        <div className="mt-12">
          <LoadError message={JOBS_LOAD_FAILED} location={location} />
        </div>
      </template>
    </>
  );
}
