import { isAPIError } from "better-auth/api";
import { recordAudit } from "~/modules/audit/audit.server";
import { AFTER_VERIFICATION_PATH, authHeaders, getAuth } from "./auth.server";
import {
  clearFailedPasswords,
  clearFailedSecondFactors,
  passwordAttemptGate,
  recordFailedPassword,
  recordFailedSecondFactor,
  secondFactorGate,
} from "./limits.server";
import { getSessionUser } from "./session.server";
import { challengeOwner, endChallenge, recordWrongSmsCode } from "./two-factor-challenge.server";

/** The request being answered and the client IP our server determined for it. */
export type Client = { request: Request; ip: string };

type Party = { id: string; email: string };

export type SignInResult =
  | { status: "signed-in"; headers: Headers; user: Party }
  | { status: "two-factor"; headers: Headers }
  | { status: "invalid" }
  | { status: "locked"; retryAfterSeconds: number }
  | { status: "unverified" }
  | { status: "disabled" }
  | { status: "error"; message: string };

/** Only the cookies of a better-auth answer (its Location and the like are not ours). */
export function cookiesOf(headers: Headers): Headers {
  const result = new Headers();
  for (const cookie of headers.getSetCookie()) result.append("Set-Cookie", cookie);
  return result;
}

function errorCode(error: unknown): string | undefined {
  return isAPIError(error) ? (error.body?.code as string | undefined) : undefined;
}

function errorMessage(error: unknown): string {
  return (isAPIError(error) && error.body?.message) || (error as Error).message;
}

/**
 * Email + password, with the lockout in front (limits.server.ts): an address
 * locked out of the account is refused before the password is even checked,
 * five wrong passwords in 15 minutes from one address lock that address out
 * for 15 minutes, and an address with earlier failures waits a little longer
 * each time. Other addresses still sign in. Every outcome is audited.
 */
export async function signInWithPassword(
  input: { email: string; password: string },
  { request, ip }: Client,
): Promise<SignInResult> {
  const failure = (reason: string) =>
    recordAudit({ action: "sign_in.failure", actorEmail: input.email, ip, details: { reason } });

  const lock = await passwordAttemptGate(input.email, ip);
  if (lock) {
    await failure("locked");
    return { status: "locked", ...lock };
  }
  try {
    const { headers, response } = await getAuth().api.signInEmail({
      body: { email: input.email, password: input.password, callbackURL: AFTER_VERIFICATION_PATH },
      headers: authHeaders(request, ip),
      returnHeaders: true,
    });
    await clearFailedPasswords(input.email, ip);
    // With two-factor on, better-auth answers with a challenge cookie instead of a session.
    if ("twoFactorRedirect" in response && response.twoFactorRedirect) {
      return { status: "two-factor", headers: cookiesOf(headers) };
    }
    const signedIn = { id: response.user.id, email: response.user.email };
    await recordAudit({
      action: "sign_in.success",
      actor: signedIn,
      ip,
      details: { method: "password" },
    });
    return { status: "signed-in", headers: cookiesOf(headers), user: signedIn };
  } catch (error) {
    switch (errorCode(error)) {
      case "INVALID_EMAIL_OR_PASSWORD": {
        const locked = await recordFailedPassword(input.email, ip);
        await failure(locked ? "invalid_password_locked" : "invalid_password");
        return locked ? { status: "locked", ...locked } : { status: "invalid" };
      }
      case "EMAIL_NOT_VERIFIED":
        await failure("email_not_verified");
        return { status: "unverified" };
      case "BANNED_USER":
        await failure("disabled");
        return { status: "disabled" };
    }
    if (!isAPIError(error)) throw error;
    await failure("error");
    return { status: "error", message: errorMessage(error) };
  }
}

export type SecondFactorResult =
  | { status: "signed-in"; headers: Headers; user: Party }
  | { status: "invalid" }
  | { status: "locked" }
  | { status: "code-expired" }
  | { status: "restart"; reason: "too-many-attempts" | "expired"; headers?: Headers }
  | { status: "disabled" };

const METHOD_NAMES = { totp: "totp", backup: "backup_code", sms: "sms" } as const;

/** The better-auth endpoint that checks each kind of code. */
function verifyCall(
  method: "totp" | "backup" | "sms",
  call: { body: { code: string }; headers: Headers },
) {
  const api = getAuth().api;
  if (method === "totp") return api.verifyTOTP({ ...call, returnHeaders: true });
  if (method === "backup") return api.verifyBackupCode({ ...call, returnHeaders: true });
  return api.verifyTwoFactorOTP({ ...call, returnHeaders: true });
}

/**
 * The second step of a sign-in with two-factor on: a 6-digit TOTP code, a
 * one-time backup code or a code sent by text message. better-auth allows
 * five tries per challenge (per text-message code; we end the challenge
 * after five wrong ones in all). Ten wrong codes for the account, of any
 * factor and over any number of challenges, lock its two-factor sign-in for
 * 15 minutes (limits.server.ts; better-auth's own lock covers the
 * authenticator app only).
 */
export async function verifySecondFactor(
  input: { method: "totp" | "backup" | "sms"; code: string },
  { request, ip }: Client,
): Promise<SecondFactorResult> {
  const owner = await challengeOwner(request);
  const method = METHOD_NAMES[input.method];
  const failure = (reason: string) =>
    recordAudit({ action: "sign_in.failure", actor: owner, ip, details: { reason, method } });
  if (owner && (await secondFactorGate(owner.id))) {
    await failure("two_factor_locked");
    return { status: "locked" };
  }
  const call = { body: { code: input.code }, headers: authHeaders(request, ip) };
  try {
    const { headers, response } = await verifyCall(input.method, call);
    await clearFailedSecondFactors(response.user.id);
    const signedIn = { id: response.user.id, email: response.user.email };
    await recordAudit({ action: "sign_in.success", actor: signedIn, ip, details: { method } });
    return { status: "signed-in", headers: cookiesOf(headers), user: signedIn };
  } catch (error) {
    const code = errorCode(error);
    switch (code) {
      case "INVALID_CODE":
      case "INVALID_BACKUP_CODE": {
        if (owner && (await recordFailedSecondFactor(owner.id))) {
          await failure("invalid_code_locked");
          return { status: "locked" };
        }
        await failure("invalid_code");
        if (input.method === "sms" && (await recordWrongSmsCode(request))) {
          return {
            status: "restart",
            reason: "too-many-attempts",
            headers: await endChallenge(request),
          };
        }
        return { status: "invalid" };
      }
      case "OTP_HAS_EXPIRED":
        return { status: "code-expired" };
      case "ACCOUNT_TEMPORARILY_LOCKED":
        await failure("two_factor_locked");
        return { status: "locked" };
      case "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE":
        await failure("too_many_codes");
        return {
          status: "restart",
          reason: "too-many-attempts",
          headers: await endChallenge(request),
        };
      case "BANNED_USER":
        await failure("disabled");
        return { status: "disabled" };
    }
    if (!isAPIError(error)) throw error;
    // An expired or unknown challenge, or two-factor turned off meanwhile.
    return { status: "restart", reason: "expired" };
  }
}

/** Ends the session on the server (the old cookie stops working) and clears the cookie. */
export async function signOut({ request, ip }: Client): Promise<Headers> {
  const user = await getSessionUser(request);
  const { headers } = await getAuth().api.signOut({
    headers: authHeaders(request, ip),
    returnHeaders: true,
  });
  if (user) await recordAudit({ action: "sign_out", actor: user, ip });
  return cookiesOf(headers);
}

export type SignUpResult = { status: "ok" } | { status: "error"; message: string };

/**
 * Creates an unverified account with no admin rights and sends the
 * verification link. For an email that is already registered better-auth
 * answers the same way and we email the owner instead, so the page never
 * reveals who has an account.
 */
export async function signUp(
  input: { name: string; email: string; password: string },
  { request, ip }: Client,
): Promise<SignUpResult> {
  try {
    await getAuth().api.signUpEmail({
      body: { ...input, callbackURL: AFTER_VERIFICATION_PATH },
      headers: authHeaders(request, ip),
    });
  } catch (error) {
    if (!isAPIError(error)) throw error;
    return { status: "error", message: errorMessage(error) };
  }
  await recordAudit({ action: "sign_up", actorEmail: input.email, ip });
  return { status: "ok" };
}
