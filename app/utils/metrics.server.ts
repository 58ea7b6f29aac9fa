import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";

/**
 * The one metrics registry of the process, served at /metrics in the
 * Prometheus text format (server/metrics-endpoint.ts). Counters are bumped
 * where things happen (requests, the page cache, the database, mail, text
 * messages); gauges whose values live elsewhere (the connection pool, the
 * job queue) are filled in at scrape time by app/modules/metrics. Each
 * instance counts its own; Prometheus adds instances up.
 */
function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  return {
    registry,
    httpRequests: new Counter({
      name: "http_requests_total",
      help: "HTTP requests answered, by method, route pattern and status.",
      labelNames: ["method", "route", "status"] as const,
      registers,
    }),
    httpDuration: new Histogram({
      name: "http_request_duration_seconds",
      help: "Time from a request's arrival to its last byte, by method and route pattern.",
      labelNames: ["method", "route"] as const,
      // From a page-cache hit (well under a millisecond) to a slow upload.
      buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    pageCache: new Counter({
      name: "page_cache_requests_total",
      help: "Anonymous page requests answered from the page cache (hit), from it while the content version could not be read (stale), rendered (miss), or given the page a concurrent miss was rendering (coalesced: one render, many answers).",
      labelNames: ["result"] as const,
      registers,
    }),
    databaseErrors: new Counter({
      name: "db_errors_total",
      help: "Database errors: the pool losing a connection (pool), a request failing because the database was unreachable (unavailable).",
      labelNames: ["kind"] as const,
      registers,
    }),
    emails: new Counter({
      name: "emails_total",
      help: "E-mail sends tried, by result (a failed try is retried through the job queue).",
      labelNames: ["result"] as const,
      registers,
    }),
    textMessages: new Counter({
      name: "sms_total",
      help: "Text messages sent, by result.",
      labelNames: ["result"] as const,
      registers,
    }),
    databasePool: new Gauge({
      name: "db_pool_connections",
      help: "PostgreSQL pool connections by state (total, idle, waiting clients); absent with the embedded database.",
      labelNames: ["state"] as const,
      registers,
    }),
    queueDepth: new Gauge({
      name: "job_queue_depth",
      help: "Jobs waiting to run (created or waiting for a retry), by queue.",
      labelNames: ["queue"] as const,
      registers,
    }),
  };
}

type Metrics = ReturnType<typeof createMetrics>;

// One set per process, kept on globalThis so that the server entry and a
// dev-mode reload of the app modules count into the same registry.
const store = globalThis as typeof globalThis & { __arcwellMetrics?: Metrics };

export function metrics(): Metrics {
  if (!store.__arcwellMetrics) {
    const created = createMetrics();
    // Zero from the start, so a rate is defined before the first event.
    for (const result of ["hit", "stale", "miss", "coalesced"])
      created.pageCache.inc({ result }, 0);
    for (const kind of ["pool", "unavailable"]) created.databaseErrors.inc({ kind }, 0);
    for (const result of ["sent", "failed"]) created.emails.inc({ result }, 0);
    for (const result of ["sent", "failed"]) created.textMessages.inc({ result }, 0);
    store.__arcwellMetrics = created;
  }
  return store.__arcwellMetrics;
}

export function countDatabaseError(kind: "pool" | "unavailable"): void {
  metrics().databaseErrors.inc({ kind });
}

export function countEmail(result: "sent" | "failed"): void {
  metrics().emails.inc({ result });
}

export function countTextMessage(result: "sent" | "failed"): void {
  metrics().textMessages.inc({ result });
}

/** Methods named as they are; anything else (WebDAV, made-up ones) shares one label. */
const KNOWN_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/** One answered request; `route` is a route pattern or a fixed label, never a raw URL. */
export function recordHttpRequest(
  method: string,
  route: string,
  status: number | "aborted",
  seconds: number,
): void {
  const { httpRequests, httpDuration } = metrics();
  const label = KNOWN_METHODS.has(method) ? method : "OTHER";
  httpRequests.inc({ method: label, route, status });
  httpDuration.observe({ method: label, route }, seconds);
}

export function countPageCache(result: "hit" | "stale" | "miss" | "coalesced"): void {
  metrics().pageCache.inc({ result });
}
