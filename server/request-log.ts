import type { RequestHandler } from "express";
import type { Logger } from "pino";

const UNLOGGED = new Set(["/healthz", "/readyz"]);

/**
 * One short line per request — method, path (no query: search terms are the
 * visitor's), status, duration and request id — instead of pino-http's
 * every-header record, so that a cached page costs little to log as well.
 */
export function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const path = req.path;
    if (UNLOGGED.has(path)) return next();
    const started = performance.now();
    res.once("close", () => {
      const line = {
        reqId: res.locals.requestId as string,
        method: req.method,
        path,
        status: res.statusCode,
        ms: Math.round((performance.now() - started) * 10) / 10,
      };
      if (!res.writableFinished) logger.warn(line, "request aborted");
      else if (res.statusCode >= 500) logger.error(line, "request failed");
      else logger.info(line, "request");
    });
    next();
  };
}
