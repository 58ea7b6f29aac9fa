import { isAPIError } from "better-auth/api";
import { getLogger } from "~/utils/logger.server";
import { recordAudit } from "./audit.server";
import { authHeaders, getAuth, RESET_PASSWORD_PATH } from "./auth.server";
import type { Client } from "./sign-in.server";

/**
 * Asks for a reset link for this address. better-auth mails it only when an
 * account exists and answers the same either way (and the mail goes out in
 * the background), so the page can never tell who has an account.
 */
export async function requestPasswordReset(email: string, { request, ip }: Client): Promise<void> {
  try {
    await getAuth().api.requestPasswordReset({
      body: { email, redirectTo: RESET_PASSWORD_PATH },
      headers: authHeaders(request, ip),
    });
  } catch (error) {
    if (!isAPIError(error)) throw error;
    getLogger().warn({ err: error }, "password reset request refused");
  }
  await recordAudit({ action: "password.reset_request", actorEmail: email, ip });
}

export type ResetOutcome = { ok: true } | { ok: false; reason: "invalid-link" };

/**
 * Sets the new password with a reset link's token: single use, and every
 * session of the account ends (better-auth, revokeSessionsOnPasswordReset).
 * The audit entry is written by better-auth's onPasswordReset hook.
 */
export async function resetPassword(
  token: string,
  newPassword: string,
  { request, ip }: Client,
): Promise<ResetOutcome> {
  try {
    await getAuth().api.resetPassword({
      body: { token, newPassword },
      headers: authHeaders(request, ip),
    });
  } catch (error) {
    if (!isAPIError(error)) throw error;
    return { ok: false, reason: "invalid-link" };
  }
  return { ok: true };
}
