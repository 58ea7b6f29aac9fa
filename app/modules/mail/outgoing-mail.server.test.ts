import fs from "node:fs/promises";
import { eq } from "drizzle-orm";
import { afterEach, expect, test } from "vitest";
import { db } from "~/db/client.server";
import { emailDeliveries } from "~/db/schema";
import type { Actor } from "~/modules/actor/actor";
import { outboxDir } from "~/utils/mail.server";
import { setupTestDatabase } from "../../../tests/helpers/test-database";
import { changeFailedDelivery, listUndeliveredForAdmin } from "./deliveries-admin.server";
import {
  EMAIL_RETRY,
  SENT_EMAIL_DAYS,
  deliverMail,
  maintainDeliveries,
  sendQueuedEmail,
} from "./outgoing-mail.server";

setupTestDatabase();

// A real fault, no stand-in: with no SMTP server configured, mail goes to
// DATA_DIR/outbox, and a file in the outbox's place makes every send fail.
async function breakOutbox() {
  await fs.rm(outboxDir(), { recursive: true, force: true });
  await fs.writeFile(outboxDir(), "not a folder");
}
async function repairOutbox() {
  await fs.rm(outboxDir(), { recursive: true, force: true });
}
afterEach(repairOutbox);

const message = (to: string) => ({
  from: '"Arcwell" <no-reply@example.com>',
  to,
  subject: `Hello ${to}`,
  text: "Plain body",
  html: "<p>HTML body</p>",
});

async function rowFor(to: string) {
  const [row] = await db().select().from(emailDeliveries).where(eq(emailDeliveries.toAddress, to));
  if (!row) throw new Error(`no delivery to ${to}`);
  return row;
}

const admin: Actor = {
  user: { id: "admin-1", email: "admin@example.com", name: "Ada Admin", role: "admin" },
  ip: "203.0.113.5",
};
const editor: Actor = { ...admin, user: { ...admin.user, id: "editor-1", role: "editor" } };

test("a message is stored and sent at once", async () => {
  expect(await deliverMail(message("sent@example.com"), "inquiry-team")).toBe("sent");
  const row = await rowFor("sent@example.com");
  expect(row).toMatchObject({ status: "sent", attempts: 1, lastError: null });
  expect(row.sentAt).toBeInstanceOf(Date);
  expect(await fs.readdir(outboxDir())).toHaveLength(1);
});

test("a failed send waits for retries, and the last failed retry gives it up for an administrator", async () => {
  await breakOutbox();
  expect(await deliverMail(message("flaky@example.com"), "inquiry-confirmation")).toBe("queued");
  let row = await rowFor("flaky@example.com");
  expect(row).toMatchObject({ status: "pending", attempts: 1 });
  expect(row.lastError).toMatch(/EEXIST|ENOTDIR/);

  // A retry that fails again asks the queue for the next one (it throws)…
  await expect(
    sendQueuedEmail({ id: row.id }, { retryCount: 0, retryLimit: EMAIL_RETRY.retryLimit }),
  ).rejects.toThrow(/not sent yet/);
  expect(await rowFor("flaky@example.com")).toMatchObject({ status: "pending", attempts: 2 });
  // …and the last one marks it failed, without asking for more.
  await sendQueuedEmail(
    { id: row.id },
    { retryCount: EMAIL_RETRY.retryLimit, retryLimit: EMAIL_RETRY.retryLimit },
  );
  row = await rowFor("flaky@example.com");
  expect(row).toMatchObject({ status: "failed", attempts: 3 });
  const { failed } = await listUndeliveredForAdmin();
  expect(failed.map((delivery) => delivery.toAddress)).toContain("flaky@example.com");

  // A job for a row no longer waiting does nothing.
  await sendQueuedEmail({ id: row.id }, { retryCount: 0, retryLimit: 4 });
  expect(await rowFor("flaky@example.com")).toMatchObject({ status: "failed", attempts: 3 });
});

test("an administrator sends a failed email again once the fault is fixed, or discards one", async () => {
  await breakOutbox();
  await deliverMail(message("again@example.com"), "password-reset");
  await deliverMail(message("discard@example.com"), "password-reset");
  for (const to of ["again@example.com", "discard@example.com"]) {
    const { id } = await rowFor(to);
    await sendQueuedEmail({ id }, { retryCount: 4, retryLimit: 4 });
  }
  const again = await rowFor("again@example.com");

  // Still broken: the administrator is told why, and it stays listed.
  const stillFailing = await changeFailedDelivery(admin, {
    intent: "resend",
    deliveryId: again.id,
  });
  expect(stillFailing).toMatchObject({ ok: false, reason: "unavailable" });
  expect(await rowFor("again@example.com")).toMatchObject({ status: "failed" });

  await repairOutbox();
  expect(await changeFailedDelivery(admin, { intent: "resend", deliveryId: again.id })).toEqual({
    ok: true,
    value: "resent",
  });
  expect(await rowFor("again@example.com")).toMatchObject({ status: "sent" });
  expect(await fs.readdir(outboxDir())).toHaveLength(1);
  // Sent meanwhile: a second click is told so.
  expect(
    await changeFailedDelivery(admin, { intent: "resend", deliveryId: again.id }),
  ).toMatchObject({ ok: false, reason: "not-found" });

  const discard = await rowFor("discard@example.com");
  await expect(
    changeFailedDelivery(editor, { intent: "discard", deliveryId: discard.id }),
  ).rejects.toThrow();
  expect(await changeFailedDelivery(admin, { intent: "discard", deliveryId: discard.id })).toEqual({
    ok: true,
    value: "discarded",
  });
  await expect(rowFor("discard@example.com")).rejects.toThrow(/no delivery/);
});

test("maintenance queues again what a crash left behind and deletes old sent mail", async () => {
  const now = new Date();
  const longAgo = new Date(now.getTime() - 60 * 60 * 1000);
  const base = {
    purpose: "verification",
    fromAddress: "a@example.com",
    subject: "s",
    textBody: "t",
    htmlBody: "h",
  };
  await db()
    .insert(emailDeliveries)
    .values([
      { ...base, toAddress: "stuck@example.com", status: "sending", updatedAt: longAgo },
      { ...base, toAddress: "busy@example.com", status: "sending", updatedAt: now },
      {
        ...base,
        toAddress: "old@example.com",
        status: "sent",
        createdAt: new Date(now.getTime() - (SENT_EMAIL_DAYS + 1) * 24 * 60 * 60 * 1000),
      },
    ]);
  expect(await maintainDeliveries(now)).toEqual({ requeued: 1 });
  expect(await rowFor("stuck@example.com")).toMatchObject({ status: "pending" });
  expect(await rowFor("busy@example.com")).toMatchObject({ status: "sending" });
  await expect(rowFor("old@example.com")).rejects.toThrow(/no delivery/);
});
