import crypto from "node:crypto";
import { and, eq, gt, isNull, lte, or } from "drizzle-orm";
import { db } from "~/db/client.server";
import { blogPosts, postPreviewLinks } from "~/db/schema";
import type { Actor } from "~/modules/actor/actor";
import { recordAudit } from "~/modules/audit/audit.server";
import { assertActorMay } from "~/modules/roles/authorize";
import { refused, written, type Refusal, type Result } from "~/utils/domain-result";
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
 * whoever has the link reads it, signed in or not, until the link expires,
 * is revoked, or the post is published (a trigger deletes the post's link
 * then, so unpublishing never revives it). The page is never cached, listed
 * or indexed.
 *
 * The database keeps only the token's SHA-256: a backup, a copied table or a
 * read-only database login holds no working link. So the full link is shown
 * once, on the page that follows its creation (a one-time cookie carries it
 * there); afterwards the edit page says a link is active and offers a new one.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** What is stored for a token: 32 random bytes need no salt or stretching. */
export function hashPreviewToken(token: string): string {
  return crypto.createHash("sha256").update(token, "utf8").digest("hex");
}

const stillValid = (now: Date) =>
  or(isNull(postPreviewLinks.expiresAt), gt(postPreviewLinks.expiresAt, now));

/**
 * The post's working link: `path` only when the caller holds its token (just
 * created); `id` tells one link from the next (a prefix of the hash).
 */
export type PreviewLink = { id: string; path: string | null; expiresAt: Date | null };

/** The post's working preview link, for its edit page. */
export async function getPreviewLinkForAdmin(
  postId: string,
  newToken?: string | null,
): Promise<PreviewLink | null> {
  if (!isSlugId(postId)) return null;
  const [row] = await db()
    .select({ tokenHash: postPreviewLinks.tokenHash, expiresAt: postPreviewLinks.expiresAt })
    .from(postPreviewLinks)
    .where(and(eq(postPreviewLinks.postId, postId), stillValid(new Date())))
    .limit(1);
  if (!row) return null;
  const shown =
    newToken &&
    PREVIEW_TOKEN_PATTERN.test(newToken) &&
    hashPreviewToken(newToken) === row.tokenHash;
  return {
    id: row.tokenHash.slice(0, 12),
    path: shown ? `${PREVIEW_PATH_PREFIX}${newToken}` : null,
    expiresAt: row.expiresAt,
  };
}

/** A created link's token, for the one page that shows it. */
export type PreviewLinkChange = { kind: "shared"; token: string } | { kind: "revoked" };

/** Creates (or replaces) the post's link, or revokes it. */
export async function changePreviewLink(
  actor: Actor,
  postId: string,
  action: PreviewLinkAction,
  now = new Date(),
): Promise<Result<PreviewLinkChange, Refusal>> {
  assertActorMay(actor, "blog");
  const [post] = isSlugId(postId)
    ? await db()
        .select({ id: blogPosts.id, slug: blogPosts.slug, isPublished: blogPosts.isPublished })
        .from(blogPosts)
        .where(eq(blogPosts.id, postId))
        .limit(1)
    : [];
  if (!post) return refused("not-found", PREVIEW_LINK_MESSAGES.notFound);
  // A published post has its public address; its links were deleted on publish.
  if (action.intent === "share" && post.isPublished) {
    return refused("conflict", PREVIEW_LINK_MESSAGES.published);
  }
  // The link and its audit entry: both or neither.
  const change = await db().transaction(async (tx): Promise<PreviewLinkChange> => {
    let done: PreviewLinkChange;
    if (action.intent === "revoke") {
      await tx.delete(postPreviewLinks).where(eq(postPreviewLinks.postId, post.id));
      done = { kind: "revoked" };
    } else {
      const token = crypto.randomBytes(32).toString("base64url");
      const values = {
        tokenHash: hashPreviewToken(token),
        createdBy: actor.user.id,
        createdAt: now,
        expiresAt: action.lifetime ? new Date(now.getTime() + action.lifetime * DAY_MS) : null,
      };
      // A new link replaces the old one, which stops working at once.
      await tx
        .insert(postPreviewLinks)
        .values({ postId: post.id, ...values })
        .onConflictDoUpdate({ target: postPreviewLinks.postId, set: values });
      done = { kind: "shared", token };
    }
    await recordAudit(
      {
        action: action.intent === "share" ? "post.preview_share" : "post.preview_revoke",
        actor: actor.user,
        target: { id: post.id },
        ip: actor.ip,
        details:
          action.intent === "share"
            ? { slug: post.slug, days: action.lifetime || "until revoked" }
            : { slug: post.slug },
      },
      tx,
    );
    return done;
  });
  return written(change);
}

/** Maintenance (the retention task): expired links open nothing, so nothing of them is kept. */
export async function deleteExpiredPreviewLinks(now = new Date()): Promise<number> {
  const rows = await db()
    .delete(postPreviewLinks)
    .where(lte(postPreviewLinks.expiresAt, now))
    .returning({ postId: postPreviewLinks.postId });
  return rows.length;
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
    .where(and(eq(postPreviewLinks.tokenHash, hashPreviewToken(token)), stillValid(new Date())))
    .limit(1);
  return row ?? null;
}
