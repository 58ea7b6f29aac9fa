import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { blogPosts, postPreviewLinks } from "~/db/schema";
import type { Actor } from "~/modules/actor/actor";
import type { PreviewLinkAction } from "~/modules/previews/preview-link-schema";
import {
  changePreviewLinkIn,
  deleteExpiredLinksIn,
  ownerOfPreviewToken,
  previewLinkOf,
  type PreviewLink,
  type PreviewLinkStore,
} from "~/modules/previews/preview-links.server";
import { isSlugId } from "~/utils/ids";
import { PUBLIC_POST_COLUMNS, type PublicPost } from "./blog.server";

export { hashPreviewToken } from "~/modules/previews/preview-links.server";

/** Posts' share-able previews: the shared machinery (app/modules/previews) on post_preview_links. */
const POST_PREVIEWS: PreviewLinkStore = {
  table: postPreviewLinks,
  tokenHash: postPreviewLinks.tokenHash,
  owner: postPreviewLinks.postId,
  expiresAt: postPreviewLinks.expiresAt,
  area: "blog",
  audit: { share: "post.preview_share", revoke: "post.preview_revoke" },
  async findOwner(id) {
    if (!isSlugId(id)) return null;
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
};

/** The post's working preview link, for its edit page. */
export async function getPreviewLinkForAdmin(
  postId: string,
  newToken?: string | null,
): Promise<PreviewLink | null> {
  return isSlugId(postId) ? previewLinkOf(POST_PREVIEWS, postId, newToken) : null;
}

/** Creates (or replaces) the post's link, or revokes it. */
export function changePreviewLink(
  actor: Actor,
  postId: string,
  action: PreviewLinkAction,
  now = new Date(),
) {
  return changePreviewLinkIn(POST_PREVIEWS, actor, postId, action, now);
}

/** Maintenance (the retention task): expired post links. */
export function deleteExpiredPreviewLinks(now = new Date()): Promise<number> {
  return deleteExpiredLinksIn(POST_PREVIEWS, now);
}

export type SharedPreview = PublicPost & { isPublished: boolean };

/** The post a preview link names, while the link works; null for any other token. */
export async function getPostByPreviewToken(
  token: string | undefined,
): Promise<SharedPreview | null> {
  const postId = await ownerOfPreviewToken(POST_PREVIEWS, token);
  if (!postId) return null;
  const [row] = await db()
    .select({ ...PUBLIC_POST_COLUMNS, isPublished: blogPosts.isPublished })
    .from(blogPosts)
    .where(eq(blogPosts.id, postId))
    .limit(1);
  return row ?? null;
}
