import { base32 } from "@better-auth/utils/base32";
import { createOTP } from "@better-auth/utils/otp";
import { and, eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { db } from "~/db/client.server";
import { symmetricEncrypt } from "better-auth/crypto";
import { account, twoFactor } from "~/db/schema";
import { client, cookieHeader, createAdmin, TEST_PASSWORD } from "../../../tests/helpers/accounts";
import { mailsTo, waitForMails } from "../../../tests/helpers/mailbox";
import { setupTestDatabase } from "../../../tests/helpers/test-database";
import { TwoFactorChallengeSchema } from "./account-schema";
import { listAuditEntries } from "~/modules/audit/audit.server";
import { getAuth } from "./auth.server";
import { getSessionUser, type SessionUser } from "./session.server";
import { signInWithPassword, verifySecondFactor } from "./sign-in.server";
import {
  confirmTwoFactorSetup,
  disableTwoFactor,
  getPendingSetup,
  getTwoFactorStatus,
  startTwoFactorSetup,
} from "./two-factor.server";

setupTestDatabase();

const asRequest = (cookie: string) =>
  new Request("http://localhost:3000/admin/settings/password", { headers: { cookie } });

async function currentUser(cookie: string): Promise<SessionUser> {
  const user = await getSessionUser(asRequest(cookie));
  if (!user) throw new Error("not signed in");
  return user;
}

/** What a person does with an authenticator app: read the secret, compute the code. */
function codeFor(secret: string, offsetSeconds = 0): Promise<string> {
  const otp = createOTP(base32.decode(secret), { digits: 6 });
  if (!offsetSeconds) return otp.totp();
  return otp.hotp(Math.floor((Date.now() / 1000 + offsetSeconds) / 30));
}

async function enableTwoFactor(label: string) {
  const admin = await createAdmin(label);
  let cookie = admin.cookie;
  const started = await startTwoFactorSetup(
    TEST_PASSWORD,
    await currentUser(cookie),
    client(cookie),
  );
  expect(started.ok).toBe(true);
  const setup = await getPendingSetup(await currentUser(cookie));
  if (!setup) throw new Error("no pending setup");
  const confirmed = await confirmTwoFactorSetup(
    await codeFor(setup.secret),
    await currentUser(cookie),
    client(cookie),
  );
  if (!confirmed.ok) throw new Error(`confirm failed: ${confirmed.reason}`);
  cookie = cookieHeader(confirmed.headers, cookie);
  return { ...admin, cookie, secret: setup.secret, backupCodes: confirmed.backupCodes };
}

test("setup shows a QR code and the secret, and only a correct code turns it on", async () => {
  const admin = await createAdmin("setup");
  const user = await currentUser(admin.cookie);
  expect(await startTwoFactorSetup("wrong password", user, client(admin.cookie))).toMatchObject({
    ok: false,
    reason: "wrong-password",
  });
  expect(await getTwoFactorStatus(user)).toBe("off");

  expect((await startTwoFactorSetup(TEST_PASSWORD, user, client(admin.cookie))).ok).toBe(true);
  expect(await getTwoFactorStatus(user)).toBe("pending");
  const setup = await getPendingSetup(user);
  expect(setup?.uri).toMatch(/^otpauth:\/\/totp\/Arcwell%20Technologies:.+\?secret=[A-Z2-7]+/);
  expect(setup?.uri).toContain(`secret=${setup?.secret}`);
  expect(setup?.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);

  const wrongCode = (Number(await codeFor(setup!.secret, 300)) + 1).toString().padStart(6, "0");
  expect(await confirmTwoFactorSetup(wrongCode, user, client(admin.cookie))).toEqual({
    ok: false,
    reason: "invalid",
  });
  expect(await getTwoFactorStatus(user)).toBe("pending");
});

test("after setup, sign-in asks for a code; a wrong code is refused, a right one signs in", async () => {
  const admin = await enableTwoFactor("signin");
  expect(admin.backupCodes).toHaveLength(10);
  expect(await getTwoFactorStatus(await currentUser(admin.cookie))).toBe("on");

  const first = await signInWithPassword({ email: admin.email, password: TEST_PASSWORD }, client());
  expect(first.status).toBe("two-factor");
  if (first.status !== "two-factor") return;
  const challenge = cookieHeader(first.headers);
  // No session exists until the second factor is given.
  expect(await getSessionUser(asRequest(challenge))).toBeNull();

  expect(await verifySecondFactor({ method: "totp", code: "000000" }, client(challenge))).toEqual({
    status: "invalid",
  });
  const passed = await verifySecondFactor(
    { method: "totp", code: await codeFor(admin.secret) },
    client(challenge),
  );
  expect(passed.status).toBe("signed-in");
  if (passed.status !== "signed-in") return;
  const user = await getSessionUser(asRequest(cookieHeader(passed.headers, challenge)));
  expect(user).toMatchObject({ id: admin.id });
});

test("a backup code works exactly once", async () => {
  const admin = await enableTwoFactor("backup");
  const [code] = admin.backupCodes;

  const signInOnce = async () => {
    const first = await signInWithPassword(
      { email: admin.email, password: TEST_PASSWORD },
      client(),
    );
    if (first.status !== "two-factor") throw new Error(first.status);
    return verifySecondFactor(
      { method: "backup", code: code! },
      client(cookieHeader(first.headers)),
    );
  };
  expect((await signInOnce()).status).toBe("signed-in");
  expect((await signInOnce()).status).toBe("invalid");
});

/** One sign-in up to the second step, then the code as the sign-in form passes it on. */
async function signInWithBackupCode(email: string, typed: string) {
  const first = await signInWithPassword({ email, password: TEST_PASSWORD }, client());
  if (first.status !== "two-factor") throw new Error(first.status);
  const parsed = TwoFactorChallengeSchema.parse({ method: "backup", code: typed });
  if (parsed.method !== "backup") throw new Error(parsed.method);
  return verifySecondFactor(parsed, client(cookieHeader(first.headers)));
}

test("new backup codes are two groups of four without look-alikes, typed in any case, with or without the dash", async () => {
  const admin = await enableTwoFactor("backup-format");
  for (const code of admin.backupCodes) {
    expect(code).toMatch(/^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
  }
  const [first, second] = admin.backupCodes;
  const lower = first!.replace("-", "").toLowerCase();
  expect((await signInWithBackupCode(admin.email, lower)).status).toBe("signed-in");
  expect((await signInWithBackupCode(admin.email, second!)).status).toBe("signed-in");
  expect((await signInWithBackupCode(admin.email, first!)).status).toBe("invalid");
});

test("backup codes made before the new format still sign in, in their own case", async () => {
  const admin = await enableTwoFactor("backup-old");
  const old = ["aB3dE-fG5hJ", "Zz9yX-w8Vu7"];
  const { secretConfig } = await getAuth().$context;
  await db()
    .update(twoFactor)
    .set({ backupCodes: await symmetricEncrypt({ key: secretConfig, data: JSON.stringify(old) }) })
    .where(eq(twoFactor.userId, admin.userId));
  expect((await signInWithBackupCode(admin.email, "ab3de-fg5hj")).status).toBe("invalid");
  expect((await signInWithBackupCode(admin.email, "aB3dEfG5hJ")).status).toBe("signed-in");
  expect((await signInWithBackupCode(admin.email, "Zz9yX-w8Vu7")).status).toBe("signed-in");
});

test("five wrong codes end the challenge", async () => {
  const admin = await enableTwoFactor("attempts");
  const first = await signInWithPassword({ email: admin.email, password: TEST_PASSWORD }, client());
  if (first.status !== "two-factor") throw new Error(first.status);
  const challenge = client(cookieHeader(first.headers));
  for (let attempt = 0; attempt < 5; attempt++) {
    expect((await verifySecondFactor({ method: "totp", code: "000000" }, challenge)).status).toBe(
      "invalid",
    );
  }
  expect(
    await verifySecondFactor({ method: "totp", code: await codeFor(admin.secret) }, challenge),
  ).toMatchObject({ status: "restart", reason: "too-many-attempts" });
});

test("turning two-factor off asks for the password and is audited", async () => {
  const admin = await enableTwoFactor("off");
  const user = await currentUser(admin.cookie);
  expect(await disableTwoFactor("not it", user, client(admin.cookie))).toMatchObject({
    ok: false,
    reason: "wrong-password",
  });
  const off = await disableTwoFactor(TEST_PASSWORD, user, client(admin.cookie));
  expect(off.ok).toBe(true);
  const first = await signInWithPassword({ email: admin.email, password: TEST_PASSWORD }, client());
  expect(first.status).toBe("signed-in");

  const actions = (await listAuditEntries())
    .filter((entry) => entry.actorId === admin.id)
    .map((entry) => entry.action);
  expect(actions).toEqual(expect.arrayContaining(["two_factor.enable", "two_factor.disable"]));
});

test("an account without a password (made by a provider sign-in) sets up the app without one", async () => {
  const withPassword = await createAdmin("has-password");
  const user = await currentUser(withPassword.cookie);
  // An account with a password must confirm with it.
  expect(await startTwoFactorSetup(null, user, client(withPassword.cookie))).toMatchObject({
    ok: false,
    reason: "wrong-password",
  });
  expect(await getTwoFactorStatus(user)).toBe("off");

  const sso = await createAdmin("no-password");
  await db()
    .delete(account)
    .where(and(eq(account.userId, sso.userId), eq(account.providerId, "credential")));
  const ssoUser = await currentUser(sso.cookie);
  const started = await startTwoFactorSetup(null, ssoUser, client(sso.cookie));
  expect(started.ok).toBe(true);
  expect(await getTwoFactorStatus(ssoUser)).toBe("pending");
  const setup = await getPendingSetup(ssoUser);
  const confirmed = await confirmTwoFactorSetup(
    await codeFor(setup!.secret),
    ssoUser,
    client(sso.cookie),
  );
  expect(confirmed.ok).toBe(true);
  expect(await getTwoFactorStatus(ssoUser)).toBe("on");
});

test("the owner is e-mailed when the authenticator app is added and when it is removed", async () => {
  const admin = await enableTwoFactor("app-mail");
  const [added] = await waitForMails(admin.email, /An authenticator app was added/);
  expect(added?.text).toContain("with ten new backup codes");
  expect(added?.text).toContain("Signing in still asks for a second factor.");
  expect(added?.text).toContain("From the address: 203.0.113.10");

  const user = await currentUser(admin.cookie);
  // A wrong password changes nothing and tells nobody.
  await disableTwoFactor("not it", user, client(admin.cookie));
  expect(await mailsTo(admin.email)).toHaveLength(1);
  expect((await disableTwoFactor(TEST_PASSWORD, user, client(admin.cookie))).ok).toBe(true);
  const [removed] = await waitForMails(admin.email, /Your authenticator app was removed/);
  expect(removed?.text).toContain("two-factor authentication is off");
});
