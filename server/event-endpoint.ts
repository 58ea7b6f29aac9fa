import type { Request, RequestHandler } from "express";
import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
// Relative: this file is bundled without the app's path aliases.
import { MAX_EVENT_BYTES } from "../app/modules/analytics/beacon-contract";
import type { BeaconRequest } from "../app/modules/analytics/collect.server";

type Collect = (
  request: BeaconRequest,
) => Promise<{ ok: true; value: unknown } | { ok: false; reason: string; message?: string }>;

/** The body, or null when it is longer than `limit` (read no further). */
function readBody(req: Request, limit: number): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.removeAllListeners("data");
        req.resume();
        resolve(null);
        return;
      }
      chunks.push(chunk);
    });
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    // A client gone before the end of its body: nothing to read (a no-op after "end").
    req.on("close", () => resolve(null));
    req.on("error", reject);
  });
}

/**
 * POST /api/event, the page-view beacon (decision 045): a plain Express
 * handler ahead of compression, helmet and React Router, since it answers
 * only a status. Another site's page may not post (Sec-Fetch-Site), each
 * address may send `perMinute` beacons (counted in this process: a flood is
 * refused without a database round trip), a body is at most
 * MAX_EVENT_BYTES, and the app reads the rest (malformed → 400). Counted or
 * ignored (a bot, an opt-out) both answer 204, so neither learns which.
 */
export function eventEndpoint(options: {
  collect: Collect;
  perMinute: number;
  onError: (error: unknown) => void;
}): RequestHandler {
  const limiter = new RateLimiterMemory({ points: options.perMinute, duration: 60 });
  return async (req, res) => {
    res.setHeader("Cache-Control", "no-store");
    if (req.get("sec-fetch-site") === "cross-site") {
      res.status(403).end();
      return;
    }
    const ip = req.ip ?? req.socket.remoteAddress ?? "unknown";
    try {
      await limiter.consume(ip);
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      res.setHeader("Retry-After", String(Math.max(1, Math.ceil(rejection.msBeforeNext / 1000))));
      res.status(429).end();
      return;
    }
    if (Number(req.get("content-length") ?? 0) > MAX_EVENT_BYTES) {
      res.setHeader("Connection", "close");
      res.status(413).end();
      return;
    }
    const body = await readBody(req, MAX_EVENT_BYTES);
    if (body === null) {
      res.setHeader("Connection", "close");
      res.status(413).end();
      return;
    }
    try {
      const result = await options.collect({
        body,
        ip,
        userAgent: req.get("user-agent") ?? "",
        optedOut: req.get("dnt") === "1" || req.get("sec-gpc") === "1",
        now: new Date(),
      });
      res.status(result.ok ? 204 : 400).end();
    } catch (error) {
      // The day's salt could not be read (the database restarting): not counted, try later.
      options.onError(error);
      res.setHeader("Retry-After", "10");
      res.status(503).end();
    }
  };
}
