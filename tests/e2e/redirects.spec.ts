import type { Browser, BrowserContext, Page } from "@playwright/test";
import { signIn, STAFF_PASSWORD } from "./helpers/accounts";
import { expect, expectNoAxeViolations, test, VIEWPORTS } from "./helpers/admin";
import { approvedStaff } from "./helpers/test-controls";
import { asNewVisitor } from "./helpers/visitor";

// Issue 28 item 7: an Editor finds a missing path in the 404 log, makes a
// redirect from its row, and the old path now redirects (query kept) — with
// JavaScript and without, at 1440 and 390 px, axe-clean.

/** Screenshots to look at, when asked for (as the issue 29 specs do). */
const SHOTS = process.env.SCREENSHOT_DIR;

type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;

test.describe.configure({ mode: "serial" });

let editorState: StorageState;

/**
 * An approved Editor (set up through the test controls: the journey is
 * about redirects, not sign-up), signed in through the form.
 */
async function editorSession(browser: Browser): Promise<StorageState> {
  const baseURL = test.info().project.use.baseURL;
  const email = await approvedStaff(process.env.E2E_DATA_DIR!, "Rhea Redirect", "Editor");
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await asNewVisitor(page);
  await signIn(page, "", email, STAFF_PASSWORD);
  await expect(page.getByRole("heading", { name: "Welcome back, Rhea Redirect" })).toBeVisible();
  const state = await context.storageState();
  await context.close();
  return state;
}

async function staffPage(browser: Browser, javaScriptEnabled = true): Promise<Page> {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    storageState: editorState,
    javaScriptEnabled,
    reducedMotion: "reduce",
  });
  const page = await context.newPage();
  await asNewVisitor(page);
  return page;
}

/** An anonymous visitor (no staff cookie: the page cache answers them). */
async function visitorPage(browser: Browser, javaScriptEnabled = true): Promise<Page> {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    javaScriptEnabled,
  });
  const page = await context.newPage();
  await asNewVisitor(page);
  return page;
}

async function expectNoSideScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(150_000);
  editorState = await editorSession(browser);
});

for (const [name, viewport] of VIEWPORTS) {
  test(`an Editor makes a redirect from the 404 log and the old path redirects (${name})`, async ({
    browser,
  }) => {
    test.setTimeout(60_000);
    const missing = `/old-offer-${name}-${Date.now()}`;
    const visitor = await visitorPage(browser);
    await visitor.setViewportSize(viewport);
    const before = await visitor.goto(`${missing}?utm_source=mail`);
    expect(before?.status()).toBe(404);
    await expect(visitor.getByRole("heading", { name: "Page not found" })).toBeVisible();

    const page = await staffPage(browser);
    await page.setViewportSize(viewport);
    await page.goto("/admin/redirects");
    await page.getByRole("link", { name: "404 log" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "404 log" })).toBeVisible();
    const row = page.getByRole("row").filter({ hasText: missing });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole("cell").first()).toHaveText("1");
    // Never the visitor's query.
    await expect(page.getByText("utm_source")).toHaveCount(0);
    await expectNoSideScroll(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/404-log-${name}.png`, fullPage: true });
    await expectNoAxeViolations(page);

    await row.getByRole("link", { name: `Create a redirect from ${missing}` }).click();
    await expect(page.getByRole("heading", { level: 1, name: "New redirect" })).toBeVisible();
    await expect(page.getByLabel("Old address")).toHaveValue(missing);
    await expect(page.getByLabel("Type")).toHaveValue("301");
    // A redirect to itself is refused beside the field, the values kept.
    await page.getByLabel("New address").fill(missing);
    await page.getByRole("button", { name: "Create redirect" }).click();
    await expect(
      page.getByText("The new address is the old one: a redirect to itself would never end."),
    ).toBeVisible();
    await page.getByLabel("New address").fill("/services");
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/new-redirect-${name}.png`, fullPage: true });
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Create redirect" }).click();
    await expect(page.getByText("The redirect was created. It works at once.")).toBeVisible();
    const listed = page.getByRole("row").filter({ hasText: missing });
    await expect(listed).toContainText("/services");
    await expect(listed).toContainText("301 Permanent");
    await expect(page.getByRole("status").filter({ hasText: /\d+ redirects?$/ })).toBeVisible();
    await expectNoSideScroll(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/redirects-${name}.png`, fullPage: true });
    await expectNoAxeViolations(page);

    // The visitor who saw the 404 a moment ago is sent on at once, query kept.
    const after = await visitor.goto(`${missing}?utm_source=mail`);
    expect(after?.status()).toBe(200);
    expect(new URL(visitor.url()).pathname + new URL(visitor.url()).search).toBe(
      "/services?utm_source=mail",
    );
    const hop = after?.request().redirectedFrom();
    expect(await hop?.response().then((response) => response?.status())).toBe(301);

    // And the path has left the 404 log.
    await page.goto("/admin/redirects/not-found");
    await expect(page.getByRole("row").filter({ hasText: missing })).toHaveCount(0);
    await page.context().close();
    await visitor.context().close();
  });
}

test("without JavaScript: the 404 log, a redirect made from its row, edited and deleted after a confirm step", async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const missing = `/no-script-${Date.now()}`;
  const visitor = await visitorPage(browser, false);
  expect((await visitor.goto(missing))?.status()).toBe(404);

  const page = await staffPage(browser, false);
  for (const [name, viewport] of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await page.goto("/admin/redirects/not-found?sort=recent");
    await expect(page.getByRole("row").filter({ hasText: missing })).toHaveCount(1);
    await expectNoSideScroll(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/404-log-nojs-${name}.png`, fullPage: true });
  }
  await page.getByRole("link", { name: `Create a redirect from ${missing}` }).click();
  await expect(page.getByLabel("Old address")).toHaveValue(missing);
  await page.getByLabel("New address").fill("https://example.com/offer");
  await page.getByLabel("Type").selectOption("302");
  await page.getByRole("button", { name: "Create redirect" }).click();
  await expect(page.getByText("The redirect was created. It works at once.")).toBeVisible();

  const answer = await visitor.request.get(missing, { maxRedirects: 0 });
  expect(answer.status()).toBe(302);
  expect(answer.headers().location).toBe("https://example.com/offer");

  await page.getByRole("link", { name: missing }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Edit redirect" })).toBeVisible();
  await page.getByLabel("New address").fill("/contact");
  await page.getByLabel("Type").selectOption("301");
  await page.getByRole("button", { name: "Save redirect" }).click();
  await expect(page.getByText("The redirect was saved. It works at once.")).toBeVisible();
  const moved = await visitor.request.get(missing, { maxRedirects: 0 });
  expect([moved.status(), moved.headers().location]).toEqual([301, "/contact"]);

  await page.getByRole("link", { name: missing }).click();
  await page.getByRole("link", { name: "Delete redirect" }).click();
  await expect(page.getByRole("heading", { name: "Delete this redirect?" })).toBeVisible();
  // axe needs scripts: the confirm step is checked in a page with JavaScript, at both widths.
  const confirmStep = page.url();
  const checker = await staffPage(browser);
  for (const [name, viewport] of VIEWPORTS) {
    await checker.setViewportSize(viewport);
    await checker.goto(confirmStep);
    await expect(checker.getByRole("heading", { name: "Delete this redirect?" })).toBeVisible();
    await expectNoSideScroll(checker);
    if (SHOTS) await checker.screenshot({ path: `${SHOTS}/confirm-${name}.png`, fullPage: true });
    await expectNoAxeViolations(checker);
  }
  await checker.context().close();
  await page.getByRole("button", { name: "Delete redirect" }).click();
  await expect(page.getByText("The redirect was deleted.")).toBeVisible();
  expect((await visitor.request.get(missing, { maxRedirects: 0 })).status()).toBe(404);
  await page.context().close();
  await visitor.context().close();
});

test("Redirects has its place in the staff menu", async ({ adminPage }) => {
  // Who may open it: tests/integration/redirects.test.ts and admin-roles.test.ts (every role, every route).
  await adminPage.goto("/admin");
  await expect(
    adminPage.getByRole("navigation").getByRole("link", { name: "Redirects" }).first(),
  ).toHaveAttribute("href", "/admin/redirects");
});
