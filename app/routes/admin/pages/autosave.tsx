import type { Route } from "./+types/autosave";
import {
  autosaveAnswer,
  autosaveGetAnswer,
  unreadableAutosave,
} from "~/routes/autosave-answer.server";
import { requireStaff, requireStaffActor } from "~/routes/session-guard.server";
import { autosavePage } from "~/modules/pages/pages-admin.server";
import { formLoadedAt } from "~/utils/form-loaded-at";
import { parsePageForm, readPageForm } from "./page-editor.server";

// A resource route, as the blog's: the page editor posts its fields here with
// fetch every few seconds while a draft is edited (use-autosave.ts).

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "pages");
  return autosaveGetAnswer();
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const actor = await requireStaffActor(request, context.clientIp, "pages");
  const form = await readPageForm(request);
  if (!form.ok) return unreadableAutosave();
  const submission = parsePageForm(form.formData);
  // A form that is not valid yet is simply not saved this time.
  const result =
    submission?.status === "success"
      ? await autosavePage(actor, params.pageId, submission.value, formLoadedAt(request))
      : ({ status: "invalid" } as const);
  return autosaveAnswer(result);
}
