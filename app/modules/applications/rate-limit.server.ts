import { getEnv } from "~/utils/env.server";
import { createRateLimit } from "~/modules/rate-limits/rate-limit.server";

export const APPLICATION_RATE_WINDOW_SECONDS = 15 * 60;

/** Counts one application POST for this IP; returns seconds to wait when over the limit. */
export const consumeApplicationAttempt = createRateLimit("application", () => ({
  points: getEnv().APPLICATION_RATE_LIMIT,
  durationSeconds: APPLICATION_RATE_WINDOW_SECONDS,
}));
