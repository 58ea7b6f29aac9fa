import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { blogPosts } from "~/db/schema";
import { recordAudit } from "~/modules/audit/audit.server";
import type { Actor } from "~/modules/actor/actor";
import { getLogger } from "~/utils/logger.server";
import { POST_MESSAGES } from "./post-messages";
import { PostActionSchema } from "./post-schema";
import { nextPublishedAt } from "./publishing";
import { refused, written, type Refusal, type Result } from "~/utils/domain-result";
import { assertActorMay } from "~/modules/roles/authorize";

/**
 * The admin list's row actions (publish toggle and delete); import them
 * from blog-admin.server. Each checks the administrator itself, validates
 * the small form with its schema, and marks the public content changed and
 * writes its audit entry in the write's transaction (both or neither).
 */

export type PostActionResult = Result<{ id: string; title: string; slug: string }, Refusal>;

function parseAction(formData: FormData, intents: string[]) {
  const parsed = PostActionSchema.safeParse(Object.fromEntries(formData));
  return parsed.success && intents.includes(parsed.data.intent) ? parsed.data : null;
}

const INVALID_ACTION = refused("invalid", POST_MESSAGES.invalid);
const NOT_FOUND = refused("not-found", POST_MESSAGES.notFound);

/** The list's publish / unpublish button (intent "publish" or "unpublish", id). */
export async function setPostPublished(
  actor: Actor,
  formData: FormData,
): Promise<PostActionResult> {
  assertActorMay(actor, "blog");
  const action = parseAction(formData, ["publish", "unpublish"]);
  if (!action) return INVALID_ACTION;
  const publish = action.intent === "publish";
  let post: { id: string; title: string; slug: string } | null;
  try {
    post = await db().transaction(async (tx) => {
      const [current] = await tx
        .select({
          id: blogPosts.id,
          title: blogPosts.title,
          slug: blogPosts.slug,
          isPublished: blogPosts.isPublished,
          publishedAt: blogPosts.publishedAt,
        })
        .from(blogPosts)
        .where(eq(blogPosts.id, action.id))
        .for("update");
      if (!current) return null;
      await tx
        .update(blogPosts)
        // Published or unpublished by hand: any schedule is over.
        .set({
          isPublished: publish,
          publishedAt: nextPublishedAt(current, publish),
          scheduledAt: null,
        })
        .where(eq(blogPosts.id, current.id));
      await recordAudit(
        {
          action: publish ? "post.publish" : "post.unpublish",
          actor: actor.user,
          target: { id: current.id },
          ip: actor.ip,
          details: { slug: current.slug },
        },
        tx,
      );
      return { id: current.id, title: current.title, slug: current.slug };
    });
  } catch (error) {
    getLogger().error({ err: error }, "blog post publish toggle failed");
    return refused("unavailable", POST_MESSAGES.toggleFailed);
  }
  if (!post) return NOT_FOUND;
  return written(post);
}

/** The list's Confirm Delete (intent "delete", id). Slug history goes with the post. */
export async function deletePost(actor: Actor, formData: FormData): Promise<PostActionResult> {
  assertActorMay(actor, "blog");
  const action = parseAction(formData, ["delete"]);
  if (!action) return INVALID_ACTION;
  let post: { id: string; title: string; slug: string } | undefined;
  try {
    post = await db().transaction(async (tx) => {
      const [row] = await tx
        .delete(blogPosts)
        .where(eq(blogPosts.id, action.id))
        .returning({ id: blogPosts.id, title: blogPosts.title, slug: blogPosts.slug });
      if (row) {
        await recordAudit(
          {
            action: "post.delete",
            actor: actor.user,
            target: { id: row.id },
            ip: actor.ip,
            details: { slug: row.slug, title: row.title.slice(0, 200) },
          },
          tx,
        );
      }
      return row;
    });
  } catch (error) {
    getLogger().error({ err: error }, "blog post delete failed");
    return refused("unavailable", POST_MESSAGES.deleteFailed);
  }
  if (!post) return NOT_FOUND;
  return written(post);
}
