import { parseWithZod } from "@conform-to/zod/v4";
import type { Route } from "./+types/autosave";
import {
  autosaveAnswer,
  autosaveGetAnswer,
  unreadableAutosave,
} from "~/routes/autosave-answer.server";
import { requireStaff, requireStaffActor } from "~/routes/session-guard.server";
import { POST_MESSAGES } from "~/modules/blog/post-messages";
import { POST_REPEATABLE_FIELDS, PostFormSchema } from "~/modules/blog/post-schema";
import { autosavePost } from "~/modules/blog/post-writes.server";
import { readForm } from "~/utils/form.server";
import { formLoadedAt } from "~/utils/form-loaded-at";

// A resource route: the blog form posts its fields here with fetch every few
// seconds while a draft is edited (post-form.tsx), and shows the answer.

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "blog");
  return autosaveGetAnswer();
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const actor = await requireStaffActor(request, context.clientIp, "blog");
  const form = await readForm(request, {
    repeatable: POST_REPEATABLE_FIELDS,
    unreadable: POST_MESSAGES.invalid,
  });
  if (!form.ok) return unreadableAutosave();
  const submission = parseWithZod(form.formData, { schema: PostFormSchema });
  // A form that is not valid yet is simply not saved this time.
  const result =
    submission.status === "success"
      ? await autosavePost(actor, params.blogId, submission.value, formLoadedAt(request))
      : ({ status: "invalid" } as const);
  return autosaveAnswer(result);
}
