import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/history";
import { adminMeta } from "~/components/admin/admin-meta";
import { RevisionDiff } from "~/components/admin/blogs/revision-diff";
import { AdminPageHeader } from "~/components/admin/page-header";
import { SubmitButton } from "~/components/admin/forms/submit-button";
import { ButtonLink } from "~/components/ui/button";
import { History, Pencil, RotateCcw } from "~/components/ui/icons";
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
import { cn } from "~/utils/cn";
import { formatAdminDateTime, isoDate } from "~/utils/dates";
import { readForm } from "~/utils/form.server";
import { noticeFrom, pathWithNotice } from "~/utils/notices";
import { readSearchParams } from "~/utils/search-params.server";

export const meta: Route.MetaFunction = ({ data: loaded, matches }) =>
  adminMeta(matches, loaded ? `History: ${loaded.post.title}` : "History");

const KIND_LABELS: Record<string, string> = {
  save: "Saved",
  autosave: "Autosaved",
  restore: "Restored",
};

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
      {revisions.length === 0 ? (
        <div className="mt-8 flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
          <History aria-hidden="true" className="h-8 w-8 text-slate-500" />
          <p className="mt-3 font-medium text-navy-900">No saved versions yet.</p>
          <p className="mt-1 text-sm text-slate-600">Each save of this post will be kept here.</p>
        </div>
      ) : (
        <div className="mt-8 grid gap-6 lg:grid-cols-[20rem_minmax(0,1fr)]">
          <nav
            aria-label="Versions"
            className="rounded-2xl border border-slate-200 bg-white p-2 shadow-sm"
          >
            <ol className="max-h-[36rem] space-y-1 overflow-y-auto">
              {revisions.map((revision) => {
                const active = revision.id === selected?.id;
                return (
                  <li key={revision.id}>
                    <Link
                      to={`?revision=${revision.id}`}
                      aria-current={active ? "true" : undefined}
                      className={cn(
                        "block rounded-xl px-3 py-2.5 text-sm",
                        active ? "bg-brand-50 text-brand-900" : "text-slate-700 hover:bg-slate-50",
                      )}
                    >
                      <time dateTime={isoDate(revision.createdAt)} className="font-medium">
                        {formatAdminDateTime(revision.createdAt)}
                      </time>
                      <span className="block text-xs text-slate-600">
                        {KIND_LABELS[revision.kind] ?? revision.kind} by {revision.savedByName}
                      </span>
                    </Link>
                  </li>
                );
              })}
            </ol>
          </nav>
          {selected ? (
            <section
              aria-labelledby="version-heading"
              className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
            >
              <div className="flex flex-wrap items-start justify-between gap-4">
                <div>
                  <h2 id="version-heading" className="font-semibold text-navy-900">
                    {KIND_LABELS[selected.kind] ?? selected.kind} by {selected.savedByName},{" "}
                    {formatAdminDateTime(selected.createdAt)}
                  </h2>
                  <p className="mt-1 text-sm text-slate-600">
                    What restoring this version changes in the post as it is now.
                  </p>
                </div>
                {selected.diffs.length ? (
                  <Form method="post">
                    <input type="hidden" name="revisionId" value={selected.id} />
                    <SubmitButton pendingLabel="Restoring...">
                      <RotateCcw aria-hidden="true" className="size-4" />
                      Restore this version
                    </SubmitButton>
                  </Form>
                ) : null}
              </div>
              <div className="mt-6">
                <RevisionDiff diffs={selected.diffs} />
              </div>
            </section>
          ) : null}
        </div>
      )}
    </>
  );
}
