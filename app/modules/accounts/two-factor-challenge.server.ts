import { desc, eq, inArray } from "drizzle-orm";
import { db } from "~/db/client.server";
import { user as users, verification } from "~/db/schema";
import { consumeAttempt, limiterFor } from "~/modules/rate-limits/rate-limit.server";
import { MAX_SMS_CODE_ATTEMPTS } from "./sms-factor-schema";
import { storedVerificationIdentifier } from "./verification-tokens.server";

/**
 * The pending second step of a sign-in: better-auth's signed `two_factor`
 * cookie names a verification row whose value is the account's id.
 */
const CHALLENGE_COOKIE = /(?:^|;\s*)((?:__Secure-)?arcwell\.two_factor)=([^;]+)/;

type Party = { id: string; email: string };

/** The verification identifier the challenge cookie carries (its signature is checked on use). */
function challengeIdentifier(request: Request): string | null {
  const match = CHALLENGE_COOKIE.exec(request.headers.get("cookie") ?? "");
  if (!match?.[2]) return null;
  const signed = decodeURIComponent(match[2]);
  return signed.slice(0, signed.lastIndexOf(".")) || null;
}

/** Who a pending two-factor challenge belongs to (audit log, which methods to offer). */
export async function challengeOwner(request: Request): Promise<Party | null> {
  const identifier = challengeIdentifier(request);
  if (!identifier) return null;
  const [row] = await db()
    .select({ id: users.id, email: users.email })
    .from(verification)
    .innerJoin(users, eq(users.id, verification.value))
    .where(eq(verification.identifier, storedVerificationIdentifier(identifier)))
    .limit(1);
  return row ?? null;
}

/** When the newest texted code of this challenge expires (null: none was sent, or it was used). */
export async function signInCodeExpiry(request: Request): Promise<Date | null> {
  const identifier = challengeIdentifier(request);
  if (!identifier) return null;
  const [row] = await db()
    .select({ expiresAt: verification.expiresAt })
    .from(verification)
    .where(eq(verification.identifier, storedVerificationIdentifier(`2fa-otp-${identifier}`)))
    .orderBy(desc(verification.expiresAt))
    .limit(1);
  return row?.expiresAt ?? null;
}

/**
 * Counts one wrong text-message code for this challenge; true when it was
 * the last one allowed. better-auth counts per code (a new code starts
 * again), we count per challenge, so five wrong codes end the sign-in.
 */
export async function recordWrongSmsCode(request: Request): Promise<boolean> {
  const identifier = challengeIdentifier(request);
  if (!identifier) return true;
  const allowance = { points: MAX_SMS_CODE_ATTEMPTS - 1, durationSeconds: 15 * 60 };
  return (await consumeAttempt(limiterFor("sms-challenge", allowance), identifier)) !== null;
}

/** Ends the challenge on the server (its cookie no longer works) and clears the cookie. */
export async function endChallenge(request: Request): Promise<Headers> {
  const headers = new Headers();
  const identifier = challengeIdentifier(request);
  const name = CHALLENGE_COOKIE.exec(request.headers.get("cookie") ?? "")?.[1];
  if (identifier) {
    const rows = [identifier, `2fa-attempts-${identifier}`, `2fa-otp-${identifier}`];
    const stored = rows.map(storedVerificationIdentifier);
    await db().delete(verification).where(inArray(verification.identifier, stored));
  }
  if (name) {
    const secure = name.startsWith("__Secure-") ? "; Secure" : "";
    headers.append("Set-Cookie", `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure}`);
  }
  return headers;
}
