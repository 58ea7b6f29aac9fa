import type { Route } from "./+types/index";
import { adminMeta } from "~/components/admin/admin-meta";
import { OutcomeNotice } from "~/components/admin/outcome-notice";
import { AdminPageHeader } from "~/components/admin/page-header";
import { RedirectsTable } from "~/components/admin/redirects/redirects-table";
import { SearchableList } from "~/components/admin/searchable-list";
import { ButtonLink } from "~/components/ui/button";
import { Plus } from "~/components/ui/icons";
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
      <SearchableList
        path={REDIRECTS_PATH}
        search={{ label: "Search redirects", placeholder: "Search by old or new address..." }}
        filters={{ q: filters.q }}
        count={{
          total,
          noun: "redirect",
          page,
          pageSize: REDIRECTS_PAGE_SIZE,
          shown: items.length,
        }}
        pageCount={pageCount}
        empty={{ message: REDIRECT_MESSAGES.empty, noMatches: REDIRECT_MESSAGES.noMatches }}
        notice={<OutcomeNotice notice={notice} />}
      >
        <RedirectsTable rows={items} />
      </SearchableList>
    </>
  );
}
