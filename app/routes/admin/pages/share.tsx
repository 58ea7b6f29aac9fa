import { redirect } from "react-router";
import type { Route } from "./+types/share";
import { requireStaff, requireStaffActor } from "~/routes/session-guard.server";
import { previewLinkAction } from "~/routes/preview-link-action.server";
import { changePagePreviewLink } from "~/modules/pages/page-preview-links.server";

// The page editor's "Share a preview" forms post here, as the blog's do; no page of its own.
const EDIT_PAGES = "/admin/pages/edit";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request, "pages");
  return redirect(`${EDIT_PAGES}/${encodeURIComponent(params.pageId)}`);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const actor = await requireStaffActor(request, context.clientIp, "pages");
  return previewLinkAction(request, { editPages: EDIT_PAGES, id: params.pageId }, (change) =>
    changePagePreviewLink(actor, params.pageId, change),
  );
}
