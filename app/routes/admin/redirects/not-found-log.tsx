import { Link, useSearchParams } from "react-router";
import type { Route } from "./+types/not-found-log";
import { adminMeta } from "~/components/admin/admin-meta";
import { ListCount } from "~/components/admin/list-count";
import { ListFilters } from "~/components/admin/list-filters";
import { AdminPageHeader } from "~/components/admin/page-header";
import { NotFoundTable } from "~/components/admin/redirects/not-found-table";
import { Pagination, searchWithPage } from "~/components/pagination";
import { ButtonLink } from "~/components/ui/button";
import { ArrowLeft } from "~/components/ui/icons";
import { requireStaff } from "~/routes/session-guard.server";
import { NOT_FOUND_SORT_OPTIONS, parseNotFoundFilters } from "~/modules/redirects/redirect-filters";
import {
  NOT_FOUND_LOG_MAX_ROWS,
  NOT_FOUND_LOG_PATH,
  REDIRECT_MESSAGES,
  REDIRECTS_PAGE_SIZE,
  REDIRECTS_PATH,
} from "~/modules/redirects/redirect-limits";
import { listNotFoundLog } from "~/modules/redirects/usage.server";
import { formatNumber } from "~/utils/counts";
import { readSearchParams } from "~/utils/search-params.server";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "404 log");

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "redirects");
  const params = readSearchParams(request, ["q", "sort", "page"]);
  const filters = parseNotFoundFilters(params);
  return { ...(await listNotFoundLog(filters)), filters };
}

export default function NotFoundLogPage({ loaderData }: Route.ComponentProps) {
  const { items, total, page, pageCount, filters } = loaderData;
  const [params] = useSearchParams();
  return (
    <>
      <AdminPageHeader
        eyebrow="Redirects"
        title="404 log"
        description={`Addresses visitors asked for that no page answers, with how often and from where (never their query or address). The ${formatNumber(NOT_FOUND_LOG_MAX_ROWS)} most recently seen are kept.`}
        actions={
          <ButtonLink to={REDIRECTS_PATH} variant="secondary">
            <ArrowLeft aria-hidden="true" className="size-4" />
            Redirects
          </ButtonLink>
        }
      />
      <div className="mt-8 space-y-6">
        <ListFilters
          label="Search the 404 log"
          searchPlaceholder="Search by path..."
          values={{ q: filters.q, sort: filters.sort }}
          selects={[
            {
              name: "sort",
              label: "Sort by",
              options: NOT_FOUND_SORT_OPTIONS,
            },
          ]}
        />
        {items.length ? (
          <>
            <ListCount
              total={total}
              noun="missing path"
              page={page}
              pageSize={REDIRECTS_PAGE_SIZE}
              shown={items.length}
            />
            <NotFoundTable rows={items} />
            <Pagination
              page={page}
              pageCount={pageCount}
              hrefForPage={(n) => `${NOT_FOUND_LOG_PATH}${searchWithPage(params, n)}`}
            />
          </>
        ) : (
          <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
            <p className="font-semibold text-navy-900">
              {filters.q ? REDIRECT_MESSAGES.logNoMatches : REDIRECT_MESSAGES.logEmpty}
            </p>
            {filters.q ? (
              <Link
                to={NOT_FOUND_LOG_PATH}
                className="mt-3 inline-flex text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
              >
                Clear search
              </Link>
            ) : null}
          </div>
        )}
      </div>
    </>
  );
}
