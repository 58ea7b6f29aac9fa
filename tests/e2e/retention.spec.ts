import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { ADMIN, signIn } from "./helpers/accounts";
import { applyAs, uniquePerson, type Applicant } from "./helpers/inbox";
import { ownServerPort, SERVER_START_TIMEOUT_MS, startServer } from "./helpers/server";
import { letTimePass } from "./helpers/test-controls";
import { asNewVisitor } from "./helpers/visitor";

// The privacy policy's retention, end to end: an application that is decided
// and older than RETENTION_DAYS is gone — row and résumé file — once the
// server's retention task has run (at start, then every 6 hours). Forty days
// are let pass by the test controls (decision 030): one run of the task, in
// the server's job queue, as of forty days from now.
test.describe.configure({ timeout: 120_000 });

const RETENTION = { RETENTION_DAYS: "30" };
const DAY_MS = 24 * 60 * 60 * 1000;

/** The résumé files the server holds (its own data folder: no other test's). */
const resumesIn = (dataDir: string) =>
  new Set(fs.readdirSync(path.join(dataDir, "uploads", "resumes")));

async function setStatus(admin: Page, person: Applicant, status: string) {
  await admin.goto(`/admin/applications?q=${encodeURIComponent(person.email)}`);
  await admin.getByRole("link", { name: `${person.firstName} ${person.lastName}` }).click();
  await admin.getByLabel("Change status").selectOption(status);
  if (status === "rejected") {
    // Closing e-mails the candidate unless opted out, with a reason (issue 30 item 2).
    await admin.getByLabel("Close without the closing email").check();
    await admin.getByLabel("Reason for not emailing").fill("Test data");
  }
  await admin.getByRole("button", { name: "Update status" }).click();
  await expect(admin).toHaveURL(/notice=status-saved/);
}

test("a decided application past the retention period disappears with its résumé; an open one stays", async ({
  browser,
}) => {
  test.setTimeout(SERVER_START_TIMEOUT_MS + 60_000);
  const server = await startServer(ownServerPort(12), RETENTION, { withAdmin: true });
  try {
    const old = uniquePerson("Retired");
    const open = uniquePerson("Pending");
    const visitor = await (await browser.newContext({ baseURL: server.url })).newPage();
    await asNewVisitor(visitor);
    await applyAs(visitor, old);
    const oldFile = [...resumesIn(server.dataDir)][0]!;
    await applyAs(visitor, open);
    const openFile = [...resumesIn(server.dataDir)].find((name) => name !== oldFile)!;
    const fileOf = (name: string) => path.join(server.dataDir, "uploads", "resumes", name);
    expect(fs.existsSync(fileOf(oldFile))).toBe(true);
    expect(fs.existsSync(fileOf(openFile))).toBe(true);

    const admin = await (await browser.newContext({ baseURL: server.url })).newPage();
    await asNewVisitor(admin);
    await signIn(admin, server.url, ADMIN.email, ADMIN.password);
    await expect(admin).toHaveURL(/\/admin$/);
    // One of them decided, the other still open.
    await setStatus(admin, old, "rejected");
    await setStatus(admin, open, "interview");

    // Forty days pass: both applications are old.
    await letTimePass(server.dataDir, new Date(Date.now() + 40 * DAY_MS), ["retention"]);
    await expect(async () => {
      await admin.goto("/admin/applications");
      await expect(admin.getByText(old.email)).toHaveCount(0);
    }).toPass({ timeout: 15_000 });
    await expect(admin.getByText(open.email)).toBeVisible();
    expect(fs.existsSync(fileOf(oldFile))).toBe(false);
    expect(fs.existsSync(fileOf(openFile))).toBe(true);
    // The run is in the audit log, with its counts.
    await admin.goto("/admin/settings/audit-log?group=retention");
    await expect(
      admin.getByText("Deleted records past the retention period").first(),
    ).toBeVisible();
  } finally {
    await server.stop();
  }
});
