import { data, redirect } from "react-router";
import type { Route } from "./+types/history";
import { adminMeta } from "~/components/admin/admin-meta";
import { AdminPageHeader } from "~/components/admin/page-header";
import { OutcomeNotice } from "~/components/admin/outcome-notice";
import { RevisionHistory } from "~/components/admin/revision-history";
import { ButtonLink } from "~/components/ui/button";
import { Pencil } from "~/components/ui/icons";
import { requireStaff, requireStaffActor } from "~/routes/session-guard.server";
import { refusalReply } from "~/routes/action-result.server";
import { ADMIN_PAGES_PATH } from "~/modules/pages/page-form-schema";
import {
  PAGE_REVISION_MESSAGES,
  currentPageFields,
  diffPageRevision,
  getPageRevision,
  listPageRevisions,
  restorePageRevision,
} from "~/modules/pages/page-revisions.server";
import { readForm } from "~/utils/form.server";
import { noticeFrom, pathWithNotice } from "~/utils/notices";
import { readSearchParams } from "~/utils/search-params.server";

export const meta: Route.MetaFunction = ({ data: loaded, matches }) =>
  adminMeta(matches, loaded ? `History: ${loaded.page.title}` : "History");

const NOTICES = {
  restored: PAGE_REVISION_MESSAGES.restored,
  "restored-path-kept": PAGE_REVISION_MESSAGES.pathKept,
} as const;

const pageHistoryPath = (id: string) => `/admin/pages/history/${encodeURIComponent(id)}`;

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request, "pages");
  const current = await currentPageFields(params.pageId);
  if (!current) throw redirect(ADMIN_PAGES_PATH);
  const search = readSearchParams(request, ["revision", "notice"]);
  const revisions = await listPageRevisions(params.pageId);
  const selected =
    (await getPageRevision(params.pageId, search.get("revision"))) ??
    (revisions[0] ? await getPageRevision(params.pageId, revisions[0].id) : null);
  return {
    page: { id: params.pageId, title: current.title },
    revisions,
    selected: selected && {
      id: selected.id,
      kind: selected.kind,
      savedByName: selected.savedByName,
      createdAt: selected.createdAt,
      diffs: diffPageRevision(current, selected),
    },
    notice: noticeFrom(search, NOTICES),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const actor = await requireStaffActor(request, context.clientIp, "pages");
  const form = await readForm(request, { unreadable: PAGE_REVISION_MESSAGES.gone });
  if (!form.ok) return data({ message: form.message }, { status: 400 });
  const revisionId = form.formData.get("revisionId");
  const restored = await restorePageRevision(
    actor,
    params.pageId,
    typeof revisionId === "string" ? revisionId : undefined,
  );
  if (!restored.ok) return refusalReply(restored);
  return redirect(
    pathWithNotice(
      pageHistoryPath(params.pageId),
      restored.value.pathKept ? "restored-path-kept" : "restored",
    ),
  );
}

export default function PageHistory({ loaderData, actionData }: Route.ComponentProps) {
  const { page, revisions, selected, notice } = loaderData;
  return (
    <>
      <AdminPageHeader
        eyebrow="Pages"
        title="History"
        description={page.title}
        actions={
          <ButtonLink to={`/admin/pages/edit/${page.id}`} variant="secondary">
            <Pencil aria-hidden="true" className="size-4" />
            Edit page
          </ButtonLink>
        }
      />
      <OutcomeNotice error={actionData?.message} notice={notice} className="mt-8" />
      <RevisionHistory revisions={revisions} selected={selected} noun="page" />
    </>
  );
}
