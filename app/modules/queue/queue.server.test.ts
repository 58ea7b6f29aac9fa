import { afterAll, expect, test } from "vitest";
import { setupTestDatabase } from "../../../tests/helpers/test-database";
import { enqueue, startQueue, stopQueue, type JobInfo } from "./queue.server";

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
