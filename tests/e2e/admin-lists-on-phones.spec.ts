import type { Locator } from "@playwright/test";
import { expect, test } from "./helpers/admin";
import { applyAs, sendInquiry, uniquePerson } from "./helpers/inbox";

// Admin lists on a 390 px phone: each row is a card (admin-tables-on-phones
// checks every list's layout), so each row's actions and the link that opens
// it are on screen, and the audit log keeps e-mail addresses whole. Plus what
// the lists show at a glance.
test.describe.configure({ timeout: 90_000 });

const PHONE = { width: 390, height: 844 };

/** The element lies fully inside the phone's width (no sideways scrolling needed). */
async function expectOnScreen(element: Locator) {
  const box = (await element.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
}

test("jobs and blog posts: every row's buttons are on screen", async ({ adminPage: page }) => {
  await page.setViewportSize(PHONE);
  await page.goto("/admin/jobs");
  const jobs = page.getByRole("table", { name: "Jobs" });
  const jobRows = jobs.getByRole("row");
  expect(await jobRows.count()).toBeGreaterThan(3);
  for (const row of (await jobRows.all()).slice(1, 4)) {
    const title = (await row.getByRole("rowheader").getByRole("link").textContent())!.trim();
    await expectOnScreen(row.getByRole("link", { name: `Edit ${title}` }));
    await expectOnScreen(row.getByRole("button", { name: `Delete ${title}` }));
  }

  await page.goto("/admin/blogs");
  const posts = page.getByRole("table", { name: "Blog posts" });
  for (const row of (await posts.getByRole("row").all()).slice(1, 4)) {
    const edit = row.getByRole("link", { name: /^Edit / });
    await expectOnScreen(edit);
    await expectOnScreen(row.getByRole("button", { name: /^Delete / }));
  }
});

test("applications and inquiries: the name that opens each one stays on screen; inquiries show the message's start", async ({
  adminPage: page,
  browser,
}) => {
  const applicant = uniquePerson("Phonelist");
  const visitor = await (
    await browser.newContext({ baseURL: test.info().project.use.baseURL })
  ).newPage();
  await applyAs(visitor, applicant);
  await sendInquiry(visitor, applicant, "Phone List Ltd");
  await visitor.context().close();

  await page.setViewportSize(PHONE);
  await page.goto(`/admin/applications?q=${encodeURIComponent(applicant.email)}`);
  const application = page.getByRole("table", { name: "Applications, newest first" });
  const name = `${applicant.firstName} ${applicant.lastName}`;
  await expectOnScreen(application.getByRole("link", { name }));
  // Nothing to scroll sideways: the whole row, its status included, is on screen.
  for (const cell of await application.getByRole("row").nth(1).getByRole("cell").all()) {
    await expectOnScreen(cell);
  }

  await page.goto(`/admin/inquiries?q=${encodeURIComponent(applicant.email)}`);
  const inbox = page.getByRole("table", { name: "Inquiries, newest first" });
  await expectOnScreen(inbox.getByRole("link", { name }));
  await expect(inbox.getByText("We need a lakehouse for our plant data.")).toBeVisible();
});

test("the jobs list counts each job's applicants and links to them", async ({
  adminPage: page,
  browser,
}) => {
  const applicant = uniquePerson("Counted");
  const visitor = await (
    await browser.newContext({ baseURL: test.info().project.use.baseURL })
  ).newPage();
  await applyAs(visitor, applicant, { job: "site-reliability-engineer" });
  await visitor.context().close();

  await page.goto("/admin/jobs?q=Site%20Reliability");
  const jobs = page.getByRole("table", { name: "Jobs" });
  await expect(jobs.getByRole("columnheader", { name: "Applicants" })).toBeVisible();
  const count = jobs.getByRole("link", { name: /applicants? for Site Reliability Engineer$/ });
  const shown = Number(await count.textContent());
  expect(shown).toBeGreaterThanOrEqual(1);
  await count.click();
  await expect(page).toHaveURL(/\/admin\/applications\?job=site-reliability-engineer$/);
  await expect(
    page.getByRole("table", { name: "Applications, newest first" }).getByRole("row"),
  ).toHaveCount(shown + 1);
});

test("the audit log keeps e-mail addresses whole and breaks them only before the @", async ({
  adminPage: page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto("/admin/settings/audit-log");
  const table = page.getByRole("table", { name: "Audit log entries, newest first" });
  const who = table.getByRole("row").nth(1).getByRole("cell").nth(1);
  const text = (await who.textContent())!.trim();
  expect(text).toContain("@");
  // Each line of the cell holds whole words: at most two lines (local part, then @domain).
  const lines = await who.evaluate((cell) => {
    const range = document.createRange();
    range.selectNodeContents(cell);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });
  expect(lines).toBeLessThanOrEqual(2);
});

test("the dashboard's two tables write dates the same way", async ({ adminPage: page }) => {
  const applicant = uniquePerson("Dated");
  await applyAs(page, applicant);
  await page.goto("/admin");
  // The staff area's one date format (issue 29 item 23), e.g. "Jan 5, 2026".
  const adminDate = /^[A-Z][a-z]{2} \d{1,2}, \d{4}$/;
  const jobs = page.getByRole("table", { name: "Recent jobs" });
  await expect(jobs.getByRole("row").nth(1).getByRole("cell").nth(2)).toHaveText(adminDate);
  const applications = page.getByRole("table", { name: "Recent applications" });
  await expect(applications.getByRole("row").nth(1).getByRole("cell").nth(1)).toHaveText(adminDate);
});
