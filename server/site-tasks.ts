import { createApprovedStaff } from "~/modules/accounts/admin-cli.server";
import { accountTasks } from "~/modules/accounts/password-reset.server";
import { textPendingCodesEarlier } from "~/modules/accounts/sms-factor.server";
import { ANALYTICS_ROLLUP_TASK, runAnalyticsRollup } from "~/modules/analytics/rollup.server";
import { scheduledBackupTask } from "~/modules/backup/schedule.server";
import { sweepOrphanedResumes } from "~/modules/applications/applications.server";
import { overdueCheckTask } from "~/modules/applications/overdue.server";
import { deleteExpiredPreviewLinks } from "~/modules/blog/preview-links.server";
import { deleteExpiredPagePreviewLinks } from "~/modules/pages/page-preview-links.server";
import { scheduledPublishingTask } from "~/modules/blog/scheduled-publishing.server";
import { scheduledJobsTask } from "~/modules/jobs/job-schedule.server";
import { jobAlertTasks } from "~/modules/job-alerts/alert-sending.server";
import { scheduledPagePublishingTask } from "~/modules/pages/pages-admin.server";
import { sweepMedia } from "~/modules/media/media-sweep.server";
import { mailTasks } from "~/modules/mail/outgoing-mail.server";
import { applyJobAlertRetention } from "~/modules/job-alerts/subscriptions.server";
import { applyAuditRetention, applyRetention } from "~/modules/retention/retention.server";
import { taskNow } from "~/utils/clock.server";
import { getEnv } from "~/utils/env.server";
import { getLogger } from "~/utils/logger.server";
import { startQueue, stopQueue, type QueueTask } from "~/modules/queue/queue.server";
import { startTestControls, stopTestControls } from "~/modules/queue/test-controls.server";

const NO_RETRY = { retryLimit: 0, retryDelay: 0, retryBackoff: false };

/** The site's background work; each runs once per slot across all instances. */
export const SITE_TASKS: QueueTask[] = [
  ...mailTasks,
  ...accountTasks,
  scheduledPublishingTask,
  scheduledPagePublishingTask,
  scheduledJobsTask,
  ...jobAlertTasks,
  overdueCheckTask,
  {
    // Files a crash left between storing the upload and its row; library
    // images no post uses, a day after upload (modules/media/media-sweep).
    name: "sweep-orphaned-uploads",
    retry: NO_RETRY,
    expireInSeconds: 30 * 60,
    cron: "17 * * * *",
    runAtStart: true,
    pollingIntervalSeconds: 30,
    handler: async (data) => {
      const swept = await sweepOrphanedResumes();
      if (swept.length) getLogger().warn({ swept }, "removed orphaned résumé files");
      const media = await sweepMedia(taskNow(data).getTime());
      if (media.deleted.length + media.adopted.length + media.removedFiles.length) {
        getLogger().info(media, "media sweep: unused images deleted, older files adopted");
      }
    },
  },
  {
    // The privacy policy's retention period (modules/retention).
    name: "retention",
    retry: { retryLimit: 2, retryDelay: 600, retryBackoff: false },
    expireInSeconds: 30 * 60,
    cron: "41 */6 * * *",
    runAtStart: true,
    pollingIntervalSeconds: 30,
    handler: async (data) => {
      const now = taskNow(data);
      const result = await applyRetention(getEnv().RETENTION_DAYS, now);
      if (result && result.applications + result.inquiries > 0) {
        getLogger().info(result, "retention: old records deleted");
      }
      const alerts = await applyJobAlertRetention(getEnv().RETENTION_DAYS, now);
      if (alerts.subscriptions > 0) getLogger().info(alerts, "retention: job alerts deleted");
      // Expired preview links open nothing; their rows go too.
      await deleteExpiredPreviewLinks();
      await deleteExpiredPagePreviewLinks();
      const auditEntries = await applyAuditRetention(getEnv().AUDIT_RETENTION_DAYS, now);
      if (auditEntries > 0)
        getLogger().info({ auditEntries }, "retention: old audit entries deleted");
    },
  },
  {
    // Page analytics (decision 045): today's and yesterday's rollups made
    // again, so the Analytics page is at most an hour behind; raw views past
    // ANALYTICS_RAW_DAYS and every salt before today deleted.
    name: ANALYTICS_ROLLUP_TASK,
    retry: { retryLimit: 2, retryDelay: 300, retryBackoff: false },
    expireInSeconds: 30 * 60,
    cron: "7 * * * *",
    runAtStart: true,
    pollingIntervalSeconds: 30,
    handler: async (data) => {
      const run = await runAnalyticsRollup(taskNow(data), getEnv().ANALYTICS_RAW_DAYS);
      if (run.rawDeleted > 0)
        getLogger().info(run, "analytics: raw page views rolled up and deleted");
    },
  },
];

/** The server process starts the queue once the database is open (never in one-shot commands). */
export async function startBackgroundWork(): Promise<void> {
  const env = getEnv();
  await startQueue([...SITE_TASKS, scheduledBackupTask(env)]);
  // Browser tests only; env.server.ts keeps it off in a real site (decision 030).
  if (env.TEST_CONTROLS) {
    await startTestControls(env.DATA_DIR, {
      textCodesSentEarlierBy: textPendingCodesEarlier,
      staffAccount: createApprovedStaff,
    });
  }
}

export function stopBackgroundWork(timeoutMs?: number): Promise<void> {
  stopTestControls();
  return stopQueue(timeoutMs);
}
