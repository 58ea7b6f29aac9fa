import { data, redirect } from "react-router";
import type { Route } from "./+types/share";
import { requireStaff, requireStaffActor } from "~/routes/session-guard.server";
import { refusalReply } from "~/routes/action-result.server";
import { newPreviewLinkCookie } from "~/modules/blog/preview-link-cookie.server";
import { changePreviewLink } from "~/modules/blog/preview-links.server";
import { PREVIEW_LINK_MESSAGES, PreviewLinkActionSchema } from "~/modules/blog/preview-link-schema";
import { readForm } from "~/utils/form.server";
import { pathWithNotice } from "~/utils/notices";

// The edit page's "Share a preview" forms post here; there is no page of its own.
const editPath = (id: string) => `/admin/blogs/edit/${encodeURIComponent(id)}`;

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request, "blog");
  return redirect(editPath(params.blogId));
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const actor = await requireStaffActor(request, context.clientIp, "blog");
  const form = await readForm(request, { unreadable: PREVIEW_LINK_MESSAGES.invalidRequest });
  if (!form.ok) return data({ message: form.message }, { status: 400 });
  const parsed = PreviewLinkActionSchema.safeParse(Object.fromEntries(form.formData));
  if (!parsed.success) {
    return data({ message: PREVIEW_LINK_MESSAGES.invalidRequest }, { status: 400 });
  }
  const changed = await changePreviewLink(actor, params.blogId, parsed.data);
  if (!changed.ok) return refusalReply(changed);
  const change = changed.value;
  const notice = pathWithNotice(editPath(params.blogId), `preview-${change.kind}`);
  // Only the hash is stored: the new link rides to the edit page once, in a cookie.
  if (change.kind === "revoked") return redirect(notice);
  return redirect(notice, {
    headers: { "Set-Cookie": newPreviewLinkCookie(change.token) },
  });
}
