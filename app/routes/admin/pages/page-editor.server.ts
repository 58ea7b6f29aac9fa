import { parseWithZod } from "@conform-to/zod/v4";
import { redirect } from "react-router";
import type { PageFormInput } from "~/modules/pages/page-form-schema";
import {
  ADMIN_PAGES_PATH,
  PAGE_FORM_ROOTS,
  PAGE_MESSAGES,
  PageFormSchema,
} from "~/modules/pages/page-form-schema";
import { pageFormErrors, preparePageForm } from "~/modules/pages/block-json";
import { listLinkTargets, savePage, type EditablePage } from "~/modules/pages/pages-admin.server";
import { requireStaffActor } from "~/routes/session-guard.server";
import {
  failedFormReply,
  unfinishedFormReply,
  unreadableFormReply,
} from "~/routes/action-result.server";
import { companyWallTime } from "~/utils/calendar-dates";
import { pathWithNotice } from "~/utils/notices";
import { readForm } from "~/utils/form.server";
import type { AppLoadContext } from "react-router";

/** How the editor's post arrives: its blocks and SEO fields as trees of groups and lists. */
export async function readPageForm(request: Request) {
  return readForm(request, {
    trees: PAGE_FORM_ROOTS,
    charactersCheckedBySchema: true,
    unreadable: PAGE_MESSAGES.invalid,
  });
}

/** The editor's post parsed, or null when its intent is no intent the form sent (forged, cut off). */
export function parsePageForm(formData: FormData) {
  try {
    return parseWithZod(preparePageForm(formData), {
      schema: PageFormSchema,
      error: pageFormErrors,
    });
  } catch {
    return null;
  }
}

/**
 * The editor's action, new and edit alike: an add, move, duplicate or
 * remove pressed without JavaScript comes back with the list changed (200,
 * nothing saved); a save that fails its schemas is 400 with every value kept.
 */
export async function pageEditorAction(
  request: Request,
  context: AppLoadContext,
  pageId: string | null,
) {
  const actor = await requireStaffActor(request, context.clientIp, "pages");
  const form = await readPageForm(request);
  if (!form.ok) return unreadableFormReply(form.message);
  const submission = parsePageForm(form.formData);
  if (!submission) return unreadableFormReply(PAGE_MESSAGES.invalid);
  if (submission.status !== "success") return unfinishedFormReply(submission);
  const saved = await savePage(actor, pageId, submission.value);
  if (!saved.ok && saved.reason === "not-found") return redirect(ADMIN_PAGES_PATH);
  if (!saved.ok) return failedFormReply(submission, saved);
  return redirect(pathWithNotice(ADMIN_PAGES_PATH, saved.value.created ? "created" : "saved"));
}

/** The form's values for a stored page. */
export function pageFormDefaults(page: EditablePage): PageFormInput {
  return {
    title: page.title,
    path: page.path,
    blocks: page.blocks as PageFormInput["blocks"],
    seo: page.seo as PageFormInput["seo"],
    publish:
      page.status === "published" ? "now" : page.status === "scheduled" ? "schedule" : "draft",
    at: page.scheduledAt ? companyWallTime(page.scheduledAt) : "",
  };
}

export { listLinkTargets };
