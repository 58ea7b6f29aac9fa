import { and, eq, lte, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { jobs } from "~/db/schema";
import { recordAudit } from "~/modules/audit/audit.server";
import { noteJobOpened, queueAlertFanOut } from "~/modules/job-alerts/alert-sending.server";
import { queueRelease, scheduledReleaseTask } from "~/modules/queue/scheduled-release.server";
import { getLogger } from "~/utils/logger.server";

/**
 * Jobs with an opening time open by themselves (see
 * modules/queue/scheduled-release.server.ts); the update itself makes each
 * job open once. The job counts as posted when it opens.
 */

export const OPEN_SCHEDULED_JOBS_TASK = "open-scheduled-jobs";

export async function openDueJobs(now = new Date()): Promise<{ id: string; title: string }[]> {
  const opened = await db().transaction(async (tx) => {
    const rows = await tx
      .update(jobs)
      .set({ isActive: true, datePosted: sql`${jobs.scheduledAt}`, scheduledAt: null })
      .where(and(eq(jobs.isActive, false), lte(jobs.scheduledAt, now)))
      .returning({ id: jobs.id, title: jobs.title });
    for (const job of rows) {
      await recordAudit(
        {
          action: "job.activate",
          actorEmail: "system",
          target: { id: job.id },
          details: { title: job.title, scheduled: true },
        },
        tx,
      );
      await noteJobOpened(tx, job.id, now);
    }
    return rows;
  });
  if (opened.length) {
    getLogger().info({ jobs: opened }, "scheduled jobs opened");
    await queueAlertFanOut();
  }
  return opened;
}

/** After a save with an opening time: a job for that instant. */
export function queueScheduledOpening(at: Date | null): Promise<void> {
  return queueRelease(OPEN_SCHEDULED_JOBS_TASK, at);
}

export const scheduledJobsTask = scheduledReleaseTask(OPEN_SCHEDULED_JOBS_TASK, (now) =>
  openDueJobs(now),
);
