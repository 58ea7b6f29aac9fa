import crypto from "node:crypto";
import { and, eq, gt, isNull, or } from "drizzle-orm";
import { db } from "~/db/client.server";
import { blogPosts, postPreviewLinks } from "~/db/schema";
import type { Actor } from "~/modules/accounts/actor";
import { recordAudit } from "~/modules/accounts/audit.server";
import { assertActorMay } from "~/modules/accounts/authorize";
import { refused, written, type Refusal, type WriteResult } from "~/utils/write-result";
import { PUBLIC_POST_COLUMNS, type PublicPost } from "./blog.server";
import { isSlugId } from "~/utils/ids";
import {
  PREVIEW_LINK_MESSAGES,
  PREVIEW_PATH_PREFIX,
  PREVIEW_TOKEN_PATTERN,
  type PreviewLinkAction,
} from "./preview-link-schema";

/**
 * Share-able previews (Ghost's /p/<uuid>): a random token names one post;
 * whoever has the link reads it, signed in or not, until the link expires
 * or is revoked. The page is never cached, listed or indexed.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

const stillValid = (now: Date) =>
  or(isNull(postPreviewLinks.expiresAt), gt(postPreviewLinks.expiresAt, now));

export type PreviewLink = { path: string; expiresAt: Date | null };

/** The post's working preview link, for its edit page. */
export async function getPreviewLinkForAdmin(postId: string): Promise<PreviewLink | null> {
  if (!isSlugId(postId)) return null;
  const [row] = await db()
    .select({ token: postPreviewLinks.token, expiresAt: postPreviewLinks.expiresAt })
    .from(postPreviewLinks)
    .where(and(eq(postPreviewLinks.postId, postId), stillValid(new Date())))
    .limit(1);
  return row ? { path: `${PREVIEW_PATH_PREFIX}${row.token}`, expiresAt: row.expiresAt } : null;
}

/** Creates (or replaces) the post's link, or revokes it. */
export async function changePreviewLink(
  actor: Actor,
  postId: string,
  action: PreviewLinkAction,
  now = new Date(),
): Promise<WriteResult<"shared" | "revoked", Refusal>> {
  assertActorMay(actor, "blog");
  const [post] = isSlugId(postId)
    ? await db()
        .select({ id: blogPosts.id, slug: blogPosts.slug })
        .from(blogPosts)
        .where(eq(blogPosts.id, postId))
        .limit(1)
    : [];
  if (!post) return refused(404, PREVIEW_LINK_MESSAGES.notFound);
  if (action.intent === "revoke") {
    await db().delete(postPreviewLinks).where(eq(postPreviewLinks.postId, post.id));
  } else {
    const values = {
      token: crypto.randomBytes(32).toString("base64url"),
      createdBy: actor.user.id,
      createdAt: now,
      expiresAt: action.lifetime ? new Date(now.getTime() + action.lifetime * DAY_MS) : null,
    };
    // A new link replaces the old one, which stops working at once.
    await db()
      .insert(postPreviewLinks)
      .values({ postId: post.id, ...values })
      .onConflictDoUpdate({ target: postPreviewLinks.postId, set: values });
  }
  await recordAudit({
    action: action.intent === "share" ? "post.preview_share" : "post.preview_revoke",
    actor: actor.user,
    target: { id: post.id },
    ip: actor.ip,
    details:
      action.intent === "share"
        ? { slug: post.slug, days: action.lifetime || "until revoked" }
        : { slug: post.slug },
  });
  return written(action.intent === "share" ? "shared" : "revoked");
}

export type SharedPreview = PublicPost & { isPublished: boolean };

/** The post a preview link names, while the link works; null for any other token. */
export async function getPostByPreviewToken(
  token: string | undefined,
): Promise<SharedPreview | null> {
  if (!token || !PREVIEW_TOKEN_PATTERN.test(token)) return null;
  const [row] = await db()
    .select({ ...PUBLIC_POST_COLUMNS, isPublished: blogPosts.isPublished })
    .from(postPreviewLinks)
    .innerJoin(blogPosts, eq(blogPosts.id, postPreviewLinks.postId))
    .where(and(eq(postPreviewLinks.token, token), stillValid(new Date())))
    .limit(1);
  return row ?? null;
}
