import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import { getEnv } from "~/utils/env.server";

export const CONTACT_RATE_WINDOW_SECONDS = 15 * 60;

let limiter: RateLimiterMemory | undefined;

function getLimiter() {
  limiter ??= new RateLimiterMemory({
    points: getEnv().CONTACT_RATE_LIMIT,
    duration: CONTACT_RATE_WINDOW_SECONDS,
  });
  return limiter;
}

/** Counts one contact-form POST for this IP; returns seconds to wait when over the limit. */
export async function consumeContactAttempt(
  ip: string,
): Promise<{ retryAfterSeconds: number } | null> {
  try {
    await getLimiter().consume(ip);
    return null;
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) {
      return { retryAfterSeconds: Math.ceil(rejection.msBeforeNext / 1000) };
    }
    throw rejection;
  }
}
