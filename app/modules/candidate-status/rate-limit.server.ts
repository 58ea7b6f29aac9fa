import { createRateLimit } from "~/modules/rate-limits/rate-limit.server";
import { CANDIDATE_PAGE_RATE_LIMIT } from "./candidate-status-schema";

/**
 * Counts one view or post of a candidate's status or data page for this
 * address: guessing tokens, or flooding a mailbox with confirmation links,
 * stops here.
 */
export const consumeCandidatePageAttempt = createRateLimit(
  "candidate-page",
  () => CANDIDATE_PAGE_RATE_LIMIT,
);
