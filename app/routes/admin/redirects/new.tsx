import { parseWithZod } from "@conform-to/zod/v4";
import { redirect } from "react-router";
import type { Route } from "./+types/new";
import { adminMeta } from "~/components/admin/admin-meta";
import { AdminPageHeader } from "~/components/admin/page-header";
import { RedirectForm } from "~/components/admin/redirects/redirect-form";
import { ButtonLink } from "~/components/ui/button";
import { ArrowLeft } from "~/components/ui/icons";
import { requireStaff, requireStaffActor } from "~/routes/session-guard.server";
import {
  failedFormReply,
  invalidFormReply,
  unreadableFormReply,
} from "~/routes/action-result.server";
import {
  MAX_REDIRECT_PATH_LENGTH,
  REDIRECT_MESSAGES,
  REDIRECTS_PATH,
} from "~/modules/redirects/redirect-limits";
import { RedirectSchema } from "~/modules/redirects/redirect-schema";
import { createRedirect } from "~/modules/redirects/redirects.server";
import { readForm } from "~/utils/form.server";
import { pathWithNotice } from "~/utils/notices";
import { readSearchParams } from "~/utils/search-params.server";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "New redirect");

/** `?from=/old-path`: the 404 log's "Create a redirect" fills in the old address. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "redirects");
  const params = readSearchParams(request, ["from"]);
  return { from: (params.get("from") ?? "").slice(0, MAX_REDIRECT_PATH_LENGTH) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const actor = await requireStaffActor(request, context.clientIp, "redirects");
  const form = await readForm(request, { unreadable: REDIRECT_MESSAGES.invalid });
  if (!form.ok) return unreadableFormReply(form.message);
  const submission = parseWithZod(form.formData, { schema: RedirectSchema });
  if (submission.status !== "success") return invalidFormReply(submission);
  const outcome = await createRedirect(actor, submission.value);
  if (outcome.ok) return redirect(pathWithNotice(REDIRECTS_PATH, "created"));
  return failedFormReply(submission, outcome);
}

export default function NewRedirectPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="max-w-4xl">
      <AdminPageHeader
        eyebrow="Redirects"
        title="New redirect"
        description="Send visitors who ask for an old address on to a new one."
        actions={
          <ButtonLink to={REDIRECTS_PATH} variant="secondary">
            <ArrowLeft aria-hidden="true" className="size-4" />
            Back to redirects
          </ButtonLink>
        }
      />
      <div className="mt-8">
        <RedirectForm
          mode="new"
          defaultValue={{ from: loaderData.from, to: "", status: "301" }}
          lastResult={actionData?.result}
        />
      </div>
    </div>
  );
}
