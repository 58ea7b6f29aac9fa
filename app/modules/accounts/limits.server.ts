import { isIPv6 } from "node:net";
import { RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { consumeAttempt, limiterFor, type Wait } from "~/modules/rate-limits/rate-limit.server";

/**
 * Wrong passwords for one account from one address (IPv4, or an IPv6 /64)
 * within the window that lock that address out of that account, and for how
 * long. The owner signing in from elsewhere is not affected.
 */
export const ADDRESS_LOCKOUT = { failures: 5, windowSeconds: 15 * 60, lockSeconds: 15 * 60 };

/**
 * The slower, higher account-wide limit: this many wrong passwords from all
 * addresses together within the window put the account "under attack" for
 * `lockSeconds` — every address that has failed for it is then refused until
 * the end, while an address that has not failed still signs in with the right
 * password (see docs/decisions/009-sign-in-lockout.md).
 */
export const ACCOUNT_LOCKOUT = { failures: 30, windowSeconds: 60 * 60, lockSeconds: 60 * 60 };

/**
 * Wrong second-factor codes for one account — authenticator app, backup code
 * or text message alike, over every challenge — that lock its two-factor
 * sign-in, and for how long. better-auth keeps the same count for the
 * authenticator app on its two_factor row, which an account with text-message
 * codes alone does not have; this count is ours and covers every factor.
 */
export const SECOND_FACTOR_LOCKOUT = { failures: 10, lockSeconds: 15 * 60 };

/** Before checking a password from an address that already failed: 250 ms, doubling, at most 2 s. */
export const FAILURE_DELAY = { baseMs: 250, maxMs: 2_000 };

/** Kept for the messages and tests that speak of "five wrong passwords". */
export const MAX_FAILED_PASSWORDS = ADDRESS_LOCKOUT.failures;

/** Per client IP (see modules/rate-limits: shared by every instance on PostgreSQL). */
export const IP_LIMITS = {
  signIn: { points: 30, duration: 15 * 60 },
  signUp: { points: 5, duration: 60 * 60 },
  twoFactor: { points: 30, duration: 15 * 60 },
  // Reset links asked for (each sends an e-mail) and reset forms sent.
  passwordReset: { points: 5, duration: 60 * 60 },
} as const;

export type Lock = Wait;

/** The waiting of the progressive delay; tests replace `wait` to observe it. */
export const lockoutClock = {
  wait: (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
};

// The lockout counters live in the database (rate_limits) in both modes, so
// they hold across restarts and cannot be reset by restarting the server.
function getLimiters() {
  const persistent = { persistent: true };
  return {
    address: limiterFor(
      "failed-password-address",
      { points: ADDRESS_LOCKOUT.failures, durationSeconds: ADDRESS_LOCKOUT.windowSeconds },
      persistent,
    ),
    account: limiterFor(
      "failed-password-account",
      { points: ACCOUNT_LOCKOUT.failures, durationSeconds: ACCOUNT_LOCKOUT.windowSeconds },
      persistent,
    ),
    secondFactor: limiterFor(
      "failed-second-factor",
      {
        points: SECOND_FACTOR_LOCKOUT.failures,
        durationSeconds: SECOND_FACTOR_LOCKOUT.lockSeconds,
      },
      persistent,
    ),
  };
}

function accountKey(email: string): string {
  return email.trim().toLowerCase();
}

/** One counter per IPv4 address or IPv6 /64 (one customer's network), never per port or zone. */
export function addressKey(ip: string): string {
  const bare = ip
    .trim()
    .toLowerCase()
    .replace(/^::ffff:(?=\d+\.)/, "")
    .replace(/%.*$/, "");
  if (!isIPv6(bare)) return bare;
  const [head = "", tail = ""] = bare.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = bare.includes("::")
    ? [...left, ...Array<string>(8 - left.length - right.length).fill("0"), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

function pairKey(email: string, ip: string): string {
  return `${accountKey(email)} ${addressKey(ip)}`;
}

function remaining(res: RateLimiterRes): Lock {
  return { retryAfterSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)) };
}

/** The wait before a password from an address with `failures` recent failures is checked. */
export function failureDelayMs(failures: number): number {
  if (failures < 1) return 0;
  return Math.min(FAILURE_DELAY.maxMs, FAILURE_DELAY.baseMs * 2 ** (failures - 1));
}

/**
 * Whether this address may try a password for this account now. Keyed by the
 * email typed, whether or not such an account exists, so the answer never
 * reveals who is registered. When it may, waits the progressive delay first.
 */
export async function passwordAttemptGate(email: string, ip: string): Promise<Lock | null> {
  const { address, account } = getLimiters();
  const [fromHere, overall] = await Promise.all([
    address.get(pairKey(email, ip)),
    account.get(accountKey(email)),
  ]);
  const failures = fromHere?.consumedPoints ?? 0;
  if (fromHere && failures >= ADDRESS_LOCKOUT.failures) return remaining(fromHere);
  // Under attack: an address that failed for this account waits for the end of it.
  if (overall && overall.consumedPoints >= ACCOUNT_LOCKOUT.failures && failures > 0) {
    return remaining(overall);
  }
  const delay = failureDelayMs(failures);
  if (delay > 0) await lockoutClock.wait(delay);
  return null;
}

async function consume(limiter: RateLimiterAbstract, key: string): Promise<RateLimiterRes> {
  try {
    return await limiter.consume(key);
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
    return rejection;
  }
}

/** Counts one wrong password; returns the lock when this failure locked this address out. */
export async function recordFailedPassword(email: string, ip: string): Promise<Lock | null> {
  const { address, account } = getLimiters();
  const pair = pairKey(email, ip);
  const [fromHere, overall] = await Promise.all([
    consume(address, pair),
    consume(account, accountKey(email)),
  ]);
  if (overall.consumedPoints === ACCOUNT_LOCKOUT.failures) {
    await account.block(accountKey(email), ACCOUNT_LOCKOUT.lockSeconds);
  }
  if (fromHere.consumedPoints >= ADDRESS_LOCKOUT.failures) {
    await address.block(pair, ADDRESS_LOCKOUT.lockSeconds);
    return { retryAfterSeconds: ADDRESS_LOCKOUT.lockSeconds };
  }
  if (overall.consumedPoints >= ACCOUNT_LOCKOUT.failures) {
    const under = await account.get(accountKey(email));
    return under ? remaining(under) : { retryAfterSeconds: ACCOUNT_LOCKOUT.lockSeconds };
  }
  return null;
}

/**
 * A correct password ends this address's run of failures. The account-wide
 * count runs out by itself: the owner signing in says nothing about an attack.
 */
export async function clearFailedPasswords(email: string, ip: string): Promise<void> {
  await getLimiters().address.delete(pairKey(email, ip));
}

/** Whether this account's two-factor sign-in is locked (by its id: the challenge knows it). */
export async function secondFactorGate(userId: string): Promise<Lock | null> {
  const counted = await getLimiters().secondFactor.get(userId);
  if (counted && counted.consumedPoints >= SECOND_FACTOR_LOCKOUT.failures)
    return remaining(counted);
  return null;
}

/** Counts one wrong second-factor code; returns the lock when this one locked the account. */
export async function recordFailedSecondFactor(userId: string): Promise<Lock | null> {
  const { secondFactor } = getLimiters();
  const counted = await consume(secondFactor, userId);
  if (counted.consumedPoints < SECOND_FACTOR_LOCKOUT.failures) return null;
  await secondFactor.block(userId, SECOND_FACTOR_LOCKOUT.lockSeconds);
  return { retryAfterSeconds: SECOND_FACTOR_LOCKOUT.lockSeconds };
}

/** A right code ends the run of wrong ones (better-auth counts failures in a row, too). */
export async function clearFailedSecondFactors(userId: string): Promise<void> {
  await getLimiters().secondFactor.delete(userId);
}

/** Counts one attempt for this IP (shared by every instance on PostgreSQL); the wait when over the limit. */
export async function consumeIpAttempt(
  kind: keyof typeof IP_LIMITS,
  ip: string,
): Promise<Lock | null> {
  const { points, duration } = IP_LIMITS[kind];
  return consumeAttempt(limiterFor(kind, { points, durationSeconds: duration }), ip);
}
