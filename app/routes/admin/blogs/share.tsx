import { redirect } from "react-router";
import type { Route } from "./+types/share";
import { requireStaff, requireStaffActor } from "~/routes/session-guard.server";
import { previewLinkAction } from "~/routes/preview-link-action.server";
import { changePreviewLink } from "~/modules/blog/preview-links.server";

// The edit page's "Share a preview" forms post here; there is no page of its own.
const EDIT_PAGES = "/admin/blogs/edit";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request, "blog");
  return redirect(`${EDIT_PAGES}/${encodeURIComponent(params.blogId)}`);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const actor = await requireStaffActor(request, context.clientIp, "blog");
  return previewLinkAction(request, { editPages: EDIT_PAGES, id: params.blogId }, (change) =>
    changePreviewLink(actor, params.blogId, change),
  );
}
