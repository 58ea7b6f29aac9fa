import type { IncomingMessage, ServerResponse } from "node:http";
import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
// Relative: this file is bundled without the app's path aliases.
import { MAX_EVENT_BYTES } from "../app/modules/analytics/beacon-contract";
import type { BeaconRequest } from "../app/modules/analytics/collect.server";

type Collect = (
  request: BeaconRequest,
) => Promise<{ ok: true; value: unknown } | { ok: false; reason: string; message?: string }>;

/**
 * Answers one beacon. `leading` headers go first (the request id; Connection:
 * close while shutting down) when it is answered before Express; through
 * Express they are set already.
 */
export type EventHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  leading?: readonly string[],
) => Promise<void>;

/** The body, or null when it is longer than `limit` (read no further). */
function readBody(req: IncomingMessage, limit: number): Promise<string | null> {
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
    req.on("end", () => resolve(Buffer.concat(chunks, size).toString("utf8")));
    // A client gone before the end of its body: nothing to read (a no-op after "end").
    req.on("close", () => resolve(null));
    req.on("error", reject);
  });
}

/**
 * POST /api/event, the page-view beacon (decision 045), answered in Node's
 * request listener before Express (server/request-start.ts, as page-cache
 * hits are) since it answers only a status. Another site's page may not
 * post (Sec-Fetch-Site), each address may send `perMinute` beacons (counted
 * in this process: a flood is refused without a database round trip), a
 * body is at most MAX_EVENT_BYTES, and the app reads the rest (malformed →
 * 400). Counted or ignored (a bot, an opt-out) both answer 204, so neither
 * learns which.
 */
export function eventEndpoint(options: {
  collect: Collect;
  perMinute: number;
  onError: (error: unknown) => void;
  /** The sender's address as Express's `trust proxy` reads it (server/client-address.ts). */
  clientAddress: (req: IncomingMessage) => string | undefined;
}): EventHandler {
  const limiter = new RateLimiterMemory({ points: options.perMinute, duration: 60 });
  return async (req, res, leading = []) => {
    const answer = (status: number, ...headers: string[]) => {
      res.writeHead(status, [...leading, "Cache-Control", "no-store", ...headers]);
      res.end();
    };
    // A body left unread: the connection cannot carry another request.
    const refuseBody = () =>
      leading.includes("Connection") ? answer(413) : answer(413, "Connection", "close");
    if (req.headers["sec-fetch-site"] === "cross-site") return answer(403);
    const ip = options.clientAddress(req) ?? req.socket.remoteAddress ?? "unknown";
    try {
      await limiter.consume(ip);
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      const retryAfter = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
      return answer(429, "Retry-After", String(retryAfter));
    }
    if (Number(req.headers["content-length"] ?? 0) > MAX_EVENT_BYTES) return refuseBody();
    const body = await readBody(req, MAX_EVENT_BYTES);
    if (body === null) return refuseBody();
    try {
      const result = await options.collect({
        body,
        ip,
        userAgent: req.headers["user-agent"] ?? "",
        optedOut: req.headers.dnt === "1" || req.headers["sec-gpc"] === "1",
        now: new Date(),
      });
      answer(result.ok ? 204 : 400);
    } catch (error) {
      // The day's salt could not be read (the database restarting): not counted, try later.
      options.onError(error);
      answer(503, "Retry-After", "10");
    }
  };
}
