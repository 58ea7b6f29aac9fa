import { taskNow } from "~/utils/clock.server";
import { getLogger } from "~/utils/logger.server";
import { enqueue, type QueueTask } from "./queue.server";

/**
 * Content that goes public by itself at a set time (scheduled posts, jobs
 * that open later): a job queued for that instant when it is saved, and a
 * check every minute — which also catches what fell due while no server
 * ran. `release` publishes whatever is due; its own update must make each
 * item go out once, however many jobs or instances ask.
 */
export function scheduledReleaseTask(
  name: string,
  release: (now: Date) => Promise<unknown>,
): QueueTask {
  return {
    name,
    retry: { retryLimit: 3, retryDelay: 10, retryBackoff: true },
    expireInSeconds: 5 * 60,
    cron: "* * * * *",
    runAtStart: true,
    pollingIntervalSeconds: 2,
    handler: async (data) => {
      await release(taskNow(data));
    },
  };
}

/** After a save with a release time: a job for that instant (the minute check is the safety net). */
export async function queueRelease(name: string, at: Date | null): Promise<void> {
  if (!at) return;
  await enqueue(name, {}, { startAfter: at }).catch((error: unknown) =>
    getLogger().warn({ err: error, task: name }, "release not queued; the minute check will do it"),
  );
}
