/**
 * Where a candidate's private links lead (the token follows each path), and
 * what a token looks like. Client-safe: the status page and the e-mails
 * share them.
 */

/** The status page of one application. */
export const CANDIDATE_STATUS_PATH = "/careers/status/";
/** The one-time confirmation of a data copy or an erasure the candidate asked for. */
export const CANDIDATE_DATA_PATH = "/careers/my-data/";

/** 32 random bytes, base64url: 43 characters. Anything else is no token of ours. */
export const CANDIDATE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
