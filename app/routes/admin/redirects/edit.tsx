import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, redirect } from "react-router";
import type { Route } from "./+types/edit";
import { adminMeta } from "~/components/admin/admin-meta";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { SubmitButton } from "~/components/admin/forms/submit-button";
import { OutcomeNotice } from "~/components/admin/outcome-notice";
import { AdminPageHeader } from "~/components/admin/page-header";
import { RedirectForm } from "~/components/admin/redirects/redirect-form";
import { buttonClasses, ButtonLink } from "~/components/ui/button";
import { ArrowLeft, Trash2 } from "~/components/ui/icons";
import { requireStaff, requireStaffActor } from "~/routes/session-guard.server";
import {
  failedFormReply,
  invalidFormReply,
  refusalReply,
  unreadableFormReply,
} from "~/routes/action-result.server";
import {
  REDIRECT_MESSAGES,
  REDIRECTS_PATH,
  redirectEditPath,
} from "~/modules/redirects/redirect-limits";
import { RedirectSchema } from "~/modules/redirects/redirect-schema";
import {
  deleteRedirect,
  getRedirectForAdmin,
  updateRedirect,
} from "~/modules/redirects/redirects.server";
import { readForm } from "~/utils/form.server";
import { pathWithNotice } from "~/utils/notices";
import { readSearchParams } from "~/utils/search-params.server";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Edit redirect");

const DELETE_INTENT = "delete";
const UNKNOWN = pathWithNotice(REDIRECTS_PATH, "not-found");

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request, "redirects");
  const row = await getRedirectForAdmin(params.redirectId);
  if (!row) throw redirect(UNKNOWN);
  // Without JavaScript, Delete opens this confirm step (`?confirm=delete`).
  const confirming = readSearchParams(request, ["confirm"]).get("confirm") === DELETE_INTENT;
  return { redirect: row, confirming };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const actor = await requireStaffActor(request, context.clientIp, "redirects");
  const form = await readForm(request, { unreadable: REDIRECT_MESSAGES.invalid });
  if (!form.ok) return unreadableFormReply(form.message);
  if (form.formData.get("intent") === DELETE_INTENT) {
    const deleted = await deleteRedirect(actor, params.redirectId);
    if (!deleted.ok) return refusalReply(deleted);
    return redirect(pathWithNotice(REDIRECTS_PATH, "deleted"));
  }
  const submission = parseWithZod(form.formData, { schema: RedirectSchema });
  if (submission.status !== "success") return invalidFormReply(submission);
  const outcome = await updateRedirect(actor, params.redirectId, submission.value);
  if (outcome.ok) return redirect(pathWithNotice(REDIRECTS_PATH, "updated"));
  if (outcome.reason === "not-found") return redirect(UNKNOWN);
  return failedFormReply(submission, outcome);
}

export default function EditRedirectPage({ loaderData, actionData }: Route.ComponentProps) {
  const { redirect: row, confirming } = loaderData;
  const editPath = redirectEditPath(row.id);
  const question = `${row.fromPath} will answer “Page not found” again (or the page at that address, if there is one).`;
  return (
    <div className="max-w-4xl">
      <AdminPageHeader
        eyebrow="Redirects"
        title="Edit redirect"
        description={
          row.createdByName
            ? `Created by ${row.createdByName}.`
            : "Added by itself when a page moved to a new address."
        }
        actions={
          <ButtonLink to={REDIRECTS_PATH} variant="secondary">
            <ArrowLeft aria-hidden="true" className="size-4" />
            Back to redirects
          </ButtonLink>
        }
      />
      <OutcomeNotice
        className="mt-6"
        error={actionData && "message" in actionData ? actionData.message : null}
      />
      <div className="mt-8">
        <RedirectForm
          key={row.id}
          mode="edit"
          defaultValue={{ from: row.fromPath, to: row.toPath, status: String(row.status) }}
          lastResult={actionData && "result" in actionData ? actionData.result : undefined}
        />
      </div>
      <div className="mt-10 max-w-2xl border-t border-slate-200 pt-6">
        {confirming ? (
          <section
            aria-labelledby="delete-redirect-heading"
            className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900"
          >
            <h2 id="delete-redirect-heading" className="font-semibold">
              Delete this redirect?
            </h2>
            <p className="mt-2">{question}</p>
            <div className="mt-4 flex flex-wrap gap-2">
              <Form method="post" action={editPath}>
                <SubmitButton intent={DELETE_INTENT} pendingLabel="Deleting..." variant="danger">
                  Delete redirect
                </SubmitButton>
              </Form>
              <Link to={editPath} className={buttonClasses("secondary")}>
                Cancel
              </Link>
            </div>
          </section>
        ) : (
          <ConfirmDialog
            title="Delete this redirect?"
            trigger={{
              content: (
                <>
                  <Trash2 aria-hidden="true" className="size-4" />
                  Delete redirect
                </>
              ),
              className: buttonClasses("danger"),
            }}
            fields={{ intent: DELETE_INTENT }}
            confirmLabel="Delete redirect"
            action={editPath}
            fallbackHref={`${editPath}?confirm=${DELETE_INTENT}`}
          >
            <p>{question}</p>
          </ConfirmDialog>
        )}
      </div>
    </div>
  );
}
