import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { expect, test } from "@playwright/test";
import { openPglite } from "../../app/db/client.server";
import { ADMIN, signIn } from "./helpers/accounts";
import { applyAs, uniquePerson } from "./helpers/inbox";
import { ownServerPort, SERVER_START_TIMEOUT_MS, startServer } from "./helpers/server";
import { asNewVisitor } from "./helpers/visitor";

// The privacy policy's retention, end to end: an application that is decided
// and older than RETENTION_DAYS is gone — row and résumé file — once the
// server's retention task has run (it runs at start, then every 6 hours).
test.describe.configure({ timeout: 120_000 });

const RETENTION = { RETENTION_DAYS: "30" };

test("a decided application past the retention period disappears with its résumé; an open one stays", async ({
  browser,
}) => {
  test.setTimeout(SERVER_START_TIMEOUT_MS * 2 + 60_000);
  const port = ownServerPort(12);
  const first = await startServer(port, RETENTION, { withAdmin: true });
  const old = uniquePerson("Retired");
  const open = uniquePerson("Pending");
  const visitor = await (await browser.newContext({ baseURL: first.url })).newPage();
  await asNewVisitor(visitor);
  await applyAs(visitor, old);
  await applyAs(visitor, open);
  expect(await first.stop()).toBe(0);

  // Forty days pass: both applications are old, one of them decided.
  const handle = await openPglite({ dataDir: path.join(first.dataDir, "db") });
  await handle.db.execute(
    sql`update applications set created_at = now() - interval '40 days',
        status = case when email = ${old.email} then 'rejected' else 'interview' end`,
  );
  const keys = await handle.db.execute<{ email: string; resume_key: string }>(
    sql`select email, resume_key from applications`,
  );
  await handle.close();
  const fileOf = (email: string) =>
    path.join(
      first.dataDir,
      "uploads",
      "resumes",
      keys.rows.find((row) => row.email === email)!.resume_key,
    );
  expect(fs.existsSync(fileOf(old.email))).toBe(true);

  const second = await startServer(port, RETENTION, { reuseDataDir: first.dataDir });
  try {
    const admin = await (await browser.newContext({ baseURL: second.url })).newPage();
    await asNewVisitor(admin);
    await signIn(admin, second.url, ADMIN.email, ADMIN.password);
    await expect(admin).toHaveURL(/\/admin$/);
    await expect(async () => {
      await admin.goto("/admin/applications");
      await expect(admin.getByText(old.email)).toHaveCount(0);
    }).toPass({ timeout: 15_000 });
    await expect(admin.getByText(open.email)).toBeVisible();
    expect(fs.existsSync(fileOf(old.email))).toBe(false);
    expect(fs.existsSync(fileOf(open.email))).toBe(true);
    // The run is in the audit log, with its counts.
    await admin.goto("/admin/settings/audit-log?group=retention");
    await expect(
      admin.getByText("Deleted records past the retention period").first(),
    ).toBeVisible();
  } finally {
    await second.stop();
  }
});
