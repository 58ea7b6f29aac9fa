import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import {
  client,
  createAdmin,
  createVerifiedAccount,
  TEST_PASSWORD,
  uniqueEmail,
  outboxLinkFor,
} from "../../../tests/helpers/accounts";
import { setupTestDatabase } from "../../../tests/helpers/test-database";
import { db } from "~/db/client.server";
import { auditLog, user as users } from "~/db/schema";
import { SETTINGS_MESSAGES } from "./account-messages";
import { listAuditEntries } from "~/modules/audit/audit.server";
import { getSessionUser } from "./session.server";
import { signInWithPassword, signUp } from "./sign-in.server";
import { countActiveAdmins } from "./admins.server";
import { changeAccount, listAccountsForAdmin } from "./users.server";

setupTestDatabase();

const IP = "198.51.100.7";
const actorOf = (account: { id: string; email: string }) => ({
  user: { id: account.id, email: account.email, name: "Admin", role: "admin" },
  ip: IP,
});
const asRequest = (cookie: string) =>
  new Request("http://localhost:3000/admin", { headers: { cookie } });
const stateOf = async (id: string) =>
  (await listAccountsForAdmin()).find((account) => account.id === id)?.state;

test("an approved account becomes an admin; revoking sends it back to waiting", async () => {
  const admin = await createAdmin("approver");
  const staff = await createVerifiedAccount("staff");
  expect(await stateOf(staff.userId)).toBe("pending");

  expect(
    await changeAccount(actorOf(admin), { action: "approve", role: "admin" }, staff.userId),
  ).toEqual({
    ok: true,
    value: SETTINGS_MESSAGES.userApproved,
  });
  expect(await stateOf(staff.userId)).toBe("active");
  // The new staff member hears that they can sign in.
  expect(await outboxLinkFor(staff.email, /\S+\/admin\/login\b/)).toBe(
    "http://localhost:3000/admin/login",
  );
  // The existing session sees the new role at once.
  expect((await getSessionUser(asRequest(staff.cookie)))?.role).toBe("admin");

  await changeAccount(actorOf(admin), { action: "revoke" }, staff.userId);
  expect(await stateOf(staff.userId)).toBe("pending");

  const audited = (await listAuditEntries()).filter(
    (entry) => entry.targetId === staff.userId && entry.action.startsWith("user."),
  );
  expect(audited.map((entry) => entry.action)).toEqual(
    expect.arrayContaining(["user.approve", "user.revoke_admin"]),
  );
  expect(audited.every((entry) => entry.actorId === admin.id && entry.ip === IP)).toBe(true);
});

test("an unverified account cannot be approved", async () => {
  const admin = await createAdmin("strict");
  const email = uniqueEmail("unverified");
  await signUp({ name: "Una Verified", email, password: TEST_PASSWORD }, client());
  const [row] = await db().select().from(users).where(eq(users.email, email));
  expect(
    await changeAccount(actorOf(admin), { action: "approve", role: "admin" }, row!.id),
  ).toMatchObject({
    ok: false,
    reason: "invalid",
    message: SETTINGS_MESSAGES.notVerified,
  });
  expect(await stateOf(row!.id)).toBe("unverified");
});

test("disabling signs the account out everywhere and blocks sign-in; enabling restores it", async () => {
  const admin = await createAdmin("disabler");
  const staff = await createVerifiedAccount("disabled");
  await changeAccount(actorOf(admin), { action: "disable" }, staff.userId);
  expect(await stateOf(staff.userId)).toBe("disabled");
  expect(await getSessionUser(asRequest(staff.cookie))).toBeNull();
  expect(
    (await signInWithPassword({ email: staff.email, password: TEST_PASSWORD }, client())).status,
  ).toBe("disabled");

  await changeAccount(actorOf(admin), { action: "enable" }, staff.userId);
  expect(await stateOf(staff.userId)).toBe("pending");
});

test("the last administrator cannot remove, disable or demote themself", async () => {
  // Start from a clean slate: only one admin in this scenario.
  await db().delete(users);
  const only = await createAdmin("only");
  expect(await countActiveAdmins()).toBe(1);
  for (const action of ["revoke", "disable", "remove"] as const) {
    expect(await changeAccount(actorOf(only), { action }, only.id)).toMatchObject({
      ok: false,
      reason: "conflict",
      message: SETTINGS_MESSAGES.lastAdmin,
    });
  }
  expect(await stateOf(only.id)).toBe("active");

  // With a second administrator, stepping down is allowed.
  const second = await createAdmin("second");
  expect((await changeAccount(actorOf(only), { action: "revoke" }, only.id)).ok).toBe(true);
  expect(await countActiveAdmins()).toBe(1);
  expect(await changeAccount(actorOf(second), { action: "remove" }, second.id)).toMatchObject({
    reason: "conflict",
  });
});

test("removing an account deletes it with its sessions", async () => {
  const admin = await createAdmin("remover");
  const staff = await createVerifiedAccount("removed");
  expect(await changeAccount(actorOf(admin), { action: "remove" }, staff.userId)).toEqual({
    ok: true,
    value: SETTINGS_MESSAGES.userRemoved,
  });
  expect(await stateOf(staff.userId)).toBeUndefined();
  expect(await getSessionUser(asRequest(staff.cookie))).toBeNull();
  expect(await changeAccount(actorOf(admin), { action: "remove" }, staff.userId)).toMatchObject({
    reason: "not-found",
  });
});

test("an account is approved with a role; the role can change, audited; the last administrator keeps theirs", async () => {
  await db().delete(users);
  const admin = await createAdmin("roles");
  const staff = await createVerifiedAccount("recruiter");
  expect(
    await changeAccount(actorOf(admin), { action: "approve", role: "recruiter" }, staff.userId),
  ).toMatchObject({ ok: true });
  expect((await getSessionUser(asRequest(staff.cookie)))?.role).toBe("recruiter");
  expect(await stateOf(staff.userId)).toBe("active");

  expect(
    await changeAccount(actorOf(admin), { action: "set-role", role: "editor" }, staff.userId),
  ).toEqual({ ok: true, value: SETTINGS_MESSAGES.roleChanged });
  expect((await getSessionUser(asRequest(staff.cookie)))?.role).toBe("editor");
  const [entry] = await db().select().from(auditLog).where(eq(auditLog.action, "user.role"));
  expect(entry?.details).toMatchObject({ from: "recruiter", to: "editor" });

  // The only administrator cannot make themself an editor.
  expect(
    await changeAccount(actorOf(admin), { action: "set-role", role: "editor" }, admin.userId),
  ).toMatchObject({ ok: false, reason: "conflict", message: SETTINGS_MESSAGES.lastAdmin });
  // A role is only for an approved account.
  const pending = await createVerifiedAccount("pending-role");
  expect(
    await changeAccount(actorOf(admin), { action: "set-role", role: "editor" }, pending.userId),
  ).toMatchObject({ ok: false, reason: "invalid" });
});
