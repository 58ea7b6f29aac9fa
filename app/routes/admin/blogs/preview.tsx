import { data } from "react-router";
import type { Route } from "./+types/preview";
import { DraftPreview } from "~/components/admin/blogs/draft-preview";
import { LoadingBlogStatus } from "~/components/admin/blogs/loading-blog-status";
import { requireStaff } from "~/routes/session-guard.server";
import { getPostForAdmin } from "~/modules/blog/blog-admin.server";
import { sanitizePostHtml } from "~/modules/blog/sanitize.server";
import { responsiveContent } from "~/modules/media/responsive-content.server";
import { adminMeta } from "~/components/admin/admin-meta";

export const meta: Route.MetaFunction = ({ data: loaded, matches }) =>
  adminMeta(matches, loaded ? `Preview: ${loaded.post.title}` : "Preview");

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request, "blog");
  const post = await getPostForAdmin(params.blogId);
  if (!post) throw data(null, { status: 404 });
  // Rendered exactly as the article page renders it, sanitizer included.
  return { post: { ...post, content: await responsiveContent(sanitizePostHtml(post.content)) } };
}

export default function PreviewBlog({ loaderData }: Route.ComponentProps) {
  const { post } = loaderData;
  return (
    <>
      <LoadingBlogStatus />
      <DraftPreview post={post} editUrl={`/admin/blogs/edit/${post.id}`} />
    </>
  );
}
