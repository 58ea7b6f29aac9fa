import crypto from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";

/**
 * Who may read /metrics: a scraper on this machine, or one that presents
 * METRICS_TOKEN. "On this machine" is the socket's own address — never
 * X-Forwarded-For, which the client writes — and a request that came
 * through a proxy (it carries forwarding headers) does not count as local,
 * or a reverse proxy on the same host would open /metrics to everybody.
 */

/** Headers a proxy adds: their presence means the socket's peer is not the client. */
const FORWARDING_HEADERS = ["x-forwarded-for", "forwarded", "x-real-ip"] as const;

export type MetricsRequest = {
  /** `req.socket.remoteAddress`. */
  remoteAddress: string | undefined;
  headers: IncomingHttpHeaders;
};

export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  if (address === "::1") return true;
  const v4 = address.startsWith("::ffff:") ? address.slice("::ffff:".length) : address;
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

function digest(value: string): Buffer {
  return crypto.createHash("sha256").update(value).digest();
}

/** Equal strings, compared in time that does not depend on where they differ. */
function sameSecret(given: string, expected: string): boolean {
  return crypto.timingSafeEqual(digest(given), digest(expected));
}

/**
 * A request with an `Authorization` header is judged by it alone: the right
 * bearer token (when METRICS_TOKEN is set) lets it in, any other is refused,
 * from wherever it comes. Without one, only a direct loopback connection.
 */
export function mayReadMetrics(request: MetricsRequest, token: string | undefined): boolean {
  const authorization = request.headers.authorization;
  if (authorization !== undefined) {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
    return Boolean(token && match && sameSecret(match[1]!, token));
  }
  if (FORWARDING_HEADERS.some((name) => request.headers[name] !== undefined)) return false;
  return isLoopbackAddress(request.remoteAddress);
}
