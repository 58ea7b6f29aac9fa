import type { Route } from "./+types/not-found-log";
import { adminMeta } from "~/components/admin/admin-meta";
import { AdminPageHeader } from "~/components/admin/page-header";
import { NotFoundTable } from "~/components/admin/redirects/not-found-table";
import { SearchableList } from "~/components/admin/searchable-list";
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
      <SearchableList
        path={NOT_FOUND_LOG_PATH}
        search={{ label: "Search the 404 log", placeholder: "Search by path..." }}
        filters={{ q: filters.q, sort: filters.sort }}
        selects={[{ name: "sort", label: "Sort by", options: NOT_FOUND_SORT_OPTIONS }]}
        count={{
          total,
          noun: "missing path",
          page,
          pageSize: REDIRECTS_PAGE_SIZE,
          shown: items.length,
        }}
        pageCount={pageCount}
        empty={{ message: REDIRECT_MESSAGES.logEmpty, noMatches: REDIRECT_MESSAGES.logNoMatches }}
      >
        <NotFoundTable rows={items} />
      </SearchableList>
    </>
  );
}
