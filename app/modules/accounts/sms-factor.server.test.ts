import fs from "node:fs";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { expect, test, vi } from "vitest";
import { db } from "~/db/client.server";
import { account, smsFactors, user as users } from "~/db/schema";
import { smsOutboxDir } from "~/modules/sms/sms-transport.server";
import { client, cookieHeader, createAdmin, TEST_PASSWORD } from "../../../tests/helpers/accounts";
import { mailsTo, waitForMails } from "../../../tests/helpers/mailbox";
import { setupTestDatabase } from "../../../tests/helpers/test-database";
import { listAuditEntries } from "~/modules/audit/audit.server";
import { lockoutClock } from "./limits.server";
import { signInWithPassword, verifySecondFactor } from "./sign-in.server";
import { sendSmsChallengeCode, signInResend } from "./sms-challenge.server";
import {
  cancelSmsEnrolment,
  confirmSmsEnrolment,
  getSmsFactor,
  removeSmsFactor,
  resendSmsEnrolment,
  startSmsEnrolment,
} from "./sms-factor.server";
import { SMS_RESEND_SECONDS } from "./sms-factor-schema";

setupTestDatabase();

let phoneCounter = 0;
const newPhone = () => `+1555${String(1_000_000 + (phoneCounter += 1)).slice(1)}`;

/** The code in the newest text to this number, read from the SMS outbox as a phone would. */
function lastCodeTo(phone: string): string {
  const dir = smsOutboxDir();
  for (const file of fs.readdirSync(dir).sort().reverse()) {
    const text = JSON.parse(fs.readFileSync(path.join(dir, file), "utf8"));
    if (text.to === phone) return /\b(\d{6})\b/.exec(text.body)![1]!;
  }
  throw new Error(`no text to ${phone}`);
}

const IP = "203.0.113.10";

/** Each step as the settings page takes it: confirmed with the current password. */
const start = (
  phoneNumber: string,
  owner: { id: string; email: string },
  password = TEST_PASSWORD,
) => startSmsEnrolment({ phoneNumber, password }, owner, IP);
const confirm = (code: string, owner: { id: string; email: string }, password = TEST_PASSWORD) =>
  confirmSmsEnrolment({ code, password }, owner, IP);
const remove = (owner: { id: string; email: string }, password: string | null = TEST_PASSWORD) =>
  removeSmsFactor(password, owner, IP);

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

async function twoFactorFlag(userId: string) {
  const [row] = await db().select().from(users).where(eq(users.id, userId));
  return row?.twoFactorEnabled;
}

/** As if SMS_RESEND_SECONDS had passed since the pending code was sent. */
async function resendWaitPassed(userId: string) {
  await db()
    .update(smsFactors)
    .set({
      codeExpiresAt: sql`${smsFactors.codeExpiresAt} - make_interval(secs => ${SMS_RESEND_SECONDS})`,
    })
    .where(eq(smsFactors.userId, userId));
}

async function enrolled(label: string) {
  const admin = await createAdmin(label);
  const owner = { id: admin.userId, email: admin.email };
  const phone = newPhone();
  expect(await start(phone, owner)).toEqual({ ok: true });
  expect(await confirm(lastCodeTo(phone), owner)).toEqual({ ok: true });
  return { ...admin, owner, phone };
}

test("a phone is on only after its texted code, which works once", async () => {
  const admin = await createAdmin("enrol");
  const owner = { id: admin.userId, email: admin.email };
  const phone = newPhone();
  expect(await start(phone, owner)).toEqual({ ok: true });
  expect(await getSmsFactor(owner.id)).toMatchObject({
    phone: `ending in ${phone.slice(-4)}`,
    verified: false,
  });
  const code = lastCodeTo(phone);
  expect(await confirm(wrong(code), owner)).toEqual({
    ok: false,
    reason: "invalid",
  });
  expect(await twoFactorFlag(owner.id)).toBe(false);
  expect(await confirm(code, owner)).toEqual({ ok: true });
  expect(await getSmsFactor(owner.id)).toMatchObject({ verified: true });
  expect(await twoFactorFlag(owner.id)).toBe(true);
  expect(await confirm(code, owner)).toEqual({
    ok: false,
    reason: "not-pending",
  });
  const [entry] = await listAuditEntries(1);
  expect(entry).toMatchObject({ action: "two_factor.enable", details: { method: "sms" } });
});

test("the fifth wrong code ends the enrolment; even the right code is refused after it", async () => {
  const admin = await createAdmin("wrong-codes");
  const owner = { id: admin.userId, email: admin.email };
  const phone = newPhone();
  await start(phone, owner);
  const code = lastCodeTo(phone);
  for (let attempt = 1; attempt < 5; attempt++) {
    expect((await confirm(wrong(code), owner)).ok).toBe(false);
  }
  expect(await confirm(wrong(code), owner)).toEqual({
    ok: false,
    reason: "too-many",
  });
  expect(await confirm(code, owner)).toEqual({ ok: false, reason: "too-many" });
  expect(await twoFactorFlag(owner.id)).toBe(false);
});

test("an enrolment code expires", async () => {
  const admin = await createAdmin("expired");
  const owner = { id: admin.userId, email: admin.email };
  const phone = newPhone();
  await start(phone, owner);
  await db()
    .update(smsFactors)
    .set({ codeExpiresAt: new Date(Date.now() - 1000) })
    .where(eq(smsFactors.userId, owner.id));
  expect(await confirm(lastCodeTo(phone), owner)).toEqual({
    ok: false,
    reason: "expired",
  });
});

test("an account may be sent five texts in the window, then waits", async () => {
  const admin = await createAdmin("send-limit");
  const owner = { id: admin.userId, email: admin.email };
  for (let sent = 0; sent < 5; sent++) {
    expect(await start(newPhone(), owner)).toEqual({ ok: true });
  }
  expect(await start(newPhone(), owner)).toMatchObject({
    ok: false,
    reason: "limited",
  });
});

test("the same number is not texted again within the resend wait; the refusal costs no text", async () => {
  const admin = await createAdmin("resend-wait");
  const owner = { id: admin.userId, email: admin.email };
  const phone = newPhone();
  expect(await start(phone, owner)).toEqual({ ok: true });
  expect(await getSmsFactor(owner.id)).toMatchObject({
    resendInSeconds: SMS_RESEND_SECONDS,
    codeSentAt: expect.any(String),
  });
  const first = lastCodeTo(phone);
  const refused = await resendSmsEnrolment(TEST_PASSWORD, owner, IP);
  expect(refused).toMatchObject({
    ok: false,
    reason: "resend-wait",
    retryAfterSeconds: expect.toSatisfy((seconds: number) => seconds > SMS_RESEND_SECONDS - 10),
  });
  expect(await start(phone, owner)).toMatchObject({ ok: false, reason: "resend-wait" });
  expect(lastCodeTo(phone)).toBe(first);
  // Resending still takes the password (decision 026).
  expect(await resendSmsEnrolment("not the password", owner, IP)).toMatchObject({
    ok: false,
    reason: "wrong-password",
  });
  await resendWaitPassed(owner.id);
  expect(await getSmsFactor(owner.id)).toMatchObject({ resendInSeconds: 0 });
  expect(await resendSmsEnrolment(TEST_PASSWORD, owner, IP)).toEqual({ ok: true });
  const second = lastCodeTo(phone);
  expect(await confirm(first === second ? wrong(second) : first, owner)).toEqual({
    ok: false,
    reason: "invalid",
  });
  expect(await confirm(second, owner)).toEqual({ ok: true });
});

test("a sign-in challenge is not texted again within the resend wait", async () => {
  const admin = await enrolled("sign-in-resend");
  const first = await signInWithPassword({ email: admin.email, password: TEST_PASSWORD }, client());
  if (first.status !== "two-factor") throw new Error(first.status);
  const challenge = client(cookieHeader(first.headers));
  expect(await signInResend(challenge.request)).toEqual({ waitSeconds: 0, sentAt: null });
  expect(await sendSmsChallengeCode(challenge)).toEqual({ status: "sent" });
  const code = lastCodeTo(admin.phone);
  expect(await signInResend(challenge.request)).toMatchObject({
    waitSeconds: SMS_RESEND_SECONDS,
    sentAt: expect.any(String),
  });
  expect(await sendSmsChallengeCode(challenge)).toMatchObject({
    status: "resend-wait",
    retryAfterSeconds: SMS_RESEND_SECONDS,
  });
  expect(lastCodeTo(admin.phone)).toBe(code);
  // Another sign-in (another device) has its own challenge and its own wait.
  const other = await signInWithPassword({ email: admin.email, password: TEST_PASSWORD }, client());
  if (other.status !== "two-factor") throw new Error(other.status);
  expect(await sendSmsChallengeCode(client(cookieHeader(other.headers)))).toEqual({
    status: "sent",
  });
  expect((await verifySecondFactor({ method: "sms", code }, challenge)).status).toBe("signed-in");
});

test("sign-in asks for the texted code, which works once", async () => {
  const admin = await enrolled("sign-in");
  const first = await signInWithPassword({ email: admin.email, password: TEST_PASSWORD }, client());
  if (first.status !== "two-factor") throw new Error(first.status);
  const challenge = client(cookieHeader(first.headers));
  expect(await sendSmsChallengeCode(challenge)).toEqual({ status: "sent" });
  const code = lastCodeTo(admin.phone);
  expect((await verifySecondFactor({ method: "sms", code: wrong(code) }, challenge)).status).toBe(
    "invalid",
  );
  const done = await verifySecondFactor({ method: "sms", code }, challenge);
  expect(done).toMatchObject({ status: "signed-in", user: { id: admin.userId } });
  const [entry] = await listAuditEntries(1);
  expect(entry).toMatchObject({ action: "sign_in.success", details: { method: "sms" } });

  // The same code in a new sign-in is worth nothing.
  const again = await signInWithPassword({ email: admin.email, password: TEST_PASSWORD }, client());
  if (again.status !== "two-factor") throw new Error(again.status);
  const second = client(cookieHeader(again.headers));
  expect((await verifySecondFactor({ method: "sms", code }, second)).status).not.toBe("signed-in");
});

test("five wrong texted codes end the sign-in", async () => {
  const admin = await enrolled("challenge-limit");
  const first = await signInWithPassword({ email: admin.email, password: TEST_PASSWORD }, client());
  if (first.status !== "two-factor") throw new Error(first.status);
  const challenge = client(cookieHeader(first.headers));
  await sendSmsChallengeCode(challenge);
  const code = lastCodeTo(admin.phone);
  for (let attempt = 1; attempt < 5; attempt++) {
    expect((await verifySecondFactor({ method: "sms", code: wrong(code) }, challenge)).status).toBe(
      "invalid",
    );
  }
  expect(await verifySecondFactor({ method: "sms", code: wrong(code) }, challenge)).toMatchObject({
    status: "restart",
    reason: "too-many-attempts",
  });
  expect((await verifySecondFactor({ method: "sms", code }, challenge)).status).toBe("restart");
  expect(await sendSmsChallengeCode(challenge)).toEqual({ status: "restart" });
});

test("removing the phone turns two-factor off unless an authenticator app remains", async () => {
  const admin = await enrolled("remove");
  expect(await remove(admin.owner)).toEqual({ ok: true });
  expect(await getSmsFactor(admin.userId)).toBeNull();
  expect(await twoFactorFlag(admin.userId)).toBe(false);
  const [entry] = await listAuditEntries(1);
  expect(entry).toMatchObject({ action: "two_factor.disable", details: { method: "sms" } });
  const signIn = await signInWithPassword(
    { email: admin.email, password: TEST_PASSWORD },
    client(),
  );
  expect(signIn.status).toBe("signed-in");
});

test("sending a code, confirming it and removing the phone each need the current password", async () => {
  const admin = await createAdmin("sms-password");
  const owner = { id: admin.userId, email: admin.email };
  const phone = newPhone();
  // A session alone sends nothing and stores no number.
  expect(await start(phone, owner, "not my password")).toEqual({
    ok: false,
    reason: "wrong-password",
  });
  expect(await startSmsEnrolment({ phoneNumber: phone, password: null }, owner, IP)).toEqual({
    ok: false,
    reason: "wrong-password",
  });
  expect(await getSmsFactor(owner.id)).toBeNull();

  expect(await start(phone, owner)).toEqual({ ok: true });
  const code = lastCodeTo(phone);
  // The right code without the password turns nothing on (nor spends a guess).
  expect(await confirm(code, owner, "not my password")).toEqual({
    ok: false,
    reason: "wrong-password",
  });
  expect(await twoFactorFlag(owner.id)).toBe(false);
  expect(await confirm(code, owner)).toEqual({ ok: true });

  // Nor can a session alone remove it, which would turn two-factor off.
  expect(await remove(owner, "not my password")).toEqual({ ok: false, reason: "wrong-password" });
  expect(await remove(owner, null)).toEqual({ ok: false, reason: "wrong-password" });
  expect(await getSmsFactor(owner.id)).toMatchObject({ verified: true });
  expect(await twoFactorFlag(owner.id)).toBe(true);
  expect(await remove(owner)).toEqual({ ok: true });
  expect(await twoFactorFlag(owner.id)).toBe(false);
});

test("wrong passwords on these forms count towards the sign-in lockout", async () => {
  // The progressive delay is the sign-in lockout's own (lockout.server.test.ts): not slept here.
  vi.spyOn(lockoutClock, "wait").mockResolvedValue();
  const admin = await createAdmin("sms-lockout");
  const owner = { id: admin.userId, email: admin.email };
  for (let attempt = 1; attempt < 5; attempt++) {
    expect((await start(newPhone(), owner, `guess ${attempt}`)).ok).toBe(false);
  }
  expect(await start(newPhone(), owner, "guess 5")).toMatchObject({ ok: false, reason: "locked" });
  // Locked: even the right password is refused from this address now.
  expect(await start(newPhone(), owner)).toMatchObject({ ok: false, reason: "locked" });
  expect(await getSmsFactor(owner.id)).toBeNull();
});

test("an account without a password (provider sign-in) enrols and removes without one", async () => {
  const admin = await createAdmin("sms-sso");
  await db()
    .delete(account)
    .where(and(eq(account.userId, admin.userId), eq(account.providerId, "credential")));
  const owner = { id: admin.userId, email: admin.email };
  const phone = newPhone();
  expect(await startSmsEnrolment({ phoneNumber: phone, password: null }, owner, IP)).toEqual({
    ok: true,
  });
  expect(await confirmSmsEnrolment({ code: lastCodeTo(phone), password: null }, owner, IP)).toEqual(
    { ok: true },
  );
  expect(await remove(owner, null)).toEqual({ ok: true });
});

test("the owner is e-mailed when text-message codes are turned on and off", async () => {
  const admin = await enrolled("sms-mail");
  const [added] = await waitForMails(admin.email, /Text-message codes were turned on/);
  expect(added?.text).toContain(`to the number ending in ${admin.phone.slice(-4)} were turned on`);
  expect(added?.text).toContain("Signing in still asks for a second factor.");
  expect(added?.text).toContain("If this was not you");
  expect(added?.text).not.toContain(admin.phone); // only the last digits

  expect(await remove(admin.owner)).toEqual({ ok: true });
  const [removed] = await waitForMails(admin.email, /Text-message codes were turned off/);
  expect(removed?.text).toContain("two-factor authentication is off");
});

test("a refused password or a pending number that is dropped e-mails nobody", async () => {
  const admin = await createAdmin("sms-no-mail");
  const owner = { id: admin.userId, email: admin.email };
  await start(newPhone(), owner);
  await cancelSmsEnrolment(owner);
  expect(await getSmsFactor(owner.id)).toBeNull();
  expect(await remove(owner)).toEqual({ ok: false, reason: "not-on" });
  expect(await mailsTo(admin.email)).toEqual([]);
});

test("asking for a new code while the text allowance is spent keeps the count of wrong codes", async () => {
  const admin = await createAdmin("resend-limit");
  const owner = { id: admin.userId, email: admin.email };
  const phone = newPhone();
  for (let sent = 0; sent < 5; sent++) {
    await resendWaitPassed(owner.id);
    expect(await start(phone, owner)).toEqual({ ok: true });
  }
  const code = lastCodeTo(phone);
  for (let attempt = 1; attempt < 5; attempt++) {
    expect(await confirm(wrong(code), owner)).toEqual({ ok: false, reason: "invalid" });
  }
  // No text goes out, so nothing starts again: not the code, not its count.
  await resendWaitPassed(owner.id);
  expect(await start(phone, owner)).toMatchObject({ ok: false, reason: "limited" });
  expect(await confirm(wrong(code), owner)).toEqual({ ok: false, reason: "too-many" });
  expect(await confirm(code, owner)).toEqual({ ok: false, reason: "too-many" });
  expect(await twoFactorFlag(owner.id)).toBe(false);
});

test("ten wrong codes lock two-factor sign-in of an account with text-message codes only", async () => {
  const admin = await enrolled("sms-account-lock");
  const failedChallenges = async (count: number) => {
    // New challenges (each allows four wrong codes before it ends), one text each:
    // with the enrolment's, five texts in all — the account's allowance.
    const statuses: string[] = [];
    while (statuses.length < count) {
      const first = await signInWithPassword(
        { email: admin.email, password: TEST_PASSWORD },
        client(),
      );
      if (first.status !== "two-factor") throw new Error(first.status);
      const challenge = client(cookieHeader(first.headers));
      await sendSmsChallengeCode(challenge);
      const code = lastCodeTo(admin.phone);
      for (let guess = 0; guess < 4 && statuses.length < count; guess++) {
        statuses.push(
          (await verifySecondFactor({ method: "sms", code: wrong(code) }, challenge)).status,
        );
      }
    }
    return statuses;
  };
  const statuses = await failedChallenges(10);
  expect(statuses.slice(0, 9)).toEqual(Array(9).fill("invalid"));
  expect(statuses[9]).toBe("locked");

  const first = await signInWithPassword({ email: admin.email, password: TEST_PASSWORD }, client());
  if (first.status !== "two-factor") throw new Error(first.status);
  const challenge = client(cookieHeader(first.headers));
  await sendSmsChallengeCode(challenge);
  // Locked: even the right code is refused until the lock ends.
  expect(
    await verifySecondFactor({ method: "sms", code: lastCodeTo(admin.phone) }, challenge),
  ).toEqual({ status: "locked" });
  const [entry] = await listAuditEntries(1);
  expect(entry).toMatchObject({
    action: "sign_in.failure",
    details: { reason: "two_factor_locked", method: "sms" },
  });
});

test("turning text-message codes on or off and its audit entry are one change: no entry, no change", async () => {
  const refuseAudit = async () => {
    await db().execute(sql`
      create or replace function audit_log_refuse() returns trigger language plpgsql as
      $$ begin raise exception 'the audit log is unavailable'; end $$`);
    await db().execute(sql`
      create trigger audit_log_refuse before insert on audit_log
      for each row execute function audit_log_refuse()`);
  };
  const allowAudit = async () => {
    await db().execute(sql`drop trigger audit_log_refuse on audit_log`);
    await db().execute(sql`drop function audit_log_refuse`);
  };
  const admin = await createAdmin("sms-atomic");
  const owner = { id: admin.userId, email: admin.email };
  const phone = newPhone();
  expect(await start(phone, owner)).toEqual({ ok: true });
  await refuseAudit();
  try {
    await expect(confirm(lastCodeTo(phone), owner)).rejects.toThrow();
  } finally {
    await allowAudit();
  }
  expect(await twoFactorFlag(owner.id)).toBe(false);
  const [pending] = await db().select().from(smsFactors).where(eq(smsFactors.userId, owner.id));
  expect(pending?.verifiedAt).toBeNull();

  const on = await enrolled("sms-atomic-remove");
  await refuseAudit();
  try {
    await expect(remove(on.owner)).rejects.toThrow();
  } finally {
    await allowAudit();
  }
  expect(await twoFactorFlag(on.owner.id)).toBe(true);
  const [kept] = await db().select().from(smsFactors).where(eq(smsFactors.userId, on.owner.id));
  expect(kept?.verifiedAt).not.toBeNull();
});
