import { and, eq, ne } from "drizzle-orm";
import { db } from "~/db/client.server";
import { blogPosts } from "~/db/schema";
import type { Actor } from "~/modules/actor/actor";
import { recordAudit } from "~/modules/audit/audit.server";
import { assertActorMay } from "~/modules/roles/authorize";
import { refused, written, type Refusal, type Result } from "~/utils/domain-result";
import { getRevision, recordRevision, type RevisionFields } from "./revisions.server";
import { recordSlugChange } from "./slug-history.server";

export const REVISION_MESSAGES = {
  gone: "That version no longer exists.",
  restored: "The post is back to the version you chose. The version before it is in the history.",
  slugKept:
    "The post is back to the version you chose, except its slug, which another post uses now.",
} as const;

/**
 * Puts a revision's content back (its publishing state stays as it is) and
 * records the restore as a revision of its own, so it can be undone the
 * same way. The old slug comes back too, unless another post took it since.
 */
export async function restoreRevision(
  actor: Actor,
  postId: string,
  revisionId: string | undefined,
): Promise<Result<{ slugKept: boolean }, Refusal>> {
  assertActorMay(actor, "blog");
  const revision = await getRevision(postId, revisionId);
  if (!revision) return refused("not-found", REVISION_MESSAGES.gone);
  const outcome = await db().transaction(async (tx) => {
    const [current] = await tx
      .select({ slug: blogPosts.slug })
      .from(blogPosts)
      .where(eq(blogPosts.id, postId))
      .for("update");
    if (!current) return null;
    const [taken] = await tx
      .select({ id: blogPosts.id })
      .from(blogPosts)
      .where(and(eq(blogPosts.slug, revision.slug), ne(blogPosts.id, postId)))
      .limit(1);
    const fields: RevisionFields = {
      title: revision.title,
      slug: taken ? current.slug : revision.slug,
      summary: revision.summary,
      content: revision.content,
      category: revision.category,
      tags: revision.tags,
      author: revision.author,
      authorImage: revision.authorImage,
      imageUrl: revision.imageUrl,
    };
    await tx.update(blogPosts).set(fields).where(eq(blogPosts.id, postId));
    await recordSlugChange(tx, { postId, fromSlug: current.slug, toSlug: fields.slug });
    await recordRevision(tx, postId, fields, actor, "restore");
    await recordAudit(
      {
        action: "post.restore",
        actor: actor.user,
        target: { id: postId },
        ip: actor.ip,
        details: { slug: fields.slug, revisionOf: revision.createdAt.toISOString() },
      },
      tx,
    );
    return { slug: fields.slug, slugKept: Boolean(taken) };
  });
  if (!outcome) return refused("not-found", REVISION_MESSAGES.gone);
  return written({ slugKept: outcome.slugKept });
}
