import { axeOn } from "./helpers/axe";
import type { Browser } from "@playwright/test";
import { signIn, STAFF_PASSWORD } from "./helpers/accounts";
import { expect, expectNoAxeViolations, test, VIEWPORTS } from "./helpers/admin";
import { approvedStaff } from "./helpers/test-controls";
import { asNewVisitor } from "./helpers/visitor";

// Screenshots for a person to look at, only when asked for (SCREENSHOT_DIR): they cost each run time.
const SHOTS = process.env.SCREENSHOT_DIR;

// Issue 29, staff area: items 15 (audit log) and 23 (names, formats, dashboards by role).

/** "Jan 5, 2026": the staff area's one date format (never "1/5/2026"). */
const ADMIN_DATE = /^[A-Z][a-z]{2} \d{1,2}, \d{4}$/;

for (const [name, viewport] of VIEWPORTS) {
  test(`one Logout button and "Blog posts" everywhere (${name})`, async ({ adminPage: page }) => {
    await page.setViewportSize(viewport);
    await page.goto("/admin");
    await expect(page.getByRole("button", { name: "Logout" }).locator("visible=true")).toHaveCount(
      1,
    );
    await page.goto("/admin/blogs");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blog posts");
    await expect(page.getByRole("link", { name: "New blog post" })).toBeVisible();
    await expect(page.getByText(/Manage Blogs|Add New Blog/)).toHaveCount(0);
    await page.getByRole("link", { name: "New blog post" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("New blog post");
  });
}

test("the dashboard's dates are the staff area's one format", async ({ adminPage: page }) => {
  await page.goto("/admin");
  const dates = page.getByRole("table", { name: "Recent jobs" }).locator("time");
  await expect(dates.first()).toBeVisible();
  for (const text of await dates.allTextContents()) expect(text).toMatch(ADMIN_DATE);
});

test("audit log: people by name with a link, the command line named once", async ({
  adminPage: page,
}) => {
  await page.goto("/admin/settings/audit-log?q=admin%40example.com&group=sign-ins");
  const entries = page.getByRole("table", { name: "Audit log entries, newest first" });
  // This worker's sign-in: the administrator by name, linking to Settings › Users.
  // (The search also finds other people's addresses ending in admin@example.com.)
  const adminLink = page.getByRole("link", { name: "Avery Admin", exact: true });
  const signIn = entries
    .getByRole("row")
    .filter({ hasText: "Signed in" })
    .filter({ has: adminLink });
  await expect(signIn.first().getByRole("link", { name: "Avery Admin" })).toHaveAttribute(
    "href",
    "/admin/settings/users",
  );
  // admin:create ran on the command line: said once, not also as "Source: cli".
  // It is the oldest account entry: the last row of the last page (a page
  // past the end shows the last one), however many entries other specs added.
  await page.goto("/admin/settings/audit-log?q=admin%40example.com&group=accounts&page=10000");
  const created = entries.getByRole("row").filter({ hasText: "Created administrator" }).last();
  await expect(created).toContainText("Command line");
  await expect(created).not.toContainText(/Source|cli/);
  await expect(created.getByRole("link", { name: "Avery Admin" })).toBeVisible();
  await expectNoAxeViolations(page);
});

/** An approved staff member signed in (the dashboards are the point, not the sign-up: set up). */
async function staffMember(browser: Browser, name: string, role: "Editor" | "Recruiter") {
  const email = await approvedStaff(process.env.E2E_DATA_DIR!, name, role);
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await asNewVisitor(page);
  await signIn(page, "", email, STAFF_PASSWORD);
  await expect(page.getByRole("heading", { name: `Welcome back, ${name}` })).toBeVisible();
  return page;
}

test("an Editor's dashboard: the blog's cards, no lone security card", async ({ browser }) => {
  test.setTimeout(150_000);
  const page = await staffMember(browser, "Edna Editor", "Editor");
  for (const [name, viewport] of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await page.goto("/admin");
    const work = page.getByRole("list", { name: "Blog posts" });
    for (const card of ["Published posts", "Drafts", "Scheduled", "Images"]) {
      await expect(work.getByRole("link", { name: new RegExp(`^${card}`) })).toBeVisible();
    }
    await expect(work.getByRole("link", { name: /^Drafts/ })).toHaveAttribute(
      "href",
      "/admin/blogs?status=draft",
    );
    await expect(page.getByRole("heading", { name: "Recently edited" })).toBeVisible();
    await expect(page.getByRole("link", { name: "New blog post" })).toBeVisible();
    // The security card spans the page's width: no half-empty row beside it.
    const main = await page.locator("main").boundingBox();
    const security = await page.getByRole("region", { name: "Account security" }).boundingBox();
    expect(security!.width).toBeGreaterThan(main!.width * 0.85);
    if (SHOTS)
      await page.screenshot({ path: `${SHOTS}/editor-dashboard-${name}.png`, fullPage: true });
    await expectNoAxeViolations(page);
  }
  await page.context().close();
});

test("a Recruiter's dashboard: hiring and inquiries, the side column never holds a lone card", async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const page = await staffMember(browser, "Remy Recruiter", "Recruiter");
  for (const [name, viewport] of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await page.goto("/admin");
    await expect(page.getByText("Total Applications", { exact: true })).toBeVisible();
    await expect(page.getByText("New Applications", { exact: true })).toBeVisible();
    await expect(page.getByText("Active Jobs", { exact: true })).toBeVisible();
    const inquiries = page.getByRole("link", { name: /^New inquiries/ });
    await expect(inquiries).toHaveAttribute("href", "/admin/inquiries?status=new");
    const security = page.getByRole("region", { name: "Account security" });
    const inquiryBox = (await inquiries.boundingBox())!;
    const securityBox = (await security.boundingBox())!;
    if (name === "desktop") {
      // Beside the chart, one column of two cards, one above the other.
      const chart = (await page.getByRole("region", { name: "Weekly activity" }).boundingBox())!;
      expect(inquiryBox.x).toBeGreaterThan(chart.x + chart.width);
      expect(Math.abs(securityBox.x - inquiryBox.x)).toBeLessThan(2);
      expect(securityBox.y).toBeGreaterThan(inquiryBox.y + inquiryBox.height);
    }
    if (SHOTS)
      await page.screenshot({ path: `${SHOTS}/recruiter-dashboard-${name}.png`, fullPage: true });
    await expectNoAxeViolations(page);
  }
  await page.context().close();
});

// Issue 29 item 21: one preview control in the post editor, explained; the
// sticky bar's "Save Changes" whole on a phone (its label was cut at both edges).
for (const [name, viewport] of VIEWPORTS) {
  test(`post editor: one Preview, explained, and a whole "Save Changes" (${name})`, async ({
    adminPage: page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    await page.goto("/admin/blogs?status=draft");
    await page.getByRole("link", { name: /^Edit/ }).first().click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Edit blog post");
    await expect(page.getByRole("link", { name: /Preview/ })).toHaveCount(0);
    await expect(page.getByRole("button", { name: /^Preview/ })).toHaveCount(1);
    await expect(page.getByText(/“Preview” below shows the post as typed/)).toBeVisible();
    const save = page.getByRole("button", { name: "Save Changes" });
    await expect(save).toBeVisible();
    const whole = await save.evaluate(
      (button) => button.scrollWidth <= button.clientWidth && button.clientWidth > 0,
    );
    expect(whole).toBe(true);
    const box = (await save.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width - 8);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/post-editor-${name}.png` });
    // The demo draft's body holds a table wider than a phone: it scrolls with
    // the editable area, which keyboard users can focus.
    const results = await axeOn(page)
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
      .analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
}
