import { getDatabase, type PoolStats } from "~/db/client.server";
import { queueDepths } from "~/modules/queue/queue.server";
import { getLogger } from "~/utils/logger.server";
import { metrics } from "~/utils/metrics.server";

/**
 * A scrape answers even while the database is away: the queue count gets
 * this long, then its series is left out of that answer.
 */
export const SCRAPE_QUERY_TIMEOUT_MS = 2_000;

export type MetricsText = { contentType: string; body: string };

function currentPoolStats(): PoolStats | null {
  try {
    return getDatabase().poolStats?.() ?? null;
  } catch {
    return null; // not opened (yet, or any more)
  }
}

function refreshPoolGauge(): void {
  const gauge = metrics().databasePool;
  gauge.reset();
  const stats = currentPoolStats();
  if (!stats) return; // the embedded database has no pool
  gauge.set({ state: "total" }, stats.total);
  gauge.set({ state: "idle" }, stats.idle);
  gauge.set({ state: "waiting" }, stats.waiting);
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function refreshQueueGauge(): Promise<void> {
  const gauge = metrics().queueDepth;
  let depths: Map<string, number> | null = null;
  try {
    depths = await withTimeout(queueDepths(), SCRAPE_QUERY_TIMEOUT_MS);
  } catch (error) {
    getLogger().debug({ err: error }, "metrics: job queue depth unavailable");
  }
  gauge.reset();
  for (const [queue, depth] of depths ?? []) gauge.set({ queue }, depth);
}

/** The process's metrics in the Prometheus text format, gauges read now. Never rejects. */
export async function renderMetrics(): Promise<MetricsText> {
  refreshPoolGauge();
  await refreshQueueGauge();
  const { registry } = metrics();
  return { contentType: registry.contentType, body: await registry.metrics() };
}
