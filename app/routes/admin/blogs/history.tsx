import { data, redirect } from "react-router";
import type { Route } from "./+types/history";
import { adminMeta } from "~/components/admin/admin-meta";
import { RevisionHistory } from "~/components/admin/revision-history";
import { AdminPageHeader } from "~/components/admin/page-header";
import { ButtonLink } from "~/components/ui/button";
import { Pencil } from "~/components/ui/icons";
import { OutcomeNotice } from "~/components/admin/outcome-notice";
import { requireStaff, requireStaffActor } from "~/routes/session-guard.server";
import { refusalReply } from "~/routes/action-result.server";
import { getPostForAdmin } from "~/modules/blog/blog-admin.server";
import { ADMIN_BLOGS_PATH } from "~/modules/blog/post-notices";
import { REVISION_MESSAGES, restoreRevision } from "~/modules/blog/revision-restore.server";
import {
  currentRevisionFields,
  diffRevision,
  getRevision,
  listRevisionsForAdmin,
} from "~/modules/blog/revisions.server";
import { readForm } from "~/utils/form.server";
import { noticeFrom, pathWithNotice } from "~/utils/notices";
import { readSearchParams } from "~/utils/search-params.server";

export const meta: Route.MetaFunction = ({ data: loaded, matches }) =>
  adminMeta(matches, loaded ? `History: ${loaded.post.title}` : "History");

const NOTICES = {
  restored: REVISION_MESSAGES.restored,
  "restored-slug-kept": REVISION_MESSAGES.slugKept,
} as const;

const historyPath = (id: string) => `/admin/blogs/history/${encodeURIComponent(id)}`;

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request, "blog");
  const post = await getPostForAdmin(params.blogId);
  if (!post) throw redirect(ADMIN_BLOGS_PATH);
  const search = readSearchParams(request, ["revision", "notice"]);
  const revisions = await listRevisionsForAdmin(post.id);
  const selected =
    (await getRevision(post.id, search.get("revision"))) ??
    (revisions[0] ? await getRevision(post.id, revisions[0].id) : null);
  const current = await currentRevisionFields(post.id);
  return {
    post: { id: post.id, title: post.title },
    revisions,
    selected: selected && {
      id: selected.id,
      kind: selected.kind,
      savedByName: selected.savedByName,
      createdAt: selected.createdAt,
      diffs: current ? diffRevision(current, selected) : [],
    },
    notice: noticeFrom(search, NOTICES),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const actor = await requireStaffActor(request, context.clientIp, "blog");
  const form = await readForm(request, { unreadable: REVISION_MESSAGES.gone });
  if (!form.ok) return data({ message: form.message }, { status: 400 });
  const revisionId = form.formData.get("revisionId");
  const restored = await restoreRevision(
    actor,
    params.blogId,
    typeof revisionId === "string" ? revisionId : undefined,
  );
  if (!restored.ok) return refusalReply(restored);
  return redirect(
    pathWithNotice(
      historyPath(params.blogId),
      restored.value.slugKept ? "restored-slug-kept" : "restored",
    ),
  );
}

export default function PostHistory({ loaderData, actionData }: Route.ComponentProps) {
  const { post, revisions, selected, notice } = loaderData;
  return (
    <>
      <AdminPageHeader
        eyebrow="Blog"
        title="History"
        description={post.title}
        actions={
          <ButtonLink to={`/admin/blogs/edit/${post.id}`} variant="secondary">
            <Pencil aria-hidden="true" className="size-4" />
            Edit post
          </ButtonLink>
        }
      />
      <OutcomeNotice error={actionData?.message} notice={notice} className="mt-8" />
      <RevisionHistory revisions={revisions} selected={selected} noun="post" />
    </>
  );
}
