import { data, redirect } from "react-router";
import { refusalReply } from "~/routes/action-result.server";
import { newPreviewLinkCookie } from "~/modules/previews/preview-link-cookie.server";
import {
  PREVIEW_LINK_MESSAGES,
  PreviewLinkActionSchema,
  type PreviewLinkAction,
} from "~/modules/previews/preview-link-schema";
import type { PreviewLink, PreviewLinkChange } from "~/modules/previews/preview-links.server";
import { getEnv } from "~/utils/env.server";
import type { Refusal, Result } from "~/utils/domain-result";
import { readForm } from "~/utils/form.server";
import { pathWithNotice } from "~/utils/notices";

/**
 * The "Share a preview" forms' action, posts' and pages' alike (the route
 * has authorized its actor and binds it into `change`): parse the intent,
 * change the link, and go back to the edit page with a notice. Only the hash
 * is stored, so a new link rides to that page once, in a cookie.
 */
export async function previewLinkAction(
  request: Request,
  target: { editPages: string; id: string },
  change: (action: PreviewLinkAction) => Promise<Result<PreviewLinkChange, Refusal>>,
) {
  const form = await readForm(request, { unreadable: PREVIEW_LINK_MESSAGES.invalidRequest });
  if (!form.ok) return data({ message: form.message }, { status: 400 });
  const parsed = PreviewLinkActionSchema.safeParse(Object.fromEntries(form.formData));
  if (!parsed.success) {
    return data({ message: PREVIEW_LINK_MESSAGES.invalidRequest }, { status: 400 });
  }
  const changed = await change(parsed.data);
  if (!changed.ok) return refusalReply(changed);
  const done = changed.value;
  const notice = pathWithNotice(
    `${target.editPages}/${encodeURIComponent(target.id)}`,
    `preview-${done.kind}`,
  );
  if (done.kind === "revoked") return redirect(notice);
  return redirect(notice, {
    headers: { "Set-Cookie": newPreviewLinkCookie(done.token, target.editPages) },
  });
}

/** The working link as the edit page's panel shows it: its address absolute, when shown at all. */
export function previewLinkForEditor(link: PreviewLink | null) {
  return (
    link && {
      id: link.id,
      url: link.path ? `${getEnv().PUBLIC_URL}${link.path}` : null,
      expiresAt: link.expiresAt,
    }
  );
}
