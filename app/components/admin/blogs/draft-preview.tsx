import { Article } from "~/components/blog/article";
import type { BlogArticle } from "~/components/blog/types";
import { ButtonLink } from "~/components/ui/button";
import { ArrowLeft, Pencil, ScanEye } from "~/components/ui/icons";

/**
 * A post as visitors will see it (the article page's own parts), framed
 * by a banner that says it is a preview only administrators can open.
 * Without `editUrl` it previews unsaved changes (the form is still open in
 * the tab that opened this one).
 */
export function DraftPreview({
  post,
  editUrl,
}: {
  post: BlogArticle & { isPublished: boolean };
  editUrl?: string;
}) {
  const banner = !editUrl
    ? {
        title: "Preview of unsaved changes",
        text: "Nothing is saved yet: this is how the post will look. Close this tab to go back to the form.",
      }
    : post.isPublished
      ? { title: "Preview", text: "This is how the article looks on the blog." }
      : {
          title: "Draft preview",
          text: "Visitors cannot see this post until it is published. Only administrators can open this page.",
        };
  return (
    <>
      <div className="mb-6 flex flex-col gap-4 rounded-2xl border border-amber-300 bg-amber-50 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5">
        <div className="flex items-start gap-3">
          <ScanEye aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-amber-800" />
          <div>
            <p className="font-semibold text-amber-900">{banner.title}</p>
            <p className="text-sm text-amber-900">{banner.text}</p>
          </div>
        </div>
        {editUrl ? (
          <div className="flex flex-wrap gap-3">
            <ButtonLink to="/admin/blogs" variant="secondary">
              <ArrowLeft aria-hidden="true" className="size-4" />
              All posts
            </ButtonLink>
            <ButtonLink to={editUrl}>
              <Pencil aria-hidden="true" className="size-4" />
              Edit post
            </ButtonLink>
          </div>
        ) : null}
      </div>
      <Article
        post={post}
        className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
      />
    </>
  );
}
