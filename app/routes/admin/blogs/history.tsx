import type { Route } from "./+types/history";
import { adminMeta } from "~/components/admin/admin-meta";
import { RevisionHistoryPage } from "~/components/admin/revision-history-page";
import {
  requireRevisionHistory,
  restoreRevisionAnswer,
} from "~/routes/revision-history-route.server";
import { requireStaff, requireStaffActor } from "~/routes/session-guard.server";
import { ADMIN_BLOGS_PATH } from "~/modules/blog/post-notices";
import { REVISION_MESSAGES, restoreRevision } from "~/modules/blog/revision-restore.server";
import { POST_REVISION_READER } from "~/modules/blog/revisions.server";
import { pathWithNotice } from "~/utils/notices";

export const meta: Route.MetaFunction = ({ data: loaded, matches }) =>
  adminMeta(matches, loaded ? `History: ${loaded.title}` : "History");

const NOTICES = {
  restored: REVISION_MESSAGES.restored,
  "restored-slug-kept": REVISION_MESSAGES.slugKept,
} as const;

const historyPath = (id: string) => `/admin/blogs/history/${encodeURIComponent(id)}`;

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request, "blog");
  return requireRevisionHistory(request, {
    reader: POST_REVISION_READER,
    id: params.blogId,
    notices: NOTICES,
    missing: ADMIN_BLOGS_PATH,
  });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const actor = await requireStaffActor(request, context.clientIp, "blog");
  return restoreRevisionAnswer(request, {
    gone: REVISION_MESSAGES.gone,
    restore: (revisionId) => restoreRevision(actor, params.blogId, revisionId),
    restoredPath: ({ slugKept }) =>
      pathWithNotice(historyPath(params.blogId), slugKept ? "restored-slug-kept" : "restored"),
  });
}

export default function PostHistory({ loaderData, actionData }: Route.ComponentProps) {
  return <RevisionHistoryPage kind="post" history={loaderData} error={actionData?.message} />;
}
