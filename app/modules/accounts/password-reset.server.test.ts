import fs from "node:fs";
import { and, eq, sql } from "drizzle-orm";
import { afterEach, expect, test } from "vitest";
import { auditLog, emailDeliveries, session, user, verification } from "~/db/schema";
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
import { createOrUpdateAdmin } from "./admin-cli.server";
import { RESET_LINK_SECONDS } from "./auth.server";
import {
  ACCOUNT_RESET_LIMIT,
  addResetToken,
  createResetToken,
  issueResetLink,
  requestPasswordReset,
  resetPassword,
  resetRequestDispatch,
  type ResetRequestJob,
} from "./password-reset.server";
import { changePassword } from "./profile.server";
import { getSessionUser, type SessionUser } from "./session.server";
import { signInWithPassword } from "./sign-in.server";
import { deleteExpiredVerifications, isResetLinkLive } from "./verification-tokens.server";

const database = setupTestDatabase();
const NEW_PASSWORD = "a completely new passphrase";
const RESET_LINK = /https?:\/\/\S+\/admin\/reset-password\?token=\S+/;
const INVALID = { ok: false, reason: "invalid-link" };

const tokenOf = (link: string) => new URL(link).searchParams.get("token") ?? "";
const outboxCount = () => (fs.existsSync(outboxDir()) ? fs.readdirSync(outboxDir()).length : 0);

const realSend = resetRequestDispatch.send;
afterEach(() => {
  resetRequestDispatch.send = realSend;
});

/** Holds the request's queued work back, so a test sees what the answer alone did. */
function holdResetWork(): ResetRequestJob[] {
  const held: ResetRequestJob[] = [];
  resetRequestDispatch.send = async (job) => {
    held.push(job);
  };
  return held;
}

async function resetRows(userId: string) {
  return database().db.select().from(verification).where(eq(verification.value, userId));
}

async function resetMailsTo(email: string) {
  return database()
    .db.select({ id: emailDeliveries.id })
    .from(emailDeliveries)
    .where(
      and(eq(emailDeliveries.toAddress, email), eq(emailDeliveries.purpose, "password-reset")),
    );
}

async function disable(userId: string) {
  await database().db.update(user).set({ banned: true }).where(eq(user.id, userId));
}

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
  expect(await resetPassword(tokenOf(link), "yet another passphrase", client())).toEqual(INVALID);
  const [entry] = await database()
    .db.select()
    .from(auditLog)
    .where(and(eq(auditLog.action, "password.reset"), eq(auditLog.targetId, admin.userId)));
  expect(entry?.actorEmail).toBe(admin.email);
});

test("a made-up token changes nothing", async () => {
  expect(await resetPassword("not-a-real-token", NEW_PASSWORD, client())).toEqual(INVALID);
});

test("the answer does no lookup: known, unknown and disabled addresses are answered alike, the queued work issues the link", async () => {
  const known = await createAdmin("known");
  const disabled = await createAdmin("disabled");
  await disable(disabled.userId);
  const unknown = uniqueEmail("unknown");
  const held = holdResetWork();

  for (const email of [known.email, unknown, disabled.email]) {
    expect(await requestPasswordReset(email, client())).toBeUndefined();
  }
  // The answer queued the same job for each address and created no token.
  expect(held).toEqual([{ email: known.email }, { email: unknown }, { email: disabled.email }]);
  expect(await resetRows(known.userId)).toHaveLength(0);
  expect(await resetMailsTo(known.email)).toHaveLength(0);

  // The job does the lookup: a link for the enabled account only.
  expect(await issueResetLink(known.email)).toBe("sent");
  expect(await issueResetLink(unknown)).toBe("no-account");
  expect(await issueResetLink(disabled.email)).toBe("disabled");
  expect(await resetRows(known.userId)).toHaveLength(1);
  expect(await resetMailsTo(known.email)).toHaveLength(1);
  expect(await resetRows(disabled.userId)).toHaveLength(0);
  expect(await resetMailsTo(disabled.email)).toHaveLength(0);
});

test("a disabled account is sent no reset link", async () => {
  const admin = await createAdmin("banned");
  await disable(admin.userId);
  await requestPasswordReset(admin.email, client());
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(await resetMailsTo(admin.email)).toHaveLength(0);
  expect(await resetRows(admin.userId)).toHaveLength(0);
});

test(`at most ${ACCOUNT_RESET_LIMIT.points} reset e-mails per account per hour, whatever the sender's address`, async () => {
  const admin = await createAdmin("flooded");
  const held = holdResetWork();
  const requests = ACCOUNT_RESET_LIMIT.points + 2;
  for (let index = 0; index < requests; index++) {
    await requestPasswordReset(admin.email, client("", `198.51.100.${index + 1}`));
  }
  const outcomes = [];
  for (const job of held) outcomes.push(await issueResetLink(job.email));
  expect(outcomes).toEqual([
    ...Array<string>(ACCOUNT_RESET_LIMIT.points).fill("sent"),
    ...Array<string>(requests - ACCOUNT_RESET_LIMIT.points).fill("limited"),
  ]);
  expect(await resetMailsTo(admin.email)).toHaveLength(ACCOUNT_RESET_LIMIT.points);
  // Another account is not affected.
  const other = await createAdmin("bystander");
  expect(await issueResetLink(other.email)).toBe("sent");
});

test("a new link ends every earlier link of the account", async () => {
  const admin = await createAdmin("twice");
  expect(await issueResetLink(admin.email)).toBe("sent");
  const first = tokenOf(await outboxLinkFor(admin.email, RESET_LINK));
  expect(await issueResetLink(admin.email)).toBe("sent");
  const second = tokenOf(await outboxLinkFor(admin.email, RESET_LINK));
  expect(second).not.toBe(first);

  expect(await resetPassword(first, NEW_PASSWORD, client())).toEqual(INVALID);
  expect(await resetPassword(second, NEW_PASSWORD, client())).toEqual({ ok: true });
});

test("a reset through one link ends the account's other outstanding links", async () => {
  const admin = await createAdmin("two-links");
  // Two links outstanding at once (as two requests in flight could leave).
  const linkA = await addResetToken(admin.userId);
  const linkB = await addResetToken(admin.userId);
  const other = await createAdmin("other-account");
  const otherLink = await createResetToken(other.userId);

  expect(await resetPassword(linkB, NEW_PASSWORD, client())).toEqual({ ok: true });
  expect(await resetPassword(linkA, "an attacker's passphrase", client())).toEqual(INVALID);
  await signInAs(admin.email, NEW_PASSWORD);
  // Another account's link still works.
  expect(await resetPassword(otherLink, NEW_PASSWORD, client())).toEqual({ ok: true });
});

test("changing the password in Settings ends outstanding reset links", async () => {
  const admin = await createAdmin("settings");
  const link = await createResetToken(admin.userId);
  const me = (await getSessionUser(
    new Request("http://localhost:3000/admin/settings", { headers: { cookie: admin.cookie } }),
  )) as SessionUser;
  const changed = await changePassword(
    { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD },
    me,
    client(admin.cookie),
  );
  expect(changed.ok).toBe(true);
  expect(await resetPassword(link, "an attacker's passphrase", client())).toEqual(INVALID);
  await signInAs(admin.email, NEW_PASSWORD);
});

test("admin:create setting a new password ends outstanding reset links", async () => {
  const admin = await createAdmin("recovered");
  const link = await createResetToken(admin.userId);
  await createOrUpdateAdmin({ email: admin.email, password: NEW_PASSWORD, name: "Recovered" });
  expect(await resetPassword(link, "an attacker's passphrase", client())).toEqual(INVALID);
});

/** Every row of every table (except the e-mail log) as text, to look for a secret in. */
async function databaseText(): Promise<string> {
  const tables = await database().db.execute<{ name: string }>(
    sql`select quote_ident(table_schema) || '.' || quote_ident(table_name) as name
        from information_schema.tables
        where table_schema not in ('pg_catalog', 'information_schema') and table_type = 'BASE TABLE'
          and table_name <> 'email_deliveries'`,
  );
  const texts: string[] = [];
  for (const { name } of tables.rows) {
    const rows = await database().db.execute<{ row: string }>(
      sql.raw(`select t::text as row from ${name} t`),
    );
    texts.push(...rows.rows.map((row) => row.row));
  }
  return texts.join("\n");
}

test("the database holds only a hash of the e-mailed token, and a used link's row is gone", async () => {
  const admin = await createAdmin("hashed");
  await requestPasswordReset(admin.email, client());
  const token = tokenOf(await outboxLinkFor(admin.email, RESET_LINK));
  expect(token.length).toBeGreaterThanOrEqual(32);
  // The e-mail log is the mail module's (its bodies are dropped once sent).
  expect(await databaseText()).not.toContain(token);
  const [row] = await resetRows(admin.userId);
  expect(row?.identifier).not.toContain(token);

  expect(await resetPassword(token, NEW_PASSWORD, client())).toEqual({ ok: true });
  expect(await resetRows(admin.userId)).toHaveLength(0);
});

test("the maintenance run deletes expired tokens and keeps live ones", async () => {
  const admin = await createAdmin("expired");
  const hourAndMore = (RESET_LINK_SECONDS + 60) * 1000;
  const expired = await addResetToken(admin.userId, new Date(Date.now() - hourAndMore));
  const live = await addResetToken(admin.userId);
  expect(await resetRows(admin.userId)).toHaveLength(2);

  expect(await deleteExpiredVerifications()).toBeGreaterThanOrEqual(1);
  const left = await resetRows(admin.userId);
  expect(left).toHaveLength(1);
  expect(left[0]?.expiresAt.getTime()).toBeGreaterThan(Date.now());
  expect(await resetPassword(expired, NEW_PASSWORD, client())).toEqual(INVALID);
  expect(await resetPassword(live, NEW_PASSWORD, client())).toEqual({ ok: true });
});

test("whether a link is live is known when it is opened: superseded, used and expired ones are not", async () => {
  const admin = await createAdmin("opened");
  const first = await createResetToken(admin.userId);
  expect(await isResetLinkLive(first)).toBe(true);
  const second = await createResetToken(admin.userId);
  expect(await isResetLinkLive(first)).toBe(false);
  expect(await isResetLinkLive(second)).toBe(true);
  // Past its hour it is dead, though its row is still there until the maintenance run.
  const anHourLater = new Date(Date.now() + RESET_LINK_SECONDS * 1000 + 1000);
  expect(await isResetLinkLive(second, anHourLater)).toBe(false);
  expect(await resetPassword(second, NEW_PASSWORD, client())).toEqual({ ok: true });
  expect(await isResetLinkLive(second)).toBe(false);
  expect(await isResetLinkLive("")).toBe(false);
  expect(await isResetLinkLive("made-up")).toBe(false);
});
