import fs from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { simpleParser } from "mailparser";
import { ADMIN, outboxLink, signIn } from "./helpers/accounts";
import { expectNoAxeViolations, VIEWPORTS } from "./helpers/admin";
import { applyAs, uniquePerson } from "./helpers/inbox";
import { ownServerPort, SERVER_START_TIMEOUT_MS, startServer } from "./helpers/server";
import { letTimePass } from "./helpers/test-controls";
import { asNewVisitor } from "./helpers/visitor";
import { outboxFiles } from "./helpers/outbox";

// Issue 30 item 2, no ghosting, end to end on a server of its own: two weeks
// pass for the hourly overdue check (the test controls, decision 030), so the
// application is past its five-business-day target — flagged in the inbox,
// in the administrator's digest, counted on the dashboard — and the recruiter
// closes it without the closing e-mail, giving a reason.
test.describe.configure({ timeout: 420_000 });

const DAY_MS = 24 * 60 * 60 * 1000;
const SHOTS = process.env.SCREENSHOT_DIR;

async function subjectsTo(dataDir: string, email: string): Promise<string[]> {
  const subjects: string[] = [];
  for (const file of outboxFiles(dataDir)) {
    const mail = await simpleParser(fs.readFileSync(file));
    const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
    if (to?.text === email) subjects.push(mail.subject ?? "");
  }
  return subjects;
}

async function atBothSizes(page: Page, name: string) {
  for (const [size, viewport] of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await expectNoAxeViolations(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-${size}.png`, fullPage: true });
  }
  await page.setViewportSize(VIEWPORTS[0][1]);
}

test("an application past the target is Overdue; the recruiter closes it without e-mail, with a reason; the dashboard counts it", async ({
  browser,
}) => {
  test.setTimeout(SERVER_START_TIMEOUT_MS + 300_000);
  const server = await startServer(ownServerPort(9), {}, { withAdmin: true });
  try {
    const applicant = uniquePerson("Ghosted");
    const name = `${applicant.firstName} ${applicant.lastName}`;
    const visitor = await (await browser.newContext({ baseURL: server.url })).newPage();
    await asNewVisitor(visitor);
    await applyAs(visitor, applicant);

    // Two weeks later, at noon in New York: the check marks it and sends the day's digest.
    const later = new Date(Date.now() + 14 * DAY_MS);
    later.setUTCHours(17, 0, 0, 0);
    await letTimePass(server.dataDir, later, ["overdue-applications"]);
    const link = await outboxLink(
      server.dataDir,
      ADMIN.email,
      /https?:\/\/\S+\/admin\/applications\?response=overdue&sort=overdue/,
    );
    expect(new URL(link).pathname).toBe("/admin/applications");

    const admin = await (
      await browser.newContext({ baseURL: server.url, reducedMotion: "reduce" })
    ).newPage();
    await asNewVisitor(admin);
    await signIn(admin, server.url, ADMIN.email, ADMIN.password);
    await expect(admin).toHaveURL(/\/admin$/);

    // The inbox: the badge, the filter, the order.
    await admin.goto("/admin/applications");
    const row = admin.getByRole("row").filter({ hasText: applicant.email });
    await expect(row.getByText("Overdue", { exact: true })).toBeVisible();
    await admin.getByLabel("Response").selectOption("overdue");
    await admin.getByLabel("Order").selectOption("overdue");
    await admin.getByRole("button", { name: "Filter" }).click();
    await expect(admin).toHaveURL(/response=overdue/);
    await expect(admin).toHaveURL(/sort=overdue/);
    await expect(admin.getByText("1 application", { exact: true })).toBeVisible();
    await expect(admin.getByRole("link", { name })).toBeVisible();
    await atBothSizes(admin, "inbox-overdue");

    // Closing without the e-mail needs a reason; the one given is recorded.
    await admin.getByRole("link", { name }).click();
    await admin.getByLabel("Change status").selectOption("rejected");
    await admin.getByLabel("Close without the closing email").check();
    await admin.getByRole("button", { name: "Update status" }).click();
    await expect(admin.getByText("Say why the candidate gets no closing email")).toBeVisible();
    await expect(admin.getByLabel("Close without the closing email")).toBeChecked();
    await atBothSizes(admin, "close-reason-required");
    await admin.getByLabel("Reason for not emailing").fill("Told by phone; asked for no email");
    await admin.getByRole("button", { name: "Update status" }).click();
    await expect(admin).toHaveURL(/notice=status-saved/);
    await expect(admin.getByText("Status changed to Rejected.")).toBeVisible();
    await expect(
      admin.getByText("Closed without the closing email: “Told by phone; asked for no email”"),
    ).toBeVisible();
    expect(
      (await subjectsTo(server.dataDir, applicant.email)).filter((subject) =>
        subject.startsWith("Your application for"),
      ),
    ).toEqual([]);

    // No longer overdue; the dashboard counts it as not answered within target.
    await admin.goto("/admin/applications?response=overdue");
    await expect(admin.getByRole("link", { name })).toHaveCount(0);
    await admin.goto("/admin");
    const figures = admin.getByRole("region", { name: "Response times" });
    await expect(figures).toBeVisible();
    await expect(figures.getByText("Answered within target")).toBeVisible();
    await expect(figures.getByText("0%", { exact: true })).toBeVisible();
    await expect(figures.getByText("Median time to first response")).toBeVisible();
    await expect(figures.getByRole("table", { name: "Per week received" })).toBeVisible();
    await atBothSizes(admin, "dashboard-response-times");

    // The target and the digest are set in Settings › Hiring; a bad target is a field error.
    await figures.getByRole("link", { name: "Settings › Hiring" }).click();
    await expect(admin.getByLabel("Response target (business days)")).toHaveValue("5");
    await expect(admin.getByLabel("Daily digest of overdue applications")).toBeChecked();
    await admin.getByLabel("Response target (business days)").fill("45");
    await admin.getByRole("button", { name: "Save hiring settings" }).click();
    await expect(
      admin.getByText("Enter a whole number of business days from 1 to 30"),
    ).toBeVisible();
    await atBothSizes(admin, "settings-hiring");
    await admin.getByLabel("Response target (business days)").fill("7");
    await admin.getByRole("button", { name: "Save hiring settings" }).click();
    await expect(admin.getByText("The hiring settings were saved.")).toBeVisible();
  } finally {
    await server.stop();
  }
});
