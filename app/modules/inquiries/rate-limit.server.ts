import { getEnv } from "~/utils/env.server";
import { createRateLimit } from "~/modules/rate-limits/rate-limit.server";

export const CONTACT_RATE_WINDOW_SECONDS = 15 * 60;

/** Counts one contact-form POST for this IP; returns seconds to wait when over the limit. */
export const consumeContactAttempt = createRateLimit("contact", () => ({
  points: getEnv().CONTACT_RATE_LIMIT,
  durationSeconds: CONTACT_RATE_WINDOW_SECONDS,
}));
