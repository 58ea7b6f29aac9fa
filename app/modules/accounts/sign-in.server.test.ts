import { expect, test } from "vitest";
import {
  client,
  cookieHeader,
  createAdmin,
  openVerificationLink,
  signInAs,
  TEST_PASSWORD,
  uniqueEmail,
  verificationLinkFor,
} from "../../../tests/helpers/accounts";
import { setupTestDatabase } from "../../../tests/helpers/test-database";
import { listAuditEntries } from "~/modules/audit/audit.server";
import { getAuth } from "./auth.server";
import { requireStaff } from "~/routes/session-guard.server";
import { getSessionUser } from "./session.server";
import { signInWithPassword, signOut, signUp } from "./sign-in.server";

setupTestDatabase();

const withCookie = (cookie: string) =>
  new Request("http://localhost:3000/admin", { headers: { cookie } });

test("sign-up creates an unverified account with no rights and mails a verification link", async () => {
  const email = uniqueEmail("new");
  expect(await signUp({ name: "Nia New", email, password: TEST_PASSWORD }, client())).toEqual({
    status: "ok",
  });
  const link = await verificationLinkFor(email);
  expect(link).toMatch(/^http:\/\/localhost:3000\/api\/auth\/verify-email\?token=/);

  // Correct password, but not verified yet: no session, a new link is sent.
  const early = await signInWithPassword({ email, password: TEST_PASSWORD }, client());
  expect(early.status).toBe("unverified");

  const verified = await openVerificationLink(link);
  expect(verified.status).toBe(302);
  expect(verified.headers.get("location")).toBe("/admin/login?verified=1");

  const { cookie } = await signInAs(email);
  const user = await getSessionUser(withCookie(cookie));
  expect(user).toMatchObject({ email, emailVerified: true, role: "user" });
  // Signed in, yet not an admin: the guard sends them to the waiting page.
  const thrown = await requireStaff(withCookie(cookie), null).catch(
    (response: Response) => response,
  );
  expect(thrown).toBeInstanceOf(Response);
  expect((thrown as Response).status).toBe(302);
  expect((thrown as Response).headers.get("location")).toBe("/admin/awaiting-approval");
});

test("signing up with a registered email answers the same and creates nothing", async () => {
  const admin = await createAdmin("existing");
  const again = await signUp(
    { name: "Impostor", email: admin.email, password: "another password" },
    client(),
  );
  expect(again).toEqual({ status: "ok" });
  // The password was not replaced.
  expect((await signInAs(admin.email)).userId).toBe(admin.id);
});

test("a wrong password and an unknown email get the same answer", async () => {
  const admin = await createAdmin("wrong");
  const wrong = await signInWithPassword({ email: admin.email, password: "nope nope" }, client());
  const unknown = await signInWithPassword(
    { email: uniqueEmail("ghost"), password: "nope nope" },
    client(),
  );
  expect(wrong).toEqual({ status: "invalid" });
  expect(unknown).toEqual({ status: "invalid" });
});

test("sign-out ends the session on the server: the old cookie stops working", async () => {
  const admin = await createAdmin("out");
  expect(await getSessionUser(withCookie(admin.cookie))).toMatchObject({ id: admin.id });
  const cleared = await signOut(client(admin.cookie));
  expect(cookieHeader(cleared, admin.cookie)).not.toContain("session_token");
  expect(await getSessionUser(withCookie(admin.cookie))).toBeNull();
});

test("sign-ins and sign-outs are audited without passwords", async () => {
  const admin = await createAdmin("audit");
  await signInWithPassword({ email: admin.email, password: "secret-typo" }, client());
  await signOut(client(admin.cookie));
  const entries = (await listAuditEntries()).filter((entry) => entry.actorEmail === admin.email);
  expect(entries.map((entry) => entry.action)).toEqual(
    expect.arrayContaining(["sign_in.success", "sign_in.failure", "sign_out"]),
  );
  expect(entries.every((entry) => entry.ip === "203.0.113.10")).toBe(true);
  expect(JSON.stringify(entries)).not.toContain("secret-typo");
  expect(JSON.stringify(entries)).not.toContain(TEST_PASSWORD);
});

test("a password set before the 12-character rule still signs in until it is changed", async () => {
  const admin = await createAdmin("older");
  const context = await getAuth().$context;
  const older = "8 chars!";
  await context.internalAdapter.updatePassword(admin.userId, await context.password.hash(older));
  const result = await signInWithPassword({ email: admin.email, password: older }, client());
  expect(result.status).toBe("signed-in");
});
