import { afterAll, expect, test } from "vitest";
import { setupTestDatabase } from "../../../tests/helpers/test-database";
import { enqueue, runTaskNow, startQueue, stopQueue, type JobInfo } from "./queue.server";

setupTestDatabase();
afterAll(() => stopQueue());

async function until(check: () => boolean, timeoutMs = 20_000) {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error("timed out waiting for the queue");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

test("without a running queue nothing is queued (callers keep their work in their own rows)", async () => {
  expect(await enqueue("anything", {})).toBe(false);
});

test("a queued job runs in the worker, and one that throws is tried again", async () => {
  const runs: Array<{ data: object; job: JobInfo }> = [];
  await startQueue([
    {
      name: "test-flaky",
      retry: { retryLimit: 2, retryDelay: 1, retryBackoff: false },
      expireInSeconds: 60,
      pollingIntervalSeconds: 0.5,
      handler: async (data, job) => {
        runs.push({ data, job: { retryCount: job.retryCount, retryLimit: job.retryLimit } });
        if (runs.length === 1) throw new Error("the first try fails");
      },
    },
  ]);
  expect(await enqueue("test-flaky", { id: "one" })).toBe(true);
  await until(() => runs.length >= 2);
  expect(runs.map((run) => run.data)).toEqual([{ id: "one" }, { id: "one" }]);
  expect(runs.map((run) => run.job.retryCount)).toEqual([0, 1]);
  expect(runs[0]?.job.retryLimit).toBe(2);
  await stopQueue();
  expect(await enqueue("test-flaky", { id: "two" })).toBe(false);
});

test("a worker with a backlog takes job after job, not one job per polling interval", async () => {
  const handled: number[] = [];
  await startQueue([
    {
      name: "test-backlog",
      retry: { retryLimit: 0, retryDelay: 0, retryBackoff: false },
      expireInSeconds: 60,
      // Its first (empty) poll at start-up is followed by a minute's sleep.
      pollingIntervalSeconds: 60,
      handler: async (data) => {
        handled.push((data as { n: number }).n);
      },
    },
  ]);
  for (let n = 1; n <= 5; n += 1) expect(await enqueue("test-backlog", { n })).toBe(true);
  // One wake-up: the backlog behind it follows without another poll.
  expect(await runTaskNow("test-backlog", { n: 0 })).toBe(true);
  await until(() => handled.length === 6);
  expect([...handled].sort()).toEqual([0, 1, 2, 3, 4, 5]);
  await stopQueue();
});
