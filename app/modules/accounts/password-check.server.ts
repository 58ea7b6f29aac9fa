import { isAPIError } from "better-auth/api";
import { clearFailedPasswords, passwordAttemptGate, recordFailedPassword } from "./limits.server";

export type PasswordCheckFailure = {
  ok: false;
  reason: "wrong-password" | "locked";
  retryAfterSeconds?: number;
};

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
