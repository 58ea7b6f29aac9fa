import fs from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { ADMIN, enableTwoFactor, signIn, signOut } from "./helpers/accounts";
import { expectNoAxeViolations, VIEWPORTS } from "./helpers/admin";
import { codeTextedTo } from "./helpers/sso";
import { textCodesSentEarlier } from "./helpers/test-controls";
import {
  ownServerPort,
  SERVER_START_TIMEOUT_MS,
  startServer,
  type RunningServer,
} from "./helpers/server";
import { asNewVisitor } from "./helpers/visitor";
import { SMS_RESEND_SECONDS } from "../../app/modules/accounts/sms-factor-schema";

// Screenshots for a person to look at, only when asked for (SCREENSHOT_DIR): they cost each run time.
const SHOTS = process.env.SCREENSHOT_DIR;

// Issue 29 items 13, 16 and 19: the dashboard counts text-message codes, the text-message setup
// and sign-in send and resend plainly, and backup codes are easy to read and keep.
test.describe.configure({ mode: "serial", timeout: 240_000 });

let server: RunningServer;

test.beforeAll(async () => {
  test.setTimeout(SERVER_START_TIMEOUT_MS);
  server = await startServer(ownServerPort(7), {}, { withAdmin: true });
});

test.afterAll(async () => {
  if (server) await server.stop();
});

async function looked(page: Page, name: string) {
  for (const [width, viewport] of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await expectNoAxeViolations(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
}

test("text-message codes: one sent message, a link to change the number, a counted-down resend; the dashboard says two-factor is on", async ({
  page,
}) => {
  const phone = "+15555550177";
  // The page's count-down runs on Playwright's clock, moved on below instead of waited for.
  await page.clock.install();
  await asNewVisitor(page);
  await signIn(page, server.url, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto(`${server.url}/admin/settings/text-message`);
  const main = page.getByRole("main");
  await main.getByLabel("Mobile number").fill(phone);
  await main.getByLabel("Current password").fill(ADMIN.password);
  await codeTextedTo(server.dataDir, phone, () =>
    main.getByRole("button", { name: "Send code" }).click(),
  );
  await expect(main.getByText("We sent a code to the number ending in 0177.")).toBeVisible();
  // One message that a code was sent, not two.
  await expect(main.getByText(/we sent/i)).toHaveCount(1);

  // The resend waits, counted down, and the server refuses it meanwhile.
  const resend = main.getByRole("button", { name: /^Resend code/ });
  await expect(resend).toBeDisabled();
  await expect(resend).toHaveAccessibleName(/^Resend code in \d+ s$/);
  // "Use another number" is a link-styled button, not a red (or any filled) button.
  const another = main.getByRole("button", { name: "Use another number" });
  await expect(another).toBeVisible();
  const background = await another.evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(background).toBe("rgba(0, 0, 0, 0)");
  await looked(page, "sms-pending");

  const resent = page.waitForResponse((r) => r.request().method() === "POST");
  await page.evaluate(() => {
    const button = [...document.querySelectorAll("button")].find((b) =>
      b.textContent?.startsWith("Resend code"),
    )!;
    (button as HTMLButtonElement).disabled = false;
  });
  await main.getByLabel("Current password").fill(ADMIN.password);
  await resend.click();
  expect((await resent).status()).toBe(429);
  await expect(
    main.getByText(/A code was just sent\. You can ask for a new one in \d+ seconds?\./),
  ).toBeVisible();

  // The wait passes on the server (test controls) and in the page, without waiting for it.
  await textCodesSentEarlier(server.dataDir, SMS_RESEND_SECONDS);
  await page.clock.fastForward(SMS_RESEND_SECONDS * 1000);
  await expect(resend).toHaveAccessibleName("Resend code");
  await expect(resend).toBeEnabled();
  await main.getByLabel("Current password").fill(ADMIN.password);
  const code = await codeTextedTo(server.dataDir, phone, () => resend.click());
  await expect(resend).toBeDisabled();
  await main.getByLabel("6-digit code").fill(code);
  await main.getByLabel("Current password").fill(ADMIN.password);
  await main.getByRole("button", { name: "Turn on" }).click();
  await expect(page.getByText("Text-message codes are on.")).toBeVisible();

  // Text-message codes alone are two-factor: the dashboard says so.
  await page.goto(`${server.url}/admin`);
  await expect(
    page.getByText("Two-factor authentication is on for your account (text message)."),
  ).toBeVisible();
  await looked(page, "dashboard-sms");
});

test("backup codes: no look-alikes, grouped, with Download, Copy and Print", async ({ page }) => {
  await asNewVisitor(page);
  await signIn(page, server.url, ADMIN.email, ADMIN.password);
  // Text-message codes are on: the sign-in asks for one.
  const code = await codeTextedTo(server.dataDir, "+15555550177", () =>
    page.getByRole("button", { name: "Text me a code" }).click(),
  );
  await page.getByLabel("Text message code").fill(code);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/admin$/);

  const { backupCodes } = await enableTwoFactor(page, server.url, ADMIN.password, async (stage) => {
    if (stage === "backup-codes") await looked(page, "backup-codes");
  });
  for (const backup of backupCodes)
    expect(backup).toMatch(/^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
  const main = page.getByRole("main");
  await expect(main.getByRole("button", { name: "Copy" })).toBeVisible();
  await expect(main.getByRole("button", { name: "Print" })).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    main.getByRole("link", { name: "Download" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/-backup-codes\.txt$/);
  const sheet = fs.readFileSync((await download.path())!, "utf8");
  for (const backup of backupCodes) expect(sheet).toContain(backup);
  expect(sheet).toContain(ADMIN.email);

  await page.goto(`${server.url}/admin`);
  await expect(
    page.getByText(
      "Two-factor authentication is on for your account (authenticator app and text message).",
    ),
  ).toBeVisible();

  // Signing in: "Get a code by text message instead" sends the code at once.
  await signOut(page);
  await signIn(page, server.url, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/login\/two-factor/);
  const texted = await codeTextedTo(server.dataDir, "+15555550177", () =>
    page.getByRole("button", { name: "Get a code by text message instead" }).click(),
  );
  await expect(page.getByText("We sent a code to your phone.")).toBeVisible();
  const resend = page.getByRole("button", { name: /^Resend code/ });
  await expect(resend).toBeDisabled();
  await expect(resend).toHaveAccessibleName(/^Resend code in \d+ s$/);
  await looked(page, "sign-in-sms-sent");
  await page.getByLabel("Text message code").fill(texted);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/admin$/);

  // A backup code typed in lower case without its dash signs in.
  await signOut(page);
  await signIn(page, server.url, ADMIN.email, ADMIN.password);
  await page.getByRole("link", { name: "Use a backup code instead" }).click();
  await page.getByLabel("Backup code").fill(backupCodes[0]!.replace("-", "").toLowerCase());
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/admin$/);
});
