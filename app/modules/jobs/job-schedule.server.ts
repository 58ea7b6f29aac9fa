import { and, eq, lte, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { jobs } from "~/db/schema";
import { recordAudit } from "~/modules/accounts/audit.server";
import { markContentChanged } from "~/modules/content/content-version.server";
import { enqueue, type QueueTask } from "~/modules/queue/queue.server";
import { getLogger } from "~/utils/logger.server";

/**
 * Jobs with an opening time open by themselves, like scheduled posts
 * (modules/blog/scheduled-publishing.server.ts): a job queued for that
 * instant, and a check every minute; the update itself makes each job open
 * once. The job counts as posted when it opens.
 */

export const OPEN_SCHEDULED_JOBS_TASK = "open-scheduled-jobs";

export async function openDueJobs(now = new Date()): Promise<{ id: string; title: string }[]> {
  const opened = await db().transaction(async (tx) => {
    const rows = await tx
      .update(jobs)
      .set({ isActive: true, datePosted: sql`${jobs.scheduledAt}`, scheduledAt: null })
      .where(and(eq(jobs.isActive, false), lte(jobs.scheduledAt, now)))
      .returning({ id: jobs.id, title: jobs.title });
    if (rows.length) await markContentChanged(tx);
    return rows;
  });
  for (const job of opened) {
    await recordAudit({
      action: "job.activate",
      actorEmail: "system",
      target: { id: job.id },
      details: { title: job.title, scheduled: true },
    });
  }
  if (opened.length) getLogger().info({ jobs: opened }, "scheduled jobs opened");
  return opened;
}

/** After a save with an opening time: a job for that instant (the minute check is the safety net). */
export async function queueScheduledOpening(at: Date | null): Promise<void> {
  if (!at) return;
  await enqueue(OPEN_SCHEDULED_JOBS_TASK, {}, { startAfter: at }).catch((error: unknown) =>
    getLogger().warn({ err: error }, "scheduled opening not queued; the minute check will do it"),
  );
}

export const scheduledJobsTask: QueueTask = {
  name: OPEN_SCHEDULED_JOBS_TASK,
  retry: { retryLimit: 3, retryDelay: 10, retryBackoff: true },
  expireInSeconds: 5 * 60,
  cron: "* * * * *",
  runAtStart: true,
  pollingIntervalSeconds: 2,
  handler: async () => {
    await openDueJobs();
  },
};
