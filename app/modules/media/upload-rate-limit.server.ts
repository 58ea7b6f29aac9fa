import { createRateLimit } from "~/modules/rate-limits/rate-limit.server";
import { getEnv } from "~/utils/env.server";
import { MEDIA_UPLOAD_WINDOW_SECONDS } from "./media-limits";

/**
 * Counts one image upload for this account (every attempt: each costs a
 * decode and six resizes); the wait when over the limit.
 */
export const consumeMediaUpload = createRateLimit("media-upload", () => ({
  points: getEnv().MEDIA_UPLOAD_RATE_LIMIT,
  durationSeconds: MEDIA_UPLOAD_WINDOW_SECONDS,
}));
