import { Link, useSearchParams } from "react-router";
import type { Route } from "./+types/index";
import { adminMeta } from "~/components/admin/admin-meta";
import { ListCount } from "~/components/admin/list-count";
import { ListFilters } from "~/components/admin/list-filters";
import { OutcomeNotice } from "~/components/admin/outcome-notice";
import { AdminPageHeader } from "~/components/admin/page-header";
import { RedirectsTable } from "~/components/admin/redirects/redirects-table";
import { Pagination, searchWithPage } from "~/components/pagination";
import { ButtonLink } from "~/components/ui/button";
import { Plus, SearchX } from "~/components/ui/icons";
import { requireStaff } from "~/routes/session-guard.server";
import { parseRedirectFilters } from "~/modules/redirects/redirect-filters";
import {
  NEW_REDIRECT_PATH,
  NOT_FOUND_LOG_PATH,
  REDIRECT_MESSAGES,
  REDIRECTS_PAGE_SIZE,
  REDIRECTS_PATH,
} from "~/modules/redirects/redirect-limits";
import { listRedirectsForAdmin } from "~/modules/redirects/redirects.server";
import { noticeFrom } from "~/utils/notices";
import { readSearchParams } from "~/utils/search-params.server";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Redirects");

const NOTICES = {
  created: REDIRECT_MESSAGES.created,
  updated: REDIRECT_MESSAGES.updated,
  deleted: REDIRECT_MESSAGES.deleted,
  "not-found": REDIRECT_MESSAGES.notFound,
} as const;

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "redirects");
  const params = readSearchParams(request, ["q", "page", "notice"]);
  const filters = parseRedirectFilters(params);
  const list = await listRedirectsForAdmin(filters);
  return { ...list, filters, notice: noticeFrom(params, NOTICES) };
}

export default function RedirectsPage({ loaderData }: Route.ComponentProps) {
  const { items, total, page, pageCount, filters, notice } = loaderData;
  const [params] = useSearchParams();
  const withoutNotice = new URLSearchParams(params);
  withoutNotice.delete("notice");
  return (
    <>
      <AdminPageHeader
        eyebrow="Site"
        title="Redirects"
        description="Old addresses that send visitors on to a new one. A redirect answers only where no page does, and takes effect at once."
        actions={
          <>
            <ButtonLink to={NOT_FOUND_LOG_PATH} variant="secondary">
              404 log
            </ButtonLink>
            <ButtonLink to={NEW_REDIRECT_PATH}>
              <Plus aria-hidden="true" className="size-4" />
              New redirect
            </ButtonLink>
          </>
        }
      />
      <div className="mt-8 space-y-6">
        <OutcomeNotice notice={notice} />
        <ListFilters
          label="Search redirects"
          searchPlaceholder="Search by old or new address..."
          values={{ q: filters.q }}
          selects={[]}
        />
        {items.length ? (
          <>
            <ListCount
              total={total}
              noun="redirect"
              page={page}
              pageSize={REDIRECTS_PAGE_SIZE}
              shown={items.length}
            />
            <RedirectsTable rows={items} />
            <Pagination
              page={page}
              pageCount={pageCount}
              hrefForPage={(n) => `${REDIRECTS_PATH}${searchWithPage(withoutNotice, n)}`}
            />
          </>
        ) : (
          <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
            {filters.q ? (
              <SearchX aria-hidden="true" className="mx-auto size-10 text-slate-400" />
            ) : null}
            <p className="mt-4 font-semibold text-navy-900">
              {filters.q ? REDIRECT_MESSAGES.noMatches : REDIRECT_MESSAGES.empty}
            </p>
            {filters.q ? (
              <Link
                to={REDIRECTS_PATH}
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
