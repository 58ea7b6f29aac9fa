import { and, eq, lte, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { blogPosts } from "~/db/schema";
import { recordAudit } from "~/modules/accounts/audit.server";
import { markContentChanged } from "~/modules/content/content-version.server";
import { enqueue, type QueueTask } from "~/modules/queue/queue.server";
import { getLogger } from "~/utils/logger.server";

/**
 * Drafts with a publishing time go live by themselves: a job queued for
 * that instant when the post is saved, and a check every minute (which also
 * catches what was due while no server ran). Either publishes every post
 * that is due, once — the update itself decides, so two instances or two
 * jobs never publish a post twice.
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
    // The cached pages of every instance are fresh before the job ends.
    if (rows.length) await markContentChanged(tx);
    return rows;
  });
  for (const post of published) {
    await recordAudit({
      action: "post.publish",
      actorEmail: "system",
      target: { id: post.id },
      details: { slug: post.slug, scheduled: true },
    });
  }
  if (published.length) getLogger().info({ posts: published }, "scheduled posts published");
  return published;
}

/** After a save with a publishing time: a job for that instant (the minute check is the safety net). */
export async function queueScheduledPublish(at: Date | null): Promise<void> {
  if (!at) return;
  await enqueue(PUBLISH_SCHEDULED_TASK, {}, { startAfter: at }).catch((error: unknown) =>
    getLogger().warn({ err: error }, "scheduled publish not queued; the minute check will do it"),
  );
}

export const scheduledPublishingTask: QueueTask = {
  name: PUBLISH_SCHEDULED_TASK,
  retry: { retryLimit: 3, retryDelay: 10, retryBackoff: true },
  expireInSeconds: 5 * 60,
  cron: "* * * * *",
  runAtStart: true,
  pollingIntervalSeconds: 2,
  handler: async () => {
    await publishDuePosts();
  },
};
