import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { db } from "~/db/client.server";
import { smsFactors, user as users } from "~/db/schema";
import { smsOutboxDir } from "~/modules/sms/sms-transport.server";
import { client, cookieHeader, createAdmin, TEST_PASSWORD } from "../../../tests/helpers/accounts";
import { setupTestDatabase } from "../../../tests/helpers/test-database";
import { listAuditEntries } from "./audit.server";
import { signInWithPassword, verifySecondFactor } from "./sign-in.server";
import { sendSmsChallengeCode } from "./sms-challenge.server";
import {
  confirmSmsEnrolment,
  getSmsFactor,
  removeSmsFactor,
  startSmsEnrolment,
} from "./sms-factor.server";

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

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

async function twoFactorFlag(userId: string) {
  const [row] = await db().select().from(users).where(eq(users.id, userId));
  return row?.twoFactorEnabled;
}

async function enrolled(label: string) {
  const admin = await createAdmin(label);
  const owner = { id: admin.userId, email: admin.email };
  const phone = newPhone();
  expect(await startSmsEnrolment(phone, owner)).toEqual({ ok: true });
  expect(await confirmSmsEnrolment(lastCodeTo(phone), owner, "203.0.113.10")).toEqual({ ok: true });
  return { ...admin, owner, phone };
}

test("a phone is on only after its texted code, which works once", async () => {
  const admin = await createAdmin("enrol");
  const owner = { id: admin.userId, email: admin.email };
  const phone = newPhone();
  expect(await startSmsEnrolment(phone, owner)).toEqual({ ok: true });
  expect(await getSmsFactor(owner.id)).toEqual({
    phone: `ending in ${phone.slice(-4)}`,
    verified: false,
  });
  const code = lastCodeTo(phone);
  expect(await confirmSmsEnrolment(wrong(code), owner, "ip")).toEqual({
    ok: false,
    reason: "invalid",
  });
  expect(await twoFactorFlag(owner.id)).toBe(false);
  expect(await confirmSmsEnrolment(code, owner, "ip")).toEqual({ ok: true });
  expect(await getSmsFactor(owner.id)).toMatchObject({ verified: true });
  expect(await twoFactorFlag(owner.id)).toBe(true);
  expect(await confirmSmsEnrolment(code, owner, "ip")).toEqual({
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
  await startSmsEnrolment(phone, owner);
  const code = lastCodeTo(phone);
  for (let attempt = 1; attempt < 5; attempt++) {
    expect((await confirmSmsEnrolment(wrong(code), owner, "ip")).ok).toBe(false);
  }
  expect(await confirmSmsEnrolment(wrong(code), owner, "ip")).toEqual({
    ok: false,
    reason: "too-many",
  });
  expect(await confirmSmsEnrolment(code, owner, "ip")).toEqual({ ok: false, reason: "too-many" });
  expect(await twoFactorFlag(owner.id)).toBe(false);
});

test("an enrolment code expires", async () => {
  const admin = await createAdmin("expired");
  const owner = { id: admin.userId, email: admin.email };
  const phone = newPhone();
  await startSmsEnrolment(phone, owner);
  await db()
    .update(smsFactors)
    .set({ codeExpiresAt: new Date(Date.now() - 1000) })
    .where(eq(smsFactors.userId, owner.id));
  expect(await confirmSmsEnrolment(lastCodeTo(phone), owner, "ip")).toEqual({
    ok: false,
    reason: "expired",
  });
});

test("an account may be sent five texts in the window, then waits", async () => {
  const admin = await createAdmin("send-limit");
  const owner = { id: admin.userId, email: admin.email };
  for (let sent = 0; sent < 5; sent++) {
    expect(await startSmsEnrolment(newPhone(), owner)).toEqual({ ok: true });
  }
  expect(await startSmsEnrolment(newPhone(), owner)).toMatchObject({
    ok: false,
    reason: "limited",
  });
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
  expect(await removeSmsFactor(admin.owner, "ip")).toBe(true);
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
