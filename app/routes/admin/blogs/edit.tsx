import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import type { Route } from "./+types/edit";
import { PostForm } from "~/components/admin/blogs/post-form";
import { SharePreviewPanel } from "~/components/admin/share-preview-panel";
import type { PostFormDefaults } from "~/components/admin/blogs/types";
import { AdminPageHeader } from "~/components/admin/page-header";
import { ButtonLink } from "~/components/ui/button";
import { ExternalLink, History } from "~/components/ui/icons";
import { Notice } from "~/components/ui/notice";
import { requireStaff, requireStaffActor } from "~/routes/session-guard.server";
import {
  failedFormReply,
  invalidFormReply,
  unreadableFormReply,
} from "~/routes/action-result.server";
import { getPostForAdmin, updatePost } from "~/modules/blog/blog-admin.server";
import { ADMIN_BLOGS_PATH } from "~/modules/blog/post-notices";
import { POST_MESSAGES } from "~/modules/blog/post-messages";
import { POST_REPEATABLE_FIELDS, PostFormSchema } from "~/modules/blog/post-schema";
import { PREVIEW_LINK_NOTICES } from "~/modules/previews/preview-link-schema";
import { takePreviewLinkCookie } from "~/modules/previews/preview-link-cookie.server";
import { getPreviewLinkForAdmin } from "~/modules/blog/preview-links.server";
import { previewLinkForEditor } from "~/routes/preview-link-action.server";
import { adminMeta } from "~/components/admin/admin-meta";
import { companyWallTime } from "~/utils/calendar-dates";
import { readForm } from "~/utils/form.server";
import { readSearchParams } from "~/utils/search-params.server";
import { noticeFrom, pathWithNotice } from "~/utils/notices";

export const meta: Route.MetaFunction = ({ data, matches }) =>
  adminMeta(matches, data ? `Edit: ${data.post.title}` : "Edit blog post");

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request, "blog");
  const newLink = takePreviewLinkCookie(request, "/admin/blogs/edit");
  const [post, previewLink] = await Promise.all([
    getPostForAdmin(params.blogId),
    getPreviewLinkForAdmin(params.blogId, newLink.token),
  ]);
  // Spec: an unknown id sends the user back to the list.
  if (!post) throw redirect(ADMIN_BLOGS_PATH);
  const defaults: PostFormDefaults = {
    title: post.title,
    slug: post.slug,
    summary: post.summary,
    category: post.category,
    tags: post.tags,
    author: post.author,
    imageUrl: post.imageUrl ?? "",
    authorImage: post.authorImage ?? "",
    content: post.content,
    isPublished: post.isPublished,
    scheduledFor: post.scheduledAt ? companyWallTime(post.scheduledAt) : "",
  };
  return data(
    {
      post: { id: post.id, title: post.title, slug: post.slug, isPublished: post.isPublished },
      defaults,
      previewLink: previewLinkForEditor(previewLink),
      notice: noticeFrom(readSearchParams(request, ["notice"]), PREVIEW_LINK_NOTICES),
      // The form's autosaves are refused once the post is saved after this (a late autosave).
      loadedAt: new Date().toISOString(),
    },
    { headers: newLink.clear },
  );
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const actor = await requireStaffActor(request, context.clientIp, "blog");
  const form = await readForm(request, {
    repeatable: POST_REPEATABLE_FIELDS,
    unreadable: POST_MESSAGES.invalid,
  });
  if (!form.ok) return unreadableFormReply(form.message);
  const submission = parseWithZod(form.formData, { schema: PostFormSchema });
  if (submission.status !== "success") return invalidFormReply(submission);
  const saved = await updatePost(actor, params.blogId ?? "", submission.value);
  if (!saved.ok && saved.reason === "not-found") return redirect(ADMIN_BLOGS_PATH);
  if (!saved.ok) return failedFormReply(submission, saved);
  return redirect(pathWithNotice(ADMIN_BLOGS_PATH, "saved"));
}

export default function EditBlog({ loaderData, actionData }: Route.ComponentProps) {
  const { post, defaults, previewLink, notice, loadedAt } = loaderData;
  return (
    <>
      <AdminPageHeader
        eyebrow="Blog"
        title="Edit blog post"
        description={
          post.isPublished
            ? `${post.title}. “Preview” below shows your changes before you save them; “View on the blog” shows what readers see now.`
            : `${post.title}. “Preview” below shows the post as typed, unsaved changes included.`
        }
        actions={
          <>
            <ButtonLink to={`/admin/blogs/history/${post.id}`} variant="secondary">
              <History aria-hidden="true" className="size-4" />
              History
            </ButtonLink>
            {/* One preview control: the form's Preview (the post as typed, saved or not). */}
            {post.isPublished ? (
              <ButtonLink
                to={`/blog/${post.slug}`}
                variant="secondary"
                target="_blank"
                rel="noopener noreferrer"
              >
                <ExternalLink aria-hidden="true" className="size-4" />
                View on the blog
                <span className="sr-only"> (opens in a new tab)</span>
              </ButtonLink>
            ) : null}
          </>
        }
      />
      {notice ? (
        <Notice tone="success" autoFocus className="mt-8">
          <p>{notice}</p>
        </Notice>
      ) : null}
      {/* Shared previews are for drafts; a published post has its public address. */}
      {post.isPublished ? null : (
        <div className="mt-8">
          <SharePreviewPanel
            action={`/admin/blogs/share/${encodeURIComponent(post.id)}`}
            listedOn="the blog"
            link={previewLink}
          />
        </div>
      )}
      <div className="mt-8">
        {/* The post id keys the form, so moving between posts starts afresh. */}
        <PostForm
          key={post.id}
          mode="edit"
          defaults={defaults}
          lastResult={actionData?.result}
          autosaveUrl={
            post.isPublished
              ? undefined
              : `/admin/blogs/autosave/${post.id}?loadedAt=${encodeURIComponent(loadedAt)}`
          }
        />
      </div>
    </>
  );
}

export function ErrorBoundary() {
  return (
    <>
      <AdminPageHeader eyebrow="Blog" title="Edit blog post" />
      <Notice tone="error" className="mt-8">
        <p>{POST_MESSAGES.loadFailed}</p>
      </Notice>
    </>
  );
}
