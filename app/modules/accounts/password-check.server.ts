import { isAPIError } from "better-auth/api";
import { verifyPassword } from "better-auth/crypto";
import { and, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { account } from "~/db/schema";
import { clearFailedPasswords, passwordAttemptGate, recordFailedPassword } from "./limits.server";

export type PasswordCheckFailure = {
  ok: false;
  reason: "wrong-password" | "locked";
  retryAfterSeconds?: number;
};

/** The password hash of the account's own sign-in (null: made by a provider sign-in, no password). */
async function passwordHashOf(userId: string): Promise<string | null> {
  const [row] = await db()
    .select({ password: account.password })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, "credential")))
    .limit(1);
  return row?.password || null;
}

/** Whether the account has a password here (an account made by a provider sign-in has none). */
export async function hasPassword(userId: string): Promise<boolean> {
  return (await passwordHashOf(userId)) !== null;
}

/**
 * Runs a better-auth call that checks the signed-in user's password, behind
 * the same lockout as sign-in (counted per account and address): a stolen
 * session cannot be used to guess the password through the settings forms.
 */
export async function withPasswordCheck<T>(
  user: { email: string },
  ip: string,
  call: () => Promise<T>,
): Promise<{ ok: true; value: T } | PasswordCheckFailure> {
  const lock = await passwordAttemptGate(user.email, ip);
  if (lock) return { ok: false, reason: "locked", ...lock };
  try {
    const value = await call();
    await clearFailedPasswords(user.email, ip);
    return { ok: true, value };
  } catch (error) {
    if (isAPIError(error) && error.body?.code === "INVALID_PASSWORD") {
      const locked = await recordFailedPassword(user.email, ip);
      return locked
        ? { ok: false, reason: "locked", ...locked }
        : { ok: false, reason: "wrong-password" };
    }
    throw error;
  }
}

/**
 * The current password confirms a change of our own (the text-message
 * factor), behind the same lockout. An account without a password (provider
 * sign-in) confirms with none, as better-auth's allowPasswordless does for
 * the authenticator app; an account with one must give it.
 */
export async function confirmCurrentPassword(
  password: string | null,
  user: { id: string; email: string },
  ip: string,
): Promise<{ ok: true } | PasswordCheckFailure> {
  const hash = await passwordHashOf(user.id);
  if (hash === null) return { ok: true };
  if (password === null) return { ok: false, reason: "wrong-password" };
  const lock = await passwordAttemptGate(user.email, ip);
  if (lock) return { ok: false, reason: "locked", ...lock };
  // better-auth's own hasher: auth.server.ts configures no other.
  if (await verifyPassword({ hash, password })) {
    await clearFailedPasswords(user.email, ip);
    return { ok: true };
  }
  const locked = await recordFailedPassword(user.email, ip);
  return locked
    ? { ok: false, reason: "locked", ...locked }
    : { ok: false, reason: "wrong-password" };
}
