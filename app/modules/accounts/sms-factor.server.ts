import crypto from "node:crypto";
import { and, eq, isNotNull, isNull, lt, sql } from "drizzle-orm";
import { db, type Tx } from "~/db/client.server";
import { smsFactors, twoFactor, user as users } from "~/db/schema";
import { getCompanyInfo } from "~/modules/company/company.server";
import { consumeAttempt, limiterFor } from "~/modules/rate-limits/rate-limit.server";
import { sendTextMessage } from "~/modules/sms/sms-transport.server";
import { resolveAuthSecret } from "~/utils/auth-secret.server";
import { getEnv } from "~/utils/env.server";
import { getLogger } from "~/utils/logger.server";
import { recordAudit } from "~/modules/audit/audit.server";
import { sendTwoFactorChangeNotice } from "./mail.server";
import { confirmCurrentPassword, type PasswordCheckFailure } from "./password-check.server";
import {
  MAX_SMS_CODE_ATTEMPTS,
  SMS_CODE_DIGITS,
  SMS_CODE_MINUTES,
  SMS_RESEND_SECONDS,
  SMS_SEND_LIMIT,
  maskPhoneNumber,
} from "./sms-factor-schema";

type Owner = { id: string; email: string };

export type SmsFactorView = {
  phone: string;
  verified: boolean;
  /** A pending code's wait before it can be sent again (0: now), and when it was sent. */
  resendInSeconds: number;
  codeSentAt: string | null;
};

export type SendResult =
  | { ok: true }
  | { ok: false; reason: "limited" | "resend-wait"; retryAfterSeconds: number }
  | { ok: false; reason: "failed" | "already-on" | "no-phone" }
  | PasswordCheckFailure;

export type ConfirmResult =
  | { ok: true }
  | { ok: false; reason: "invalid" | "expired" | "too-many" | "not-pending" }
  | PasswordCheckFailure;

export type RemoveResult = { ok: true } | { ok: false; reason: "not-on" } | PasswordCheckFailure;

/** Codes are kept only as an HMAC under the auth secret, bound to their account. */
function codeHash(userId: string, code: string): string {
  return crypto
    .createHmac("sha256", resolveAuthSecret(getEnv()))
    .update(`sms-enrolment:${userId}:${code}`)
    .digest("hex");
}

function newCode(): string {
  return String(crypto.randomInt(0, 10 ** SMS_CODE_DIGITS)).padStart(SMS_CODE_DIGITS, "0");
}

/**
 * Seconds until a code that expires at `expiresAt` may be sent again: a code
 * lives SMS_CODE_MINUTES, so it was sent that long before it expires.
 */
export function resendWaitSeconds(expiresAt: Date | null, now = Date.now()): number {
  const sentAt = codeSentAt(expiresAt);
  if (!sentAt) return 0;
  return Math.max(0, Math.ceil((sentAt.getTime() + SMS_RESEND_SECONDS * 1000 - now) / 1000));
}

export function codeSentAt(expiresAt: Date | null): Date | null {
  return expiresAt ? new Date(expiresAt.getTime() - SMS_CODE_MINUTES * 60_000) : null;
}

/**
 * Test controls only (decision 030): as if every pending enrolment code had
 * been texted `seconds` earlier — its resend wait and its expiry move alike —
 * so a browser test sees the resend wait end without waiting for it.
 */
export async function textPendingCodesEarlier(seconds: number): Promise<void> {
  await db()
    .update(smsFactors)
    .set({
      codeExpiresAt: sql`${smsFactors.codeExpiresAt} - ${seconds}::int * interval '1 second'`,
    })
    .where(and(isNull(smsFactors.verifiedAt), isNotNull(smsFactors.codeExpiresAt)));
}

/** The phone of this account (masked) and whether it is verified; null without one. */
export async function getSmsFactor(userId: string): Promise<SmsFactorView | null> {
  const [row] = await db().select().from(smsFactors).where(eq(smsFactors.userId, userId));
  if (!row) return null;
  const verified = row.verifiedAt !== null;
  return {
    phone: maskPhoneNumber(row.phoneNumber),
    verified,
    resendInSeconds: verified || !row.codeHash ? 0 : resendWaitSeconds(row.codeExpiresAt),
    codeSentAt: verified ? null : (codeSentAt(row.codeExpiresAt)?.toISOString() ?? null),
  };
}

export async function hasVerifiedSmsFactor(userId: string): Promise<boolean> {
  return (await getSmsFactor(userId))?.verified ?? false;
}

/**
 * Every text goes through here: at most SMS_SEND_LIMIT per account, so a
 * stolen session or a stuck button cannot run up a bill or flood a phone.
 */
function consumeText(userId: string) {
  return consumeAttempt(limiterFor("sms-send", SMS_SEND_LIMIT), userId);
}

async function sendText(to: string, body: string): Promise<SendResult> {
  try {
    await sendTextMessage({ to, body });
    return { ok: true };
  } catch (error) {
    getLogger().error({ err: error }, "text message could not be sent");
    return { ok: false, reason: "failed" };
  }
}

/**
 * Step 1 of enrolment, confirmed with the current password: keep the number,
 * text it a code. A verified number stays until removed. The text allowance
 * is counted before anything changes: a refused send keeps the pending code
 * and its count of wrong guesses (a new code would start that count again).
 */
export async function startSmsEnrolment(
  input: { phoneNumber: string; password: string | null },
  owner: Owner,
  ip: string,
): Promise<SendResult> {
  const checked = await confirmCurrentPassword(input.password, owner, ip);
  if (!checked.ok) return checked;
  const [existing] = await db().select().from(smsFactors).where(eq(smsFactors.userId, owner.id));
  if (existing?.verifiedAt) return { ok: false, reason: "already-on" };
  // The same number again within SMS_RESEND_SECONDS: the text is surely still on its way.
  const resendIn =
    existing?.phoneNumber === input.phoneNumber && existing.codeHash
      ? resendWaitSeconds(existing.codeExpiresAt)
      : 0;
  if (resendIn > 0) return { ok: false, reason: "resend-wait", retryAfterSeconds: resendIn };
  const wait = await consumeText(owner.id);
  if (wait) return { ok: false, reason: "limited", ...wait };
  const code = newCode();
  const pending = {
    phoneNumber: input.phoneNumber,
    verifiedAt: null,
    codeHash: codeHash(owner.id, code),
    codeExpiresAt: new Date(Date.now() + SMS_CODE_MINUTES * 60_000),
    codeAttempts: 0,
  };
  // Only a pending (or no) row is replaced: a number verified meanwhile stays.
  const [written] = await db()
    .insert(smsFactors)
    .values({ userId: owner.id, ...pending })
    .onConflictDoUpdate({
      target: smsFactors.userId,
      set: pending,
      setWhere: isNull(smsFactors.verifiedAt),
    })
    .returning({ userId: smsFactors.userId });
  if (!written) return { ok: false, reason: "already-on" };
  const { name } = await getCompanyInfo();
  return sendText(
    input.phoneNumber,
    `${code} is your ${name} verification code. It expires in ${SMS_CODE_MINUTES} minutes.`,
  );
}

/** "Resend code": a new code to the number that waits for one, confirmed with the password. */
export async function resendSmsEnrolment(
  password: string | null,
  owner: Owner,
  ip: string,
): Promise<SendResult> {
  const [pending] = await db()
    .select({ phoneNumber: smsFactors.phoneNumber })
    .from(smsFactors)
    .where(and(eq(smsFactors.userId, owner.id), isNull(smsFactors.verifiedAt)));
  if (!pending) {
    const checked = await confirmCurrentPassword(password, owner, ip);
    return checked.ok ? { ok: false, reason: "no-phone" } : checked;
  }
  return startSmsEnrolment({ phoneNumber: pending.phoneNumber, password }, owner, ip);
}

/**
 * Step 2: the code, with the current password, turns the factor on. Each try
 * is counted before the code is compared (so parallel guesses cannot exceed
 * the limit), the fifth wrong one ends the enrolment, and a code works once.
 */
export async function confirmSmsEnrolment(
  input: { code: string; password: string | null },
  owner: Owner,
  ip: string,
): Promise<ConfirmResult> {
  const checked = await confirmCurrentPassword(input.password, owner, ip);
  if (!checked.ok) return checked;
  const { code } = input;
  const pendingRow = and(eq(smsFactors.userId, owner.id), isNull(smsFactors.verifiedAt));
  const [row] = await db()
    .update(smsFactors)
    .set({ codeAttempts: sql`${smsFactors.codeAttempts} + 1` })
    .where(and(pendingRow, lt(smsFactors.codeAttempts, MAX_SMS_CODE_ATTEMPTS)))
    .returning();
  if (!row) {
    const [exists] = await db().select().from(smsFactors).where(pendingRow);
    return { ok: false, reason: exists ? "too-many" : "not-pending" };
  }
  if (!row.codeHash || !row.codeExpiresAt || row.codeExpiresAt.getTime() < Date.now()) {
    return { ok: false, reason: "expired" };
  }
  const given = Buffer.from(codeHash(owner.id, code));
  if (!crypto.timingSafeEqual(given, Buffer.from(row.codeHash))) {
    if (row.codeAttempts < MAX_SMS_CODE_ATTEMPTS) return { ok: false, reason: "invalid" };
    await db().update(smsFactors).set({ codeHash: null }).where(pendingRow);
    return { ok: false, reason: "too-many" };
  }
  const verified = await db().transaction(async (tx) => {
    // Only the request that clears this very code turns the factor on.
    const [cleared] = await tx
      .update(smsFactors)
      .set({ verifiedAt: new Date(), codeHash: null, codeExpiresAt: null, codeAttempts: 0 })
      .where(and(pendingRow, eq(smsFactors.codeHash, row.codeHash!)))
      .returning({ userId: smsFactors.userId });
    if (cleared) await recordSmsChange(tx, owner, ip, { added: true, twoFactorOn: true });
    return cleared;
  });
  if (!verified) return { ok: false, reason: "expired" };
  await sendTwoFactorChangeNotice(
    owner,
    { kind: "sms-added", phone: maskPhoneNumber(row.phoneNumber) },
    { stillOn: true, ip },
  );
  return { ok: true };
}

/**
 * In the change's transaction: better-auth's flag (it challenges every
 * sign-in of an account with it on) and the audit row, both or neither.
 */
async function recordSmsChange(
  tx: Tx,
  owner: Owner,
  ip: string,
  change: { added: boolean; twoFactorOn: boolean },
) {
  const { added, twoFactorOn } = change;
  await tx.update(users).set({ twoFactorEnabled: twoFactorOn }).where(eq(users.id, owner.id));
  await recordAudit(
    {
      action: added ? "two_factor.enable" : "two_factor.disable",
      actor: owner,
      target: owner,
      ip,
      details: { method: "sms" },
    },
    tx,
  );
}

/** Whether the account has an authenticator app in force (better-auth's two_factor row). */
export async function hasVerifiedTotp(userId: string): Promise<boolean> {
  const [row] = await db()
    .select({ verified: twoFactor.verified })
    .from(twoFactor)
    .where(eq(twoFactor.userId, userId));
  return row !== undefined && row.verified !== false;
}

/**
 * Removes the verified phone, confirmed with the current password; two-factor
 * stays on only if an authenticator app is still set up. The owner is told.
 */
export async function removeSmsFactor(
  password: string | null,
  owner: Owner,
  ip: string,
): Promise<RemoveResult> {
  const checked = await confirmCurrentPassword(password, owner, ip);
  if (!checked.ok) return checked;
  const stillOn = await hasVerifiedTotp(owner.id);
  const removed = await db().transaction(async (tx) => {
    const [row] = await tx
      .delete(smsFactors)
      .where(and(eq(smsFactors.userId, owner.id), isNotNull(smsFactors.verifiedAt)))
      .returning({ phoneNumber: smsFactors.phoneNumber });
    if (row) await recordSmsChange(tx, owner, ip, { added: false, twoFactorOn: stillOn });
    return row;
  });
  if (!removed) return { ok: false, reason: "not-on" };
  await sendTwoFactorChangeNotice(
    owner,
    { kind: "sms-removed", phone: maskPhoneNumber(removed.phoneNumber) },
    { stillOn, ip },
  );
  return { ok: true };
}

/** Drops an enrolment that waits for its code ("Use another number"); a verified phone stays. */
export async function cancelSmsEnrolment(owner: Owner): Promise<void> {
  await db()
    .delete(smsFactors)
    .where(and(eq(smsFactors.userId, owner.id), isNull(smsFactors.verifiedAt)));
}

/** better-auth's otpOptions.sendOTP: the sign-in code goes to the verified phone. */
export async function sendSignInCode(userId: string, code: string): Promise<void> {
  const [row] = await db()
    .select({ phoneNumber: smsFactors.phoneNumber, verifiedAt: smsFactors.verifiedAt })
    .from(smsFactors)
    .where(eq(smsFactors.userId, userId));
  if (!row?.verifiedAt) throw new Error("no verified phone for this account");
  const { name } = await getCompanyInfo();
  await sendTextMessage({
    to: row.phoneNumber,
    body: `${code} is your ${name} sign-in code. It expires in ${SMS_CODE_MINUTES} minutes. Do not share it.`,
  });
}

/** Counts one sign-in text for the account (the challenge page asks before sending). */
export function consumeSignInText(userId: string) {
  return consumeText(userId);
}
