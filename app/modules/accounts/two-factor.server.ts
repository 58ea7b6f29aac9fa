import { base32 } from "@better-auth/utils/base32";
import { createOTP } from "@better-auth/utils/otp";
import { isAPIError } from "better-auth/api";
import { symmetricDecrypt } from "better-auth/crypto";
import { and, eq } from "drizzle-orm";
import QRCode from "qrcode";
import { db } from "~/db/client.server";
import { twoFactor, user as users } from "~/db/schema";
import { getCompanyInfo } from "~/modules/company/company.server";
import { TOTP_DIGITS } from "./account-schema";
import { recordAudit } from "~/modules/audit/audit.server";
import { authHeaders, getAuth } from "./auth.server";
import { sendTwoFactorChangeNotice } from "./mail.server";
import { hasPassword, withPasswordCheck, type PasswordCheckFailure } from "./password-check.server";
import type { SessionUser } from "./session.server";
import { hasVerifiedSmsFactor } from "./sms-factor.server";
import { cookiesOf, type Client } from "./sign-in.server";

export type TwoFactorStatus = "off" | "pending" | "on";

export type PendingSetup = {
  /** The otpauth:// URI an authenticator app reads from the QR code. */
  uri: string;
  /** The same secret in base32, for typing it in by hand. */
  secret: string;
  /** The QR code as an SVG data URL (CSP allows data: images). */
  qrCode: string;
};

export type PasswordCheckedResult =
  { ok: true; headers: Headers } | PasswordCheckFailure | { ok: false; reason: "already-on" };

/**
 * The authenticator app's state. Read from better-auth's two_factor row, not
 * from `twoFactorEnabled`: that flag is also on for text-message codes alone.
 */
export async function getTwoFactorStatus(user: SessionUser): Promise<TwoFactorStatus> {
  const [row] = await db()
    .select({ verified: twoFactor.verified })
    .from(twoFactor)
    .where(eq(twoFactor.userId, user.id))
    .limit(1);
  if (!row) return "off";
  return row.verified === false ? "pending" : "on";
}

export { hasPassword };

/** Every second factor the account has in force, named as the settings name them. */
export type SecondFactor = "authenticator app" | "text message";

/**
 * The second factors in force: the authenticator app and text-message codes
 * (either alone turns two-factor on), so the dashboard does not call an
 * account with text-message codes only unprotected.
 */
export async function secondFactorsOf(user: SessionUser): Promise<SecondFactor[]> {
  const [app, sms] = await Promise.all([getTwoFactorStatus(user), hasVerifiedSmsFactor(user.id)]);
  const factors: SecondFactor[] = [];
  if (app === "on") factors.push("authenticator app");
  if (sms) factors.push("text message");
  return factors;
}

/**
 * A better-auth call that asks for the password: behind the sign-in lockout
 * when the account has one; without it only for accounts that have none
 * (better-auth's allowPasswordless checks the same thing again).
 */
async function withPasswordOrNone<T>(
  password: string | null,
  user: SessionUser,
  ip: string,
  call: (body: { password?: string }) => Promise<T>,
): Promise<{ ok: true; value: T } | PasswordCheckFailure> {
  if (password !== null) return withPasswordCheck(user, ip, () => call({ password }));
  if (await hasPassword(user.id)) return { ok: false, reason: "wrong-password" };
  return { ok: true, value: await call({}) };
}

/** Step 1: after the password (if the account has one), a secret is created but not yet in force. */
export async function startTwoFactorSetup(
  password: string | null,
  user: SessionUser,
  { request, ip }: Client,
): Promise<PasswordCheckedResult> {
  if ((await getTwoFactorStatus(user)) === "on") return { ok: false, reason: "already-on" };
  const result = await withPasswordOrNone(password, user, ip, (body) =>
    getAuth().api.enableTwoFactor({
      body,
      headers: authHeaders(request, ip),
      returnHeaders: true,
    }),
  );
  if (!result.ok) return result;
  return { ok: true, headers: cookiesOf(result.value.headers) };
}

/** The QR code and secret of a setup that waits for its first code. */
export async function getPendingSetup(user: SessionUser): Promise<PendingSetup | null> {
  const [row] = await db()
    .select({ secret: twoFactor.secret })
    .from(twoFactor)
    .where(and(eq(twoFactor.userId, user.id), eq(twoFactor.verified, false)))
    .limit(1);
  if (!row) return null;
  // Decrypted the way better-auth's own getTOTPURI does, so the page can be
  // shown again (reload, wrong code) without asking for the password again.
  const { secretConfig } = await getAuth().$context;
  const stored = await symmetricDecrypt({ key: secretConfig, data: row.secret });
  const raw = stored.startsWith("base32:") ? base32.decode(stored.slice(7).toUpperCase()) : stored;
  // The current company name labels the entry in the authenticator app.
  const { name } = await getCompanyInfo();
  const uri = createOTP(raw, { digits: TOTP_DIGITS }).url(name, user.email);
  const secret = new URL(uri).searchParams.get("secret") ?? "";
  const svg = await QRCode.toString(uri, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
  return {
    uri,
    secret,
    qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`,
  };
}

/**
 * Step 2: the first code turns two-factor on. The backup codes are returned
 * this once for the page to show; they are stored encrypted and never shown
 * again.
 */
export async function confirmTwoFactorSetup(
  code: string,
  user: SessionUser,
  { request, ip }: Client,
): Promise<
  | { ok: true; headers: Headers; backupCodes: string[] }
  | { ok: false; reason: "invalid" | "not-pending" }
> {
  if ((await getTwoFactorStatus(user)) !== "pending") return { ok: false, reason: "not-pending" };
  try {
    const { headers } = await getAuth().api.verifyTOTP({
      body: { code },
      headers: authHeaders(request, ip),
      returnHeaders: true,
    });
    const { backupCodes } = await getAuth().api.viewBackupCodes({ body: { userId: user.id } });
    await recordAudit({ action: "two_factor.enable", actor: user, target: user, ip });
    await sendTwoFactorChangeNotice(user, { kind: "app-added" }, { stillOn: true, ip });
    return { ok: true, headers: cookiesOf(headers), backupCodes };
  } catch (error) {
    if (isAPIError(error) && error.body?.code === "INVALID_CODE")
      return { ok: false, reason: "invalid" };
    throw error;
  }
}

export async function cancelTwoFactorSetup(user: SessionUser): Promise<void> {
  await db()
    .delete(twoFactor)
    .where(and(eq(twoFactor.userId, user.id), eq(twoFactor.verified, false)));
}

/** Turning two-factor off asks for the password (if the account has one). */
export async function disableTwoFactor(
  password: string | null,
  user: SessionUser,
  { request, ip }: Client,
): Promise<PasswordCheckedResult> {
  const result = await withPasswordOrNone(password, user, ip, (body) =>
    getAuth().api.disableTwoFactor({
      body,
      headers: authHeaders(request, ip),
      returnHeaders: true,
    }),
  );
  if (!result.ok) return result;
  // better-auth turns the account's flag off; text-message codes keep it on.
  const smsOn = await hasVerifiedSmsFactor(user.id);
  if (smsOn) {
    await db().update(users).set({ twoFactorEnabled: true }).where(eq(users.id, user.id));
  }
  await recordAudit({ action: "two_factor.disable", actor: user, target: user, ip });
  await sendTwoFactorChangeNotice(user, { kind: "app-removed" }, { stillOn: smsOn, ip });
  return { ok: true, headers: cookiesOf(result.value.headers) };
}
