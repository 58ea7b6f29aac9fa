import { and, eq, lte, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { blogPosts } from "~/db/schema";
import { recordAudit } from "~/modules/audit/audit.server";
import { queueRelease, scheduledReleaseTask } from "~/modules/queue/scheduled-release.server";
import { getLogger } from "~/utils/logger.server";

/**
 * Drafts with a publishing time go live by themselves (see
 * modules/queue/scheduled-release.server.ts): the update itself decides, so
 * two instances or two jobs never publish a post twice.
 */

export const PUBLISH_SCHEDULED_TASK = "publish-scheduled-posts";

/** Publishes the posts whose time has come; the post's date is its scheduled time. */
export async function publishDuePosts(now = new Date()): Promise<{ id: string; slug: string }[]> {
  const published = await db().transaction(async (tx) => {
    const rows = await tx
      .update(blogPosts)
      .set({ isPublished: true, publishedAt: sql`${blogPosts.scheduledAt}`, scheduledAt: null })
      .where(and(eq(blogPosts.isPublished, false), lte(blogPosts.scheduledAt, now)))
      .returning({ id: blogPosts.id, slug: blogPosts.slug });
    // Published together with their audit entries, or not at all (the next run tries again).
    for (const post of rows) {
      await recordAudit(
        {
          action: "post.publish",
          actorEmail: "system",
          target: { id: post.id },
          details: { slug: post.slug, scheduled: true },
        },
        tx,
      );
    }
    return rows;
  });
  if (published.length) getLogger().info({ posts: published }, "scheduled posts published");
  return published;
}

/** After a save with a publishing time: a job for that instant. */
export function queueScheduledPublish(at: Date | null): Promise<void> {
  return queueRelease(PUBLISH_SCHEDULED_TASK, at);
}

export const scheduledPublishingTask = scheduledReleaseTask(PUBLISH_SCHEDULED_TASK, (now) =>
  publishDuePosts(now),
);
