import {
  RateLimiterDrizzle,
  RateLimiterMemory,
  RateLimiterRes,
  type RateLimiterAbstract,
} from "rate-limiter-flexible";
import { getDatabase, type DatabaseHandle } from "~/db/client.server";
import { rateLimits } from "~/db/schema";

/**
 * Every per-address limit (contact form, applications, sign-in, sign-up,
 * two-factor codes, password resets, better-auth's own limiter) counts here.
 *
 * With PostgreSQL the counts live in the rate_limits table, so every
 * instance behind a load balancer counts together and a restart resets
 * nothing. With the embedded database one process owns the data (decision
 * 010), so memory is exact — unless a counter must outlive a restart
 * (`persistent`, the sign-in lockouts).
 */

export type Wait = { retryAfterSeconds: number };
export type RateLimit = (key: string) => Promise<Wait | null>;
export type LimitRule = { points: number; durationSeconds: number };

// Per database handle: tests open a fresh database per file.
const byHandle = new WeakMap<DatabaseHandle, Map<string, RateLimiterAbstract>>();

/** The limiter for one kind of attempt under one rule (built once per database). */
export function limiterFor(
  keyPrefix: string,
  { points, durationSeconds }: LimitRule,
  { persistent = false }: { persistent?: boolean } = {},
): RateLimiterAbstract {
  const handle = getDatabase();
  let limiters = byHandle.get(handle);
  if (!limiters) byHandle.set(handle, (limiters = new Map()));
  const id = `${keyPrefix}:${points}:${durationSeconds}`;
  let limiter = limiters.get(id);
  if (!limiter) {
    const options = { keyPrefix, points, duration: durationSeconds };
    limiter =
      handle.kind === "postgres" || persistent
        ? new RateLimiterDrizzle({
            ...options,
            storeClient: handle.db,
            schema: rateLimits,
            // While the database cannot answer, this process counts alone, so
            // the request goes on to its own, clearer refusal (a form kept as
            // typed with "try again shortly") instead of failing here.
            insuranceLimiter: new RateLimiterMemory(options),
          })
        : new RateLimiterMemory(options);
    limiters.set(id, limiter);
  }
  return limiter;
}

/** Counts one attempt; the wait when it was over the limit. */
export async function consumeAttempt(
  limiter: RateLimiterAbstract,
  key: string,
): Promise<Wait | null> {
  try {
    await limiter.consume(key);
    return null;
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) {
      return { retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
    }
    throw rejection;
  }
}

/**
 * A per-key (usually per-IP) limit: `points` attempts per `durationSeconds`.
 * Options are read on each use, so tests can set the environment first.
 */
export function createRateLimit(keyPrefix: string, options: () => LimitRule): RateLimit {
  return (key) => consumeAttempt(limiterFor(keyPrefix, options()), key);
}
