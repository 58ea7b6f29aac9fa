import type { ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import type { Logger } from "pino";

/** Probes and scrapes, many a minute: neither logged nor counted. */
const UNLOGGED = new Set(["/healthz", "/readyz", "/metrics"]);

/** What the request metrics need of a finished request (server/index.ts counts it). */
export type RequestObserver = (
  method: string,
  path: string,
  status: number | "aborted",
  seconds: number,
  res: { locals: Record<string, unknown> },
) => void;

/**
 * One short line per request — method, path (no query: search terms are the
 * visitor's), status, duration and request id — instead of pino-http's
 * every-header record, so that a cached page costs little to log as well.
 * The same moment feeds the request metrics (`observe`), so a request pays
 * for one listener, not two.
 */
export function requestLog(logger: Logger, observe?: RequestObserver): RequestHandler {
  return (req, res, next) => {
    const path = req.path;
    if (UNLOGGED.has(path)) return next();
    logWhenClosed(logger, observe, req.method, path, res);
    next();
  };
}

/**
 * The line and the metrics of one request, when its response closes: what
 * `requestLog` does, also for the hits answered before Express
 * (server/request-start.ts). The request id is read from `res.locals`.
 */
export function logWhenClosed(
  logger: Logger,
  observe: RequestObserver | undefined,
  method: string,
  path: string,
  res: ServerResponse & { locals: Record<string, unknown> },
  tally?: RequestTally,
) {
  const started = performance.now();
  res.once("close", () => {
    const elapsed = performance.now() - started;
    const finished = res.writableFinished;
    const line = {
      reqId: res.locals.requestId as string,
      method,
      path,
      status: res.statusCode,
      ms: Math.round(elapsed * 10) / 10,
    };
    if (!finished) logger.warn(line, "request aborted");
    else if (res.statusCode >= 500) logger.error(line, "request failed");
    else if (tally) tally.add(res.statusCode, line.ms);
    else logger.info(line, "request");
    observe?.(method, path, finished ? res.statusCode : "aborted", elapsed / 1000, res);
  });
}

export type RequestTally = {
  add(status: number, ms: number): void;
  /** Logs what was added since the last line (at shutdown: the rest). */
  flush(): void;
  stop(): void;
};

/** How often a tally logs its line. */
const TALLY_INTERVAL_MS = 60_000;

/**
 * One line a minute for a stream of like requests instead of one each —
 * the page-view beacons: one per page view, all to one path, saying nothing
 * a count by status does not (the page viewed is the body's, not logged).
 * Failures and aborted requests still get their own line (logWhenClosed),
 * and every request still feeds the metrics.
 */
export function requestTally(
  logger: Logger,
  fields: { method: string; path: string },
  intervalMs = TALLY_INTERVAL_MS,
): RequestTally {
  let statuses: Record<number, number> = {};
  let count = 0;
  let slowestMs = 0;
  const flush = () => {
    if (count === 0) return;
    logger.info({ ...fields, count, statuses, slowestMs }, "requests");
    statuses = {};
    count = 0;
    slowestMs = 0;
  };
  const timer = setInterval(flush, intervalMs);
  timer.unref();
  return {
    add(status, ms) {
      count += 1;
      statuses[status] = (statuses[status] ?? 0) + 1;
      if (ms > slowestMs) slowestMs = ms;
    },
    flush,
    stop() {
      clearInterval(timer);
      flush();
    },
  };
}
