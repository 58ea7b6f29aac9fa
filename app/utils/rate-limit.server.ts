import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";

export type RateLimit = (key: string) => Promise<{ retryAfterSeconds: number } | null>;

/**
 * A per-key (usually per-IP) limit: `points` attempts per `durationSeconds`.
 * Options are read on first use, so tests can set the environment first.
 * In memory: per process, reset on restart — enough to blunt form spam.
 */
export function createRateLimit(
  options: () => { points: number; durationSeconds: number },
): RateLimit {
  let limiter: RateLimiterMemory | undefined;
  return async (key) => {
    const { points, durationSeconds } = options();
    limiter ??= new RateLimiterMemory({ points, duration: durationSeconds });
    try {
      await limiter.consume(key);
      return null;
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) {
        return { retryAfterSeconds: Math.ceil(rejection.msBeforeNext / 1000) };
      }
      throw rejection;
    }
  };
}
