import { and, eq, lt } from "drizzle-orm";
import { expect, test } from "vitest";
import { auditLog } from "~/db/schema";
import { applyAuditRetention } from "~/modules/retention/retention.server";
import { EnvError, parseEnv } from "~/utils/env.server";
import { setupTestDatabase } from "../../../tests/helpers/test-database";
import { AUDIT_FLOOD_LIMIT, recordAudit } from "./audit.server";

// Issue 25, item 8: events anyone can cause without signing in cannot fill
// the audit log, and the log itself has a retention period.
const database = setupTestDatabase();
const DAY = 24 * 60 * 60 * 1000;

const entriesFor = (column: "actorEmail" | "ip", value: string, action: string) =>
  database()
    .db.select()
    .from(auditLog)
    .where(and(eq(auditLog[column], value), eq(auditLog.action, action)));

test("a flood of failed sign-ins for one address keeps a few entries and counts the rest in one summary", async () => {
  const email = "victim@example.com";
  for (let n = 0; n < 40; n++) {
    // A different address each time: the per-e-mail limit applies first.
    await recordAudit({ action: "sign_in.failure", actorEmail: email, ip: `198.51.100.${n}` });
  }
  const entries = await entriesFor("actorEmail", email, "sign_in.failure");
  const summaries = entries.filter((entry) => entry.details?.summary === true);
  expect(entries).toHaveLength(AUDIT_FLOOD_LIMIT.perEmail + 1);
  expect(summaries).toHaveLength(1);
  expect(summaries[0]!.details).toMatchObject({
    count: 40 - AUDIT_FLOOD_LIMIT.perEmail,
    per: "email",
  });
  // The same address typed in another case is the same address.
  await recordAudit({ action: "sign_in.failure", actorEmail: "VICTIM@example.com" });
  expect(await entriesFor("actorEmail", email, "sign_in.failure")).toHaveLength(
    AUDIT_FLOOD_LIMIT.perEmail + 1,
  );
});

test("after a flood of wrong passwords, the entry that says the account was locked is still written", async () => {
  const email = "locked@example.com";
  for (let n = 0; n < 12; n++) {
    await recordAudit({
      action: "sign_in.failure",
      actorEmail: email,
      details: { reason: "invalid_password" },
    });
  }
  await recordAudit({
    action: "sign_in.failure",
    actorEmail: email,
    details: { reason: "invalid_password_locked" },
  });
  const entries = await entriesFor("actorEmail", email, "sign_in.failure");
  expect(entries.filter((entry) => entry.details?.reason === "invalid_password_locked")).toEqual([
    expect.objectContaining({ details: { reason: "invalid_password_locked" } }),
  ]);
  expect(entries.find((entry) => entry.details?.summary === true)?.details).toMatchObject({
    reason: "invalid_password",
    count: 12 - AUDIT_FLOOD_LIMIT.perEmail,
  });
});

test("one IP address trying many e-mail addresses is summarised per IP; signed-in events are never summarised", async () => {
  const ip = "203.0.113.77";
  for (let n = 0; n < 30; n++) {
    await recordAudit({
      action: "password.reset_request",
      actorEmail: `spray-${n}@example.com`,
      ip,
    });
  }
  const entries = await entriesFor("ip", ip, "password.reset_request");
  expect(entries).toHaveLength(AUDIT_FLOOD_LIMIT.perIp + 1);
  const summary = entries.find((entry) => entry.details?.summary === true);
  expect(summary).toMatchObject({
    actorEmail: null,
    details: { count: 30 - AUDIT_FLOOD_LIMIT.perIp, per: "ip" },
  });

  const admin = { id: "admin-flood", email: "admin-flood@example.com" };
  for (let n = 0; n < 30; n++) {
    await recordAudit({ action: "job.update", actor: admin, target: { id: `job-${n}` }, ip });
  }
  expect(await entriesFor("ip", ip, "job.update")).toHaveLength(30);
});

test("the retention run deletes audit entries older than AUDIT_RETENTION_DAYS and keeps newer ones", async () => {
  const db = database().db;
  await db.insert(auditLog).values([
    {
      action: "job.update",
      actorEmail: "old@example.com",
      createdAt: new Date(Date.now() - 400 * DAY),
    },
    {
      action: "job.update",
      actorEmail: "recent@example.com",
      createdAt: new Date(Date.now() - 10 * DAY),
    },
  ]);
  expect(await applyAuditRetention(365)).toBeGreaterThanOrEqual(1);
  const left = await db
    .select()
    .from(auditLog)
    .where(lt(auditLog.createdAt, new Date(Date.now() - 365 * DAY)));
  expect(left).toEqual([]);
  expect(await entriesFor("actorEmail", "recent@example.com", "job.update")).toHaveLength(1);
});

test("AUDIT_RETENTION_DAYS defaults to a year and is validated", () => {
  expect(parseEnv({}).AUDIT_RETENTION_DAYS).toBe(365);
  expect(parseEnv({ AUDIT_RETENTION_DAYS: "90" }).AUDIT_RETENTION_DAYS).toBe(90);
  expect(() => parseEnv({ AUDIT_RETENTION_DAYS: "7" })).toThrow(EnvError);
  expect(() => parseEnv({ AUDIT_RETENTION_DAYS: "forever" })).toThrow(EnvError);
});
