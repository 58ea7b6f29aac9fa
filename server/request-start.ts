import crypto from "node:crypto";
import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import type { Logger } from "pino";
import type { PageCache } from "./page-cache/page-cache";
import type { EventHandler } from "./event-endpoint";
import { logWhenClosed, requestLog, type RequestObserver, type RequestTally } from "./request-log";

const REQUEST_ID_PATTERN = /^[\w.:-]{1,100}$/;

/** The client's (or proxy's) request id when it is a sane one, else a new one. */
export function requestIdFor(incoming: string | undefined): string {
  return incoming && REQUEST_ID_PATTERN.test(incoming) ? incoming : crypto.randomUUID();
}

export type RequestStartOptions = {
  logger: Logger;
  /** The request metrics (server/index.ts). */
  observe?: RequestObserver;
  /** While true, every response closes its connection. */
  shuttingDown: () => boolean;
  /** A response finished during a shutdown: idle connections may close now. */
  finishedWhileShuttingDown: () => void;
};

/**
 * What every request gets before the site answers it: it is counted in
 * flight (for a graceful shutdown), given a request id (X-Request-Id), and
 * logged and measured when its response closes. The same steps serve the
 * requests that go through Express (`middlewares`, its first ones) and the
 * page-cache hits answered before Express (`listener`,
 * docs/decisions/031-hits-before-express.md).
 */
export function createRequestStart(options: RequestStartOptions) {
  // During a shutdown, a connection ends with its response: no keep-alive
  // connection left idle holds the process open until the grace period ends.
  const inFlight = new Set<ServerResponse>();
  function track(res: ServerResponse) {
    inFlight.add(res);
    res.once("close", () => inFlight.delete(res));
    res.once("finish", () => {
      if (options.shuttingDown()) options.finishedWhileShuttingDown();
    });
  }

  const closeWhenDone: RequestHandler = (_req, res, next) => {
    track(res);
    next();
  };
  const assignRequestId: RequestHandler = (req, res, next) => {
    const id = requestIdFor(req.get("x-request-id"));
    res.locals.requestId = id;
    res.setHeader("X-Request-Id", id);
    if (options.shuttingDown()) res.setHeader("Connection", "close");
    next();
  };

  /**
   * Node's request listener: a fresh page-cache hit and a page-view beacon
   * are answered here, with the same headers, request id and metrics as
   * through Express but none of its routing and middleware; every other
   * request goes to `express`. The beacons are logged by `beacon.tally`
   * (one line a minute; failures one each).
   */
  function listener(
    express: RequestListener,
    fast: {
      pageCache?: Pick<PageCache, "findHit" | "writeHit">;
      beacon?: { path: string; handle: EventHandler; tally: RequestTally };
    },
  ): RequestListener {
    const { pageCache, beacon } = fast;
    return (req: IncomingMessage, res: ServerResponse) => {
      if (beacon && req.method === "POST" && req.url === beacon.path) {
        const leading = start(req, res, beacon.path, beacon.tally);
        beacon.handle(req, res, leading).catch((error: unknown) => {
          options.logger.error({ err: error }, "page view beacon failed");
          if (!res.headersSent) res.writeHead(500, leading);
          res.end();
        });
        return;
      }
      const hit = pageCache?.findHit(req);
      if (!hit) return express(req, res);
      pageCache!.writeHit(req, res, hit, start(req, res, hit.path));
    };
  }

  /** What Express's first middlewares do, for a request answered before it: its leading headers. */
  function start(
    req: IncomingMessage,
    res: ServerResponse,
    path: string,
    tally?: RequestTally,
  ): string[] {
    track(res);
    const requestId = requestIdFor(req.headers["x-request-id"] as string | undefined);
    const withLocals = Object.assign(res, { locals: { requestId } });
    logWhenClosed(options.logger, options.observe, req.method!, path, withLocals, tally);
    return options.shuttingDown()
      ? ["X-Request-Id", requestId, "Connection", "close"]
      : ["X-Request-Id", requestId];
  }

  return {
    inFlight,
    /** Express's first middlewares, in this order. */
    middlewares: [closeWhenDone, assignRequestId, requestLog(options.logger, options.observe)],
    listener,
  };
}
