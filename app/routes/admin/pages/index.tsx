import type { Route } from "./+types/index";
import { adminMeta } from "~/components/admin/admin-meta";
import { OutcomeNotice } from "~/components/admin/outcome-notice";
import { AdminPageHeader } from "~/components/admin/page-header";
import { PagesTable } from "~/components/admin/pages/pages-table";
import { ButtonLink } from "~/components/ui/button";
import { Plus } from "~/components/ui/icons";
import { requireStaff } from "~/routes/session-guard.server";
import { ADMIN_PAGES_PATH, PAGE_MESSAGES } from "~/modules/pages/page-form-schema";
import { listPagesForAdmin } from "~/modules/pages/pages-admin.server";
import { noticeFrom } from "~/utils/notices";
import { readSearchParams } from "~/utils/search-params.server";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Pages");

const NOTICES = { created: PAGE_MESSAGES.created, saved: PAGE_MESSAGES.saved } as const;

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "pages");
  const rows = await listPagesForAdmin();
  return { rows, notice: noticeFrom(readSearchParams(request, ["notice"]), NOTICES) };
}

export default function PagesList({ loaderData }: Route.ComponentProps) {
  const { rows, notice } = loaderData;
  return (
    <>
      <AdminPageHeader
        eyebrow="Site"
        title="Pages"
        description="The site's pages, built from blocks: the home page, Services, landing pages. A published page shows at its path at once."
        actions={
          <ButtonLink to={`${ADMIN_PAGES_PATH}/new`}>
            <Plus aria-hidden="true" className="size-4" />
            New page
          </ButtonLink>
        }
      />
      <div className="mt-8 space-y-6">
        <OutcomeNotice notice={notice} />
        {rows.length ? <PagesTable rows={rows} /> : <p className="text-slate-600">No pages yet.</p>}
      </div>
    </>
  );
}
