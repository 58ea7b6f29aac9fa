import fs from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { simpleParser } from "mailparser";
import { afterEach, expect, test, vi } from "vitest";
import { db, getDatabase } from "~/db/client.server";
import { auditLog, emailDeliveries, inquiries } from "~/db/schema";
import { recordAudit } from "~/modules/audit/audit.server";
import { outboxDir } from "~/utils/mail.server";
import { setupTestDatabase } from "../../../tests/helpers/test-database";
import {
  attemptDelivery,
  claimDelivery,
  deliverMail,
  maintainDeliveries,
  queueMail,
  transactionWithMail,
} from "./outgoing-mail.server";

// Issue 25, items 17, 21, 12 and 4: the transactional outbox, how its files
// are written, and what is kept of a message that carried a secret link.
setupTestDatabase();
afterEach(async () => {
  vi.restoreAllMocks();
  await fs.rm(outboxDir(), { recursive: true, force: true });
});

const message = (to: string, text = "Plain body") => ({
  from: '"Arcwell" <no-reply@example.com>',
  to,
  subject: `Hello ${to}`,
  text,
  html: `<p>${text}</p>`,
});

const deliveriesTo = (to: string) =>
  db().select().from(emailDeliveries).where(eq(emailDeliveries.toAddress, to));

async function outboxFiles(): Promise<string[]> {
  return (await fs.readdir(outboxDir()).catch(() => [])).sort();
}

test("a change, its audit entry and its e-mail are committed together and the e-mail is sent after the commit", async () => {
  const { value, mail } = await transactionWithMail(async (tx, outbox) => {
    await recordAudit({ action: "inquiry.status", actorEmail: "together@example.com" }, tx);
    await outbox.add(message("together@example.org"), "inquiry-confirmation");
    // Not sent while the transaction is open: nothing may announce what could still roll back.
    expect(await outboxFiles()).toEqual([]);
    return "done";
  });
  expect({ value, mail }).toEqual({ value: "done", mail: "sent" });
  const [row] = await deliveriesTo("together@example.org");
  expect(row).toMatchObject({ status: "sent", attempts: 1 });
  const audit = await db()
    .select()
    .from(auditLog)
    .where(eq(auditLog.actorEmail, "together@example.com"));
  expect(audit).toHaveLength(1);
  expect(await outboxFiles()).toEqual([expect.stringMatching(new RegExp(`-${row!.id}\\.eml$`))]);
});

test("a change that fails after queueing its e-mail and audit entry leaves neither, and sends nothing", async () => {
  await expect(
    transactionWithMail(async (tx, outbox) => {
      await recordAudit({ action: "inquiry.status", actorEmail: "rolled@example.com" }, tx);
      await outbox.add(message("rolled@example.org"), "inquiry-confirmation");
      await tx.insert(inquiries).values({
        name: "Rolled Back",
        email: "rolled@example.org",
        company: "Nowhere",
        service: "data",
        message: "Never stored",
        privacyConsent: true,
      });
      throw new Error("the change fails after everything was written");
    }),
  ).rejects.toThrow("the change fails");
  expect(await deliveriesTo("rolled@example.org")).toEqual([]);
  expect(
    await db().select().from(auditLog).where(eq(auditLog.actorEmail, "rolled@example.com")),
  ).toEqual([]);
  expect(
    await db().select().from(inquiries).where(eq(inquiries.email, "rolled@example.org")),
  ).toEqual([]);
  expect(await outboxFiles()).toEqual([]);
});

test("a delivery sent again after a crash (sent, not yet marked) replaces its own outbox file, with the same Message-ID", async () => {
  const id = await queueMail(db(), message("twice@example.org"), "inquiry-confirmation");
  const row = await claimDelivery(id);
  expect(await attemptDelivery(row!, { last: false })).toEqual({ sent: true });
  // The process died before recording the send: the row is tried again.
  await db().update(emailDeliveries).set({ status: "sending" }).where(eq(emailDeliveries.id, id));
  const again = await claimDelivery(id, ["sending"]);
  expect(await attemptDelivery(again!, { last: false })).toEqual({ sent: true });

  const files = await outboxFiles();
  expect(files).toHaveLength(1);
  const mail = await simpleParser(await fs.readFile(path.join(outboxDir(), files[0]!)));
  expect(mail.messageId).toBe(`<${id}@example.com>`);
});

test("an outbox file is written under a temporary name and renamed, owner-only, in an owner-only folder", async () => {
  const written: string[] = [];
  const writeFile = fs.writeFile;
  vi.spyOn(fs, "writeFile").mockImplementation(async (file, ...rest) => {
    written.push(String(file));
    return writeFile(file, ...rest);
  });
  expect(await deliverMail(message("atomic@example.org"), "inquiry-team")).toBe("sent");
  const [file] = await outboxFiles();
  expect(file).toMatch(/\.eml$/);
  // Never written at its final name: a kill mid-write cannot leave a short .eml.
  expect(written).toHaveLength(1);
  expect(path.basename(written[0]!)).not.toBe(file);
  expect(path.dirname(written[0]!)).toBe(outboxDir());
  expect((await fs.stat(outboxDir())).mode & 0o777).toBe(0o700);
  expect((await fs.stat(path.join(outboxDir(), file!))).mode & 0o777).toBe(0o600);
});

test("an outbox folder an older version created 0755 is made owner-only", async () => {
  await fs.mkdir(outboxDir(), { recursive: true, mode: 0o755 });
  await fs.chmod(outboxDir(), 0o755);
  await deliverMail(message("older@example.org"), "inquiry-team");
  expect((await fs.stat(outboxDir())).mode & 0o777).toBe(0o700);
});

test("a password-reset or verification e-mail keeps only its metadata once sent; other e-mails keep their body", async () => {
  await deliverMail(
    message("reset@example.org", "Reset: https://x/reset?token=SECRET"),
    "password-reset",
  );
  await deliverMail(
    message("verify@example.org", "Verify: https://x/verify?token=SECRET"),
    "verification",
  );
  await deliverMail(
    message("plain@example.org", "Thanks for your message"),
    "inquiry-confirmation",
  );

  for (const to of ["reset@example.org", "verify@example.org"]) {
    const [row] = await deliveriesTo(to);
    expect(row).toMatchObject({
      status: "sent",
      textBody: "",
      htmlBody: "",
      subject: `Hello ${to}`,
    });
    expect(row!.sentAt).toBeInstanceOf(Date);
  }
  const [plain] = await deliveriesTo("plain@example.org");
  expect(plain).toMatchObject({ textBody: "Thanks for your message" });
  // The message itself went out whole.
  const mails = await Promise.all(
    (await outboxFiles()).map(async (file) =>
      simpleParser(await fs.readFile(path.join(outboxDir(), file))),
    ),
  );
  expect(mails.find((mail) => mail.subject === "Hello reset@example.org")?.text).toContain(
    "token=SECRET",
  );
});

test("rows a dead process left (committed but never tried, or claimed mid-send) are queued again", async () => {
  const untried = await queueMail(db(), message("untried@example.org"), "inquiry-team");
  const midSend = await queueMail(db(), message("midsend@example.org"), "inquiry-team");
  const twoMinutesAgo = new Date(Date.now() - 2 * 60 * 1000);
  await db()
    .update(emailDeliveries)
    .set({ updatedAt: twoMinutesAgo })
    .where(eq(emailDeliveries.id, untried));
  await db()
    .update(emailDeliveries)
    .set({ status: "sending", updatedAt: twoMinutesAgo })
    .where(eq(emailDeliveries.id, midSend));

  await maintainDeliveries();
  const [untriedRow] = await deliveriesTo("untried@example.org");
  const [midSendRow] = await deliveriesTo("midsend@example.org");
  // Committed a minute ago and never tried: its process died right after the commit.
  expect(untriedRow!.updatedAt.getTime()).toBeGreaterThan(twoMinutesAgo.getTime());
  // Claimed before this process started: with the embedded database this
  // process is the only one, so the claim was a dead process's. With
  // PostgreSQL another instance may still be sending it (its lease runs).
  expect(midSendRow!.status).toBe(getDatabase().kind === "pglite" ? "pending" : "sending");
});
