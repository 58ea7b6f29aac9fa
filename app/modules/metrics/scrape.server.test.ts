import { afterAll, expect, test } from "vitest";
import { openTestDatabase } from "../../../tests/helpers/test-database";
import { setDatabase, type DatabaseHandle } from "~/db/client.server";
import { enqueue, startQueue, stopQueue } from "~/modules/queue/queue.server";
import { countPageCache, recordHttpRequest } from "~/utils/metrics.server";
import { renderMetrics } from "./scrape.server";

afterAll(async () => {
  await stopQueue().catch(() => {});
  setDatabase(undefined);
});

/** The sample lines of one metric (`name{labels} value`), without its HELP and TYPE. */
function samples(body: string, name: string): string[] {
  return body
    .split("\n")
    .filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `));
}

test("a scrape answers without a database or a queue, in the Prometheus text format", async () => {
  setDatabase(undefined);
  recordHttpRequest("GET", "/careers/job/:jobId", 200, 0.004);
  recordHttpRequest("BREW", "unmatched", 404, 0.02);
  countPageCache("hit");
  const { contentType, body } = await renderMetrics();
  expect(contentType).toMatch(/^text\/plain; version=0\.0\.4/);
  expect(samples(body, "http_requests_total")).toContain(
    'http_requests_total{method="GET",route="/careers/job/:jobId",status="200"} 1',
  );
  expect(samples(body, "http_requests_total")).toContain(
    'http_requests_total{method="OTHER",route="unmatched",status="404"} 1',
  );
  expect(samples(body, "http_request_duration_seconds_bucket")).toContain(
    'http_request_duration_seconds_bucket{le="0.005",method="GET",route="/careers/job/:jobId"} 1',
  );
  expect(samples(body, "page_cache_requests_total")).toEqual([
    'page_cache_requests_total{result="hit"} 1',
    'page_cache_requests_total{result="stale"} 0',
    'page_cache_requests_total{result="miss"} 0',
    'page_cache_requests_total{result="coalesced"} 0',
  ]);
  for (const name of ["db_errors_total", "emails_total", "sms_total"]) {
    expect(samples(body, name), name).toHaveLength(2);
  }
  expect(samples(body, "process_cpu_seconds_total")).toHaveLength(1);
  // No pool and no queue here: their gauges have no samples rather than made-up zeros.
  expect(samples(body, "db_pool_connections")).toEqual([]);
  expect(samples(body, "job_queue_depth")).toEqual([]);
});

test("PostgreSQL's pool is reported as total, idle and waiting connections", async () => {
  const fake = {
    kind: "postgres",
    poolStats: () => ({ total: 7, idle: 2, waiting: 3 }),
  } as unknown as DatabaseHandle;
  setDatabase(fake);
  const { body } = await renderMetrics();
  expect(samples(body, "db_pool_connections")).toEqual([
    'db_pool_connections{state="total"} 7',
    'db_pool_connections{state="idle"} 2',
    'db_pool_connections{state="waiting"} 3',
  ]);
  setDatabase(undefined);
});

test("the queue's depth is counted per queue at scrape time, and a lost database leaves it out", async () => {
  const handle = await openTestDatabase();
  setDatabase(handle);
  const noop = async () => {};
  const task = (name: string) => ({
    name,
    retry: { retryLimit: 0, retryDelay: 0, retryBackoff: false },
    expireInSeconds: 60,
    pollingIntervalSeconds: 30,
    handler: noop,
  });
  await startQueue([task("metrics-later"), task("metrics-idle")]);
  const later = new Date(Date.now() + 60 * 60 * 1000);
  await enqueue("metrics-later", { n: 1 }, { startAfter: later });
  await enqueue("metrics-later", { n: 2 }, { startAfter: later });
  const { body } = await renderMetrics();
  expect(samples(body, "job_queue_depth")).toEqual([
    'job_queue_depth{queue="metrics-later"} 2',
    'job_queue_depth{queue="metrics-idle"} 0',
  ]);

  await handle.close();
  const during = await renderMetrics();
  expect(samples(during.body, "job_queue_depth")).toEqual([]);
  expect(samples(during.body, "http_requests_total").length).toBeGreaterThan(0);
});
