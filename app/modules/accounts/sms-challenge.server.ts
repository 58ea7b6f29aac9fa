import { isAPIError } from "better-auth/api";
import { authHeaders, getAuth } from "./auth.server";
import type { Client } from "./sign-in.server";
import { consumeSignInText, hasVerifiedSmsFactor, hasVerifiedTotp } from "./sms-factor.server";
import { challengeOwner } from "./two-factor-challenge.server";

export type ChallengeMethods = { totp: boolean; sms: boolean };

/** Which second factors the account behind a pending challenge can use (null: no live challenge). */
export async function challengeMethods(request: Request): Promise<ChallengeMethods | null> {
  const owner = await challengeOwner(request);
  if (!owner) return null;
  const [totp, sms] = await Promise.all([
    hasVerifiedTotp(owner.id),
    hasVerifiedSmsFactor(owner.id),
  ]);
  return { totp, sms };
}

export type SmsChallengeResult =
  | { status: "sent" }
  | { status: "limited"; retryAfterSeconds: number }
  | { status: "no-phone" }
  | { status: "restart" };

/**
 * Texts a sign-in code to the verified phone of the challenged account
 * (better-auth's two-factor OTP: stored hashed, single use, SMS_CODE_MINUTES).
 * Counted against the account's text allowance first.
 */
export async function sendSmsChallengeCode({ request, ip }: Client): Promise<SmsChallengeResult> {
  const owner = await challengeOwner(request);
  if (!owner) return { status: "restart" };
  if (!(await hasVerifiedSmsFactor(owner.id))) return { status: "no-phone" };
  const wait = await consumeSignInText(owner.id);
  if (wait) return { status: "limited", ...wait };
  try {
    await getAuth().api.sendTwoFactorOTP({ headers: authHeaders(request, ip), body: {} });
    return { status: "sent" };
  } catch (error) {
    // The challenge expired or its cookie was refused.
    if (isAPIError(error)) return { status: "restart" };
    throw error;
  }
}
