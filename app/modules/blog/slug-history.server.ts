import { and, eq, ne } from "drizzle-orm";
import { db, type Db, type Tx } from "~/db/client.server";
import { blogPosts, blogSlugHistory } from "~/db/schema";
import { isSlugId } from "~/utils/ids";

/**
 * Call inside the transaction that gives a post a slug (create or rename).
 * The old slug (if any) starts pointing at the post; the new slug stops being
 * anyone's old slug, because a live slug always wins over history.
 */
export async function recordSlugChange(
  tx: Tx | Db,
  change: { postId: string; fromSlug?: string | null; toSlug: string },
): Promise<void> {
  await tx.delete(blogSlugHistory).where(eq(blogSlugHistory.oldSlug, change.toSlug));
  if (!change.fromSlug || change.fromSlug === change.toSlug) return;
  await tx
    .insert(blogSlugHistory)
    .values({ oldSlug: change.fromSlug, postId: change.postId })
    .onConflictDoUpdate({
      target: blogSlugHistory.oldSlug,
      set: { postId: change.postId, createdAt: new Date() },
    });
}

/**
 * The current slug of the published post that once used `oldSlug`, for a 301.
 * Null when the slug was never used, the post is not public, or the slug is
 * its current one (so a redirect can never point at itself).
 */
export async function findRenamedPublishedSlug(oldSlug: string): Promise<string | null> {
  if (!isSlugId(oldSlug)) return null;
  const [row] = await db()
    .select({ slug: blogPosts.slug })
    .from(blogSlugHistory)
    .innerJoin(blogPosts, eq(blogPosts.id, blogSlugHistory.postId))
    .where(
      and(
        eq(blogSlugHistory.oldSlug, oldSlug),
        eq(blogPosts.isPublished, true),
        ne(blogPosts.slug, oldSlug),
      ),
    )
    .limit(1);
  return row?.slug ?? null;
}
