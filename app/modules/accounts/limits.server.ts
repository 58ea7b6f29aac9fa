import { RateLimiterDrizzle, RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import { getDatabase, type DatabaseHandle } from "~/db/client.server";
import { rateLimits } from "~/db/schema";

/** Wrong passwords for one account within the window that lock it… */
export const MAX_FAILED_PASSWORDS = 5;
export const FAILED_PASSWORD_WINDOW_SECONDS = 15 * 60;
/** …and for how long. */
export const ACCOUNT_LOCK_SECONDS = 15 * 60;

/** Per client IP, in memory (like the contact form's limit). */
export const IP_LIMITS = {
  signIn: { points: 30, duration: 15 * 60 },
  signUp: { points: 5, duration: 60 * 60 },
  twoFactor: { points: 30, duration: 15 * 60 },
} as const;

export type Lock = { retryAfterSeconds: number };

// The account lock lives in the database (rate_limits), so it holds across
// restarts and instances and cannot be reset by restarting the server.
let accountLimiter: { handle: DatabaseHandle; limiter: RateLimiterDrizzle } | undefined;

function getAccountLimiter(): RateLimiterDrizzle {
  const handle = getDatabase();
  if (accountLimiter?.handle !== handle) {
    accountLimiter = {
      handle,
      limiter: new RateLimiterDrizzle({
        storeClient: handle.db,
        schema: rateLimits,
        keyPrefix: "failed-password",
        points: MAX_FAILED_PASSWORDS,
        duration: FAILED_PASSWORD_WINDOW_SECONDS,
      }),
    };
  }
  return accountLimiter.limiter;
}

function accountKey(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * The lock on an account, if any. Keyed by the email typed, whether or not
 * such an account exists, so the answer never reveals who is registered.
 */
export async function getAccountLock(email: string): Promise<Lock | null> {
  const res = await getAccountLimiter().get(accountKey(email));
  if (!res || res.consumedPoints < MAX_FAILED_PASSWORDS) return null;
  return { retryAfterSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)) };
}

/** Counts one wrong password; returns the lock when this failure triggered it. */
export async function recordFailedPassword(email: string): Promise<Lock | null> {
  const limiter = getAccountLimiter();
  const key = accountKey(email);
  let res: RateLimiterRes;
  try {
    res = await limiter.consume(key);
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
    res = rejection;
  }
  if (res.consumedPoints < MAX_FAILED_PASSWORDS) return null;
  await limiter.block(key, ACCOUNT_LOCK_SECONDS);
  return { retryAfterSeconds: ACCOUNT_LOCK_SECONDS };
}

/** A correct password ends the run of failures. */
export async function clearFailedPasswords(email: string): Promise<void> {
  await getAccountLimiter().delete(accountKey(email));
}

const ipLimiters = new Map<keyof typeof IP_LIMITS, RateLimiterMemory>();

/** Counts one attempt for this IP; returns the wait when over the limit. */
export async function consumeIpAttempt(
  kind: keyof typeof IP_LIMITS,
  ip: string,
): Promise<Lock | null> {
  let limiter = ipLimiters.get(kind);
  if (!limiter) {
    limiter = new RateLimiterMemory({ ...IP_LIMITS[kind], keyPrefix: kind });
    ipLimiters.set(kind, limiter);
  }
  try {
    await limiter.consume(ip);
    return null;
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) {
      return { retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
    }
    throw rejection;
  }
}
