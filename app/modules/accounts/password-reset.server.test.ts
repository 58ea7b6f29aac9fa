import fs from "node:fs";
import { and, eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { auditLog, session } from "~/db/schema";
import { outboxDir } from "~/utils/mail.server";
import {
  client,
  createAdmin,
  outboxLinkFor,
  signInAs,
  TEST_PASSWORD,
  uniqueEmail,
} from "../../../tests/helpers/accounts";
import { setupTestDatabase } from "../../../tests/helpers/test-database";
import { requestPasswordReset, resetPassword } from "./password-reset.server";
import { signInWithPassword } from "./sign-in.server";

const database = setupTestDatabase();
const NEW_PASSWORD = "a completely new passphrase";
const RESET_LINK = /https?:\/\/\S+\/admin\/reset-password\?token=\S+/;

const tokenOf = (link: string) => new URL(link).searchParams.get("token") ?? "";
const outboxCount = () => (fs.existsSync(outboxDir()) ? fs.readdirSync(outboxDir()).length : 0);

test("an unknown address gets no mail, and the request is audited like any other", async () => {
  const before = outboxCount();
  const email = uniqueEmail("nobody");
  await requestPasswordReset(email, client());
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(outboxCount()).toBe(before);
  const entries = await database()
    .db.select()
    .from(auditLog)
    .where(and(eq(auditLog.action, "password.reset_request"), eq(auditLog.actorEmail, email)));
  expect(entries).toHaveLength(1);
});

test("the link sets a new password once, ends every session and is audited", async () => {
  const admin = await createAdmin("reset");
  await requestPasswordReset(admin.email, client());
  const link = await outboxLinkFor(admin.email, RESET_LINK);
  expect(link.startsWith("http://localhost:3000/admin/reset-password?token=")).toBe(true);

  expect(await resetPassword(tokenOf(link), NEW_PASSWORD, client())).toEqual({ ok: true });
  // Every session of the account is gone, the old password no longer works.
  const sessions = await database()
    .db.select()
    .from(session)
    .where(eq(session.userId, admin.userId));
  expect(sessions).toHaveLength(0);
  expect(
    (await signInWithPassword({ email: admin.email, password: TEST_PASSWORD }, client())).status,
  ).toBe("invalid");
  await signInAs(admin.email, NEW_PASSWORD);

  // Single use.
  expect(await resetPassword(tokenOf(link), "yet another passphrase", client())).toEqual({
    ok: false,
    reason: "invalid-link",
  });
  const [entry] = await database()
    .db.select()
    .from(auditLog)
    .where(and(eq(auditLog.action, "password.reset"), eq(auditLog.targetId, admin.userId)));
  expect(entry?.actorEmail).toBe(admin.email);
});

test("a made-up token changes nothing", async () => {
  expect(await resetPassword("not-a-real-token", NEW_PASSWORD, client())).toEqual({
    ok: false,
    reason: "invalid-link",
  });
});
