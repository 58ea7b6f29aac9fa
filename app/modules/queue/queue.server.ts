import PgBoss from "pg-boss";
import { getDatabase, type DatabaseHandle } from "~/db/client.server";
import { getLogger } from "~/utils/logger.server";

/**
 * One job queue for the site's background work (pg-boss, decision 018): its
 * tables live in the site's own database (schema "pgboss"), so with several
 * instances on one PostgreSQL each job runs once, in whichever instance
 * takes it, and a job survives the process that queued it. With the
 * embedded database the same queue runs in the one process that owns it.
 */

export type JobInfo = { retryCount: number; retryLimit: number };

export type QueueTask<Data extends object = object> = {
  name: string;
  /** Tries after the first, seconds before the first retry, doubling with `retryBackoff`. */
  retry: { retryLimit: number; retryDelay: number; retryBackoff: boolean };
  /** A run longer than this is taken as lost and tried again. */
  expireInSeconds: number;
  /** Also run on this schedule (cron, UTC); pg-boss makes each slot run once across instances. */
  cron?: string;
  /** Also run once when the server starts. */
  runAtStart?: boolean;
  /** How often an idle worker looks for work. */
  pollingIntervalSeconds: number;
  handler(data: Data, job: JobInfo): Promise<void>;
};

export const QUEUE_SCHEMA = "pgboss";

let running:
  | { boss: PgBoss; handle: DatabaseHandle; names: string[]; workers: Map<string, string> }
  | undefined;

/** Starts the queue and its workers on the open database (the server process only). */
export async function startQueue(tasks: QueueTask[]): Promise<void> {
  const handle = getDatabase();
  const boss = new PgBoss({
    db: { executeSql: (text, values) => handle.executeSql(text, values) },
    schema: QUEUE_SCHEMA,
  });
  // Errors while polling (the database restarting) are reported and retried
  // by pg-boss itself; without a listener they would end the process.
  boss.on("error", (error) => getLogger().error({ err: error }, "job queue error"));
  await boss.start();
  try {
    // Every queue exists before any worker runs, and enqueue() works from
    // the first job on (a start-up job that queues others, e.g. e-mail
    // maintenance, must not find "no queue in this process").
    for (const task of tasks) {
      const options = { name: task.name, ...task.retry, expireInSeconds: task.expireInSeconds };
      await boss.createQueue(task.name, options);
      await boss.updateQueue(task.name, options);
    }
    running = { boss, handle, names: tasks.map((task) => task.name), workers: new Map() };
    await registerTasks(boss, tasks, running.workers);
  } catch (error) {
    running = undefined;
    await boss.stop({ graceful: false, wait: true }).catch(() => {});
    throw error;
  }
  getLogger().info({ tasks: tasks.map((task) => task.name) }, "job queue started");
}

async function registerTasks(boss: PgBoss, tasks: QueueTask[], workers: Map<string, string>) {
  for (const task of tasks) {
    let workerId = "";
    const workerIdSet = boss.work<object>(
      task.name,
      { pollingIntervalSeconds: task.pollingIntervalSeconds, includeMetadata: true, batchSize: 1 },
      async ([job]) => {
        if (!job) return;
        await task.handler(job.data, job);
        // pg-boss waits a whole polling interval after every fetch, even one
        // that found work: a backlog (e-mails queued again after a crash)
        // would drain at one job per interval. Waking the worker after each
        // success takes the next job at once; an empty fetch still waits.
        boss.notifyWorker(workerId);
      },
    );
    workerId = await workerIdSet;
    workers.set(task.name, workerId);
    // A schedule outlives the process that made it: one no longer configured is removed.
    if (task.cron) await boss.schedule(task.name, task.cron, {});
    else await boss.unschedule(task.name);
    if (task.runAtStart) await boss.send(task.name, {});
  }
}

/** Stops taking jobs and waits (up to `timeoutMs`) for the running ones. */
export async function stopQueue(timeoutMs = 10_000): Promise<void> {
  const current = running;
  running = undefined;
  if (!current) return;
  await current.boss.stop({ graceful: true, wait: true, timeout: timeoutMs });
}

/**
 * Queues a job (to run after `startAfter`: seconds from now, or an instant).
 * False when no queue runs in this process (tests, one-shot
 * commands): callers keep their work in their own tables, and a scheduled
 * task picks up what was never queued.
 */
export async function enqueue(
  name: string,
  data: object,
  { startAfter }: { startAfter?: number | Date } = {},
): Promise<boolean> {
  if (!running || running.handle !== getDatabase()) return false;
  await running.boss.send(name, data, startAfter ? { startAfter } : {});
  return true;
}

/**
 * Queues a job for a task and wakes its worker, so it runs now rather than
 * at the worker's next poll (the test controls: a task "due now"). False when
 * no queue runs here or the task is not one of its queues.
 */
export async function runTaskNow(name: string, data: object = {}): Promise<boolean> {
  const current = running;
  const workerId = current?.workers.get(name);
  if (!current || !workerId) return false;
  // Ahead of any job already waiting (the start-up run), so the woken worker takes this one.
  await current.boss.send(name, data, { priority: 1 });
  current.boss.notifyWorker(workerId);
  return true;
}

/**
 * Jobs waiting to run (created, or waiting for a retry) per queue of this
 * process, every queue listed; null when no queue runs here. One grouped
 * count, for /metrics.
 */
export async function queueDepths(): Promise<Map<string, number> | null> {
  const current = running;
  if (!current) return null;
  const { rows } = await current.handle.executeSql(
    `SELECT name, count(*)::int AS depth FROM ${QUEUE_SCHEMA}.job
     WHERE state IN ('created', 'retry') GROUP BY name`,
  );
  const depths = new Map(current.names.map((name) => [name, 0]));
  for (const row of rows as { name: string; depth: number }[]) {
    depths.set(row.name, Number(row.depth));
  }
  return depths;
}
