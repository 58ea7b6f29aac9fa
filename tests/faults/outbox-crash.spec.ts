import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { expect, test } from "@playwright/test";
import { faultPort, newDataDir, serverEnv, startServerProcess } from "./process";
import { postApplication, postInquiry, type Acknowledged } from "./submissions";

// Issue 25, item 17: a change and the e-mails announcing it are one
// transaction (the email_deliveries outbox), sent after the commit. The
// server is killed (-9) right after a commit, under load, by its test-only
// crash point (FAULT_KILL_AFTER_COMMITS, app/utils/fault-points.server.ts);
// after a restart every acknowledged submission has its two e-mails, each
// sent exactly once — one row marked sent after one recorded try, one
// outbox file named by its delivery id.
const CONCURRENCY = 8;
const KILL_AFTER_COMMITS = 30;

type Delivery = {
  id: string;
  purpose: string;
  to_address: string;
  reply_to: string | null;
  status: string;
  attempts: number;
};

async function storedDeliveries(dataDir: string) {
  const db = await PGlite.create(path.join(dataDir, "db"));
  try {
    const deliveries = await db.query<Delivery>(
      "select id, purpose, to_address, reply_to, status, attempts from email_deliveries",
    );
    const inquiries = await db.query<{ email: string }>("select email from inquiries");
    const applications = await db.query<{ email: string }>("select email from applications");
    return {
      deliveries: deliveries.rows,
      submitters: [...inquiries.rows, ...applications.rows].map((row) => row.email),
    };
  } finally {
    await db.close();
  }
}

const outboxFiles = (dataDir: string) => {
  const dir = path.join(dataDir, "outbox");
  return fs.existsSync(dir) ? fs.readdirSync(dir).filter((file) => file.endsWith(".eml")) : [];
};

test("kill -9 right after a commit under load: after a restart every acknowledged submission's e-mails are sent exactly once", async () => {
  const dataDir = newDataDir();
  const port = faultPort(20);
  const acknowledged: Acknowledged[] = [];

  const crashing = await startServerProcess(
    serverEnv(port, dataDir, { FAULT_KILL_AFTER_COMMITS: String(KILL_AFTER_COMMITS) }),
  );
  let sent = 0;
  const worker = async (id: number) => {
    for (let n = 0; ; n++) {
      const label = `w${id}-n${n}`;
      sent++;
      try {
        const result =
          n % 2 === 0
            ? await postInquiry(crashing.url, label)
            : await postApplication(crashing.url, label);
        if (result) acknowledged.push(result);
      } catch {
        return; // the connection died with the process
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, (_, id) => worker(id)));
  expect(await crashing.exited).toBe("SIGKILL");
  // It died under load, right after a commit whose post was never answered.
  expect(acknowledged.length).toBeGreaterThan(0);
  expect(acknowledged.length).toBeLessThan(KILL_AFTER_COMMITS);
  expect(sent).toBeGreaterThan(acknowledged.length);

  const before = await storedDeliveries(dataDir);
  // Committed with their e-mails: at least the crash commit's two are unsent.
  expect(before.submitters.length).toBeGreaterThanOrEqual(KILL_AFTER_COMMITS);
  expect(before.deliveries.length).toBe(2 * before.submitters.length);
  expect(before.deliveries.filter((row) => row.status !== "sent").length).toBeGreaterThan(0);

  // The restart (no crash point) sends what the dead process left, on its own.
  const restarted = await startServerProcess(serverEnv(port, dataDir));
  expect(restarted.output()).toContain(
    `Email is NOT sent: no SMTP_URL is set, so every message is written to ${path.join(dataDir, "outbox")} (outbox mode).`,
  );
  await expect
    .poll(() => outboxFiles(dataDir).length, { timeout: 90_000, intervals: [500] })
    .toBe(before.deliveries.length);
  restarted.child.kill("SIGTERM");
  expect(await restarted.exited).toBe(0);

  const after = await storedDeliveries(dataDir);
  const files = outboxFiles(dataDir);
  // Each delivery: sent, after one recorded try, in exactly one outbox file (not empty).
  expect(after.deliveries.filter((row) => row.status !== "sent" || row.attempts !== 1)).toEqual([]);
  expect(files).toHaveLength(after.deliveries.length);
  for (const row of after.deliveries) {
    const named = files.filter((file) => file.endsWith(`-${row.id}.eml`));
    expect(named, row.id).toHaveLength(1);
    expect(fs.statSync(path.join(dataDir, "outbox", named[0]!)).size).toBeGreaterThan(0);
  }
  // Every acknowledged submission has its confirmation and its team e-mail.
  for (const item of acknowledged) {
    const confirmation = after.deliveries.filter(
      (row) => row.to_address === item.email && row.purpose === `${item.kind}-confirmation`,
    );
    const team = after.deliveries.filter(
      (row) => row.reply_to === item.email && row.purpose === `${item.kind}-team`,
    );
    expect([confirmation.length, team.length], item.email).toEqual([1, 1]);
  }
});
