import type { Route } from "./+types/history";
import { adminMeta } from "~/components/admin/admin-meta";
import { RevisionHistoryPage } from "~/components/admin/revision-history-page";
import {
  requireRevisionHistory,
  restoreRevisionAnswer,
} from "~/routes/revision-history-route.server";
import { requireStaff, requireStaffActor } from "~/routes/session-guard.server";
import { ADMIN_PAGES_PATH } from "~/modules/pages/page-form-schema";
import {
  PAGE_REVISION_MESSAGES,
  PAGE_REVISION_READER,
  restorePageRevision,
} from "~/modules/pages/page-revisions.server";
import { pathWithNotice } from "~/utils/notices";

export const meta: Route.MetaFunction = ({ data: loaded, matches }) =>
  adminMeta(matches, loaded ? `History: ${loaded.title}` : "History");

const NOTICES = {
  restored: PAGE_REVISION_MESSAGES.restored,
  "restored-path-kept": PAGE_REVISION_MESSAGES.pathKept,
} as const;

const pageHistoryPath = (id: string) => `/admin/pages/history/${encodeURIComponent(id)}`;

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request, "pages");
  return requireRevisionHistory(request, {
    reader: PAGE_REVISION_READER,
    id: params.pageId,
    notices: NOTICES,
    missing: ADMIN_PAGES_PATH,
  });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const actor = await requireStaffActor(request, context.clientIp, "pages");
  return restoreRevisionAnswer(request, {
    gone: PAGE_REVISION_MESSAGES.gone,
    restore: (revisionId) => restorePageRevision(actor, params.pageId, revisionId),
    restoredPath: ({ pathKept }) =>
      pathWithNotice(pageHistoryPath(params.pageId), pathKept ? "restored-path-kept" : "restored"),
  });
}

export default function PageHistory({ loaderData, actionData }: Route.ComponentProps) {
  return <RevisionHistoryPage kind="page" history={loaderData} error={actionData?.message} />;
}
