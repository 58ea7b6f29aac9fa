import { isAPIError } from "better-auth/api";
import { authHeaders, getAuth } from "./auth.server";
import type { Client } from "./sign-in.server";
import {
  consumeSignInText,
  hasVerifiedSmsFactor,
  hasVerifiedTotp,
  codeSentAt,
  resendWaitSeconds,
} from "./sms-factor.server";
import { challengeOwner, signInCodeExpiry } from "./two-factor-challenge.server";

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
  | { status: "limited" | "resend-wait"; retryAfterSeconds: number }
  | { status: "no-phone" }
  | { status: "restart" };

/** Seconds before this challenge may be texted a new code (SMS_RESEND_SECONDS after the last). */
export async function signInResendWait(request: Request): Promise<number> {
  return resendWaitSeconds(await signInCodeExpiry(request));
}

/** The last sign-in text of this challenge: when it went, and the wait before another. */
export async function signInResend(
  request: Request,
): Promise<{ waitSeconds: number; sentAt: string | null }> {
  const expiry = await signInCodeExpiry(request);
  return {
    waitSeconds: resendWaitSeconds(expiry),
    sentAt: codeSentAt(expiry)?.toISOString() ?? null,
  };
}

/**
 * Texts a sign-in code to the verified phone of the challenged account
 * (better-auth's two-factor OTP: stored hashed, single use, SMS_CODE_MINUTES).
 * Not again within SMS_RESEND_SECONDS, then counted against the account's
 * text allowance.
 */
export async function sendSmsChallengeCode({ request, ip }: Client): Promise<SmsChallengeResult> {
  const owner = await challengeOwner(request);
  if (!owner) return { status: "restart" };
  if (!(await hasVerifiedSmsFactor(owner.id))) return { status: "no-phone" };
  const resendIn = await signInResendWait(request);
  if (resendIn > 0) return { status: "resend-wait", retryAfterSeconds: resendIn };
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
