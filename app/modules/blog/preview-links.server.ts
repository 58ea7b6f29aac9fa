import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { blogPosts, postPreviewLinks } from "~/db/schema";
import { previewLinksOf } from "~/modules/previews/preview-links.server";
import { isSlugId } from "~/utils/ids";
import { PUBLIC_POST_COLUMNS, type PublicPost } from "./blog.server";

export { hashPreviewToken } from "~/modules/previews/preview-links.server";

/** Posts' share-able previews: the shared machinery (app/modules/previews) on post_preview_links. */
const POST_PREVIEWS = previewLinksOf({
  kind: "post",
  table: postPreviewLinks,
  owner: postPreviewLinks.postId,
  area: "blog",
  isId: isSlugId,
  async findOwner(id) {
    const [post] = await db()
      .select({ id: blogPosts.id, slug: blogPosts.slug, isPublished: blogPosts.isPublished })
      .from(blogPosts)
      .where(eq(blogPosts.id, id))
      .limit(1);
    return post
      ? { id: post.id, details: { slug: post.slug }, isPublished: post.isPublished }
      : null;
  },
  messages: {
    notFound: "This blog post no longer exists.",
    published: "This post is published: share its public address instead.",
  },
});

export const {
  /** The post's working preview link, for its edit page. */
  linkOf: getPreviewLinkForAdmin,
  /** Creates (or replaces) the post's link, or revokes it. */
  change: changePreviewLink,
  /** Maintenance (the retention task): expired post links. */
  deleteExpired: deleteExpiredPreviewLinks,
} = POST_PREVIEWS;

export type SharedPreview = PublicPost & { isPublished: boolean };

/** The post a preview link names, while the link works; null for any other token. */
export async function getPostByPreviewToken(
  token: string | undefined,
): Promise<SharedPreview | null> {
  const postId = await POST_PREVIEWS.ownerOf(token);
  if (!postId) return null;
  const [row] = await db()
    .select({ ...PUBLIC_POST_COLUMNS, isPublished: blogPosts.isPublished })
    .from(blogPosts)
    .where(eq(blogPosts.id, postId))
    .limit(1);
  return row ?? null;
}
