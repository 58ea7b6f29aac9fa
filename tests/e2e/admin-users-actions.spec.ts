import type { Browser, BrowserContextOptions, Page } from "@playwright/test";
import { ADMIN, approve, signIn, signUpVerified } from "./helpers/accounts";
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, VIEWPORTS } from "./helpers/admin";
import {
  ownServerPort,
  SERVER_START_TIMEOUT_MS,
  startServer,
  type RunningServer,
} from "./helpers/server";
import { asNewVisitor } from "./helpers/visitor";

// Issue 29 item 17, Settings › Users: Revoke access, Disable and Remove are
// explained and ask first (a dialog, or a confirm step without JavaScript),
// the only administrator's actions are off with the reason, and Approve
// without a role is the form's own message. A server of its own, so that
// ADMIN is the only administrator whatever other specs do.
test.describe.configure({ mode: "serial", timeout: 120_000 });

const SHOTS = process.env.SCREENSHOT_DIR;
const shoot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

let server: RunningServer;

test.beforeAll(async () => {
  test.setTimeout(SERVER_START_TIMEOUT_MS);
  server = await startServer(ownServerPort(19), {}, { withAdmin: true });
});

test.afterAll(async () => {
  if (server) await server.stop();
});

async function adminPage(browser: Browser, options: BrowserContextOptions = {}): Promise<Page> {
  const page = await (await browser.newContext({ reducedMotion: "reduce", ...options })).newPage();
  await asNewVisitor(page);
  await signIn(page, server.url, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  return page;
}

async function newAccount(browser: Browser, name: string): Promise<string> {
  const page = await (await browser.newContext()).newPage();
  await asNewVisitor(page);
  const email = await signUpVerified(page, server.url, server.dataDir, name);
  await page.context().close();
  return email;
}

const rowOf = (page: Page, email: string) => page.getByRole("listitem").filter({ hasText: email });

test("the only administrator's actions are off, with the reason beside them", async ({
  browser,
}) => {
  const page = await adminPage(browser);
  for (const [name, viewport] of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await page.goto(`${server.url}/admin/settings/users`);
    const row = rowOf(page, ADMIN.email);
    for (const action of ["Revoke access", "Disable", "Remove", "Change role"]) {
      const button = row.getByRole("button", { name: `${action}: ${ADMIN.name}` });
      await expect(button).toBeDisabled();
      await expect(button).toHaveAccessibleDescription(/This is the last administrator\./);
    }
    await expect(row.getByLabel(`Role for ${ADMIN.name}`)).toBeDisabled();
    await expect(
      row.getByText(
        "This is the last administrator. Make another account an administrator before you remove, disable or demote this one.",
      ),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await shoot(page, `users-only-admin-${name}`);
  }
});

test("Revoke access, Disable and Remove are explained and ask first, saying what happens", async ({
  browser,
}) => {
  const page = await adminPage(browser);
  const email = await newAccount(browser, "Dana Doe");
  await approve(page, server.url, email, "Editor");
  const help = page.getByRole("definition");
  await expect(help).toHaveText([
    /^Takes the role away at once\./,
    /^Signs them out everywhere and stops them signing in\./,
    /^Deletes the account with its sessions and two-factor settings, for good\./,
  ]);

  for (const [name, viewport] of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await page.goto(`${server.url}/admin/settings/users`);
    const disable = rowOf(page, email).getByRole("button", { name: "Disable: Dana Doe" });
    await expect(disable).toHaveAccessibleDescription(/^Signs them out everywhere/);
    await disable.click();
    const dialog = page.getByRole("dialog", { name: "Disable Dana Doe?" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(
      `Dana Doe (${email}) is signed out everywhere and cannot sign in until an administrator enables the account. The Editor role is kept for then.`,
    );
    await expectNoAxeViolations(page);
    await shoot(page, `users-disable-dialog-${name}`);
    // Cancel changes nothing.
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(rowOf(page, email).getByLabel("Role for Dana Doe")).toHaveValue("editor");
  }

  const row = () => rowOf(page, email);
  await row().getByRole("button", { name: "Disable: Dana Doe" }).click();
  await page.getByRole("button", { name: "Disable account" }).click();
  await expect(page.getByText("The account was disabled and signed out everywhere.")).toBeVisible();
  await expect(row().getByText("Disabled", { exact: true })).toBeVisible();
  await row().getByRole("button", { name: "Enable: Dana Doe" }).click();
  await expect(page.getByText("The account was enabled.")).toBeVisible();

  await row().getByRole("button", { name: "Revoke access: Dana Doe" }).click();
  const revoke = page.getByRole("dialog", { name: "Revoke access for Dana Doe?" });
  await expect(revoke).toContainText("loses the Editor role now.");
  await revoke.getByRole("button", { name: "Revoke access" }).click();
  await expect(page.getByText("Access was revoked.")).toBeVisible();
  await expect(row().getByText("Awaiting approval")).toBeVisible();

  await row().getByRole("button", { name: "Remove: Dana Doe" }).click();
  const remove = page.getByRole("dialog", { name: "Remove Dana Doe?" });
  await expect(remove).toContainText("This cannot be undone.");
  await remove.getByRole("button", { name: "Remove account" }).click();
  await expect(page.getByText("The account was removed.")).toBeVisible();
  await expect(row()).toHaveCount(0);
});

test("without JavaScript, Disable opens a confirm step that says what happens", async ({
  browser,
}) => {
  const email = await newAccount(browser, "Nico Noscript");
  const page = await adminPage(browser, { javaScriptEnabled: false });
  // axe needs a script in the page: it checks the same URL in a browser with JavaScript.
  const checker = await adminPage(browser);
  await approve(page, server.url, email, "Recruiter");
  for (const [name, viewport] of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await page.goto(`${server.url}/admin/settings/users`);
    await rowOf(page, email).getByRole("link", { name: "Disable: Nico Noscript" }).click();
    await expect(page).toHaveURL(/\?confirm=disable&user=[^#]+#confirm-/);
    const step = page.getByRole("region", { name: "Disable Nico Noscript?" });
    await expect(step).toBeInViewport();
    await expect(step).toContainText("is signed out everywhere and cannot sign in");
    await shoot(page, `users-disable-step-nojs-${name}`);
    await checker.setViewportSize(viewport);
    await checker.goto(page.url());
    await expect(checker.getByRole("region", { name: "Disable Nico Noscript?" })).toBeVisible();
    await expectNoAxeViolations(checker);
  }
  await page.getByRole("link", { name: "Cancel" }).click();
  await expect(page.getByRole("region", { name: "Disable Nico Noscript?" })).toHaveCount(0);
  await rowOf(page, email).getByRole("link", { name: "Disable: Nico Noscript" }).click();
  await page.getByRole("button", { name: "Disable account" }).click();
  await expect(page.getByText("The account was disabled and signed out everywhere.")).toBeVisible();
});

for (const javaScriptEnabled of [true, false]) {
  test(`Approve without a role is the role menu's own message (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async ({
    browser,
  }) => {
    const email = await newAccount(browser, javaScriptEnabled ? "Pat Pending" : "Quinn Quiet");
    const page = await adminPage(browser, { javaScriptEnabled });
    for (const [name, viewport] of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await page.goto(`${server.url}/admin/settings/users`);
      const row = rowOf(page, email);
      const posts: string[] = [];
      page.on("request", (request) => {
        if (request.method() === "POST") posts.push(request.url());
      });
      await row.getByRole("button", { name: /^Approve/ }).click();
      const menu = row.getByLabel(/^Role for /);
      await expect(menu).toHaveAccessibleDescription("Choose a role for this account");
      await expect(menu).toHaveAttribute("aria-invalid", "true");
      await expect(row.getByText("Choose a role for this account")).toBeVisible();
      // The browser's own bubble never stopped the form…
      expect(await menu.evaluate((select: HTMLSelectElement) => select.required)).toBe(false);
      // …the script checked it in place, or the server answered the post.
      expect(posts).toHaveLength(javaScriptEnabled ? 0 : 1);
      page.removeAllListeners("request");
      // (axe runs as a script: the page without JavaScript has the same markup.)
      if (javaScriptEnabled) await expectNoAxeViolations(page);
      await shoot(page, `users-approve-no-role-js-${javaScriptEnabled ? "on" : "off"}-${name}`);
    }
    // Choosing a role approves.
    await rowOf(page, email)
      .getByLabel(/^Role for /)
      .selectOption({ label: "Editor" });
    await rowOf(page, email)
      .getByRole("button", { name: /^Approve/ })
      .click();
    await expect(page.getByText("The account was approved.")).toBeVisible();
  });
}
