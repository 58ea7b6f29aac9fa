import { expect, test, type Browser, type Page } from "@playwright/test";
import {
  ADMIN,
  approve,
  outboxLink,
  signIn,
  signOut,
  signUp,
  STAFF_PASSWORD,
  uniqueEmail,
} from "./helpers/accounts";
import { expectNoAxeViolations, VIEWPORTS } from "./helpers/admin";
import type { Person } from "./helpers/oidc-provider";
import {
  codeTextedTo,
  signInThroughProvider,
  startSsoSite,
  type OidcProviderHandle,
} from "./helpers/sso";
import { ownServerPort, SERVER_START_TIMEOUT_MS, type RunningServer } from "./helpers/server";
import { asNewVisitor } from "./helpers/visitor";

// Screenshots for a person to look at, only when asked for (SCREENSHOT_DIR): they cost each run time.
const SHOTS = process.env.SCREENSHOT_DIR;

// The text-message second factor, its codes read from DATA_DIR/sms-outbox, after a
// password or a provider sign-in; and an administrator requiring two-factor (issue 18).
test.describe.configure({ mode: "serial", timeout: 90_000 });

const PROVIDER_NAME = "Arcwell ID";

const PEOPLE: Record<string, Person> = {
  "nia.new": { email: "nia.new@arcwell.test", email_verified: true, name: "Nia New" },
  avery: { email: ADMIN.email, email_verified: true, name: "Avery at the provider" },
};

let server: RunningServer;
let idp: OidcProviderHandle;

test.beforeAll(async () => {
  test.setTimeout(SERVER_START_TIMEOUT_MS);
  ({ server, idp } = await startSsoSite(
    { site: ownServerPort(32), provider: ownServerPort(33) },
    PEOPLE,
    PROVIDER_NAME,
  ));
});

test.afterAll(async () => {
  if (server) await server.stop();
  if (idp) await idp.stop();
});

async function newPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await asNewVisitor(page);
  return page;
}

const ssoSignIn = (page: Page, login: string) =>
  signInThroughProvider(page, { site: server.url, issuer: idp.issuer, name: PROVIDER_NAME }, login);

const codeTextedBy = (phone: string, send: () => Promise<unknown>) =>
  codeTextedTo(server.dataDir, phone, send);

test("text-message codes: enrol with a texted code, sign in with one, remove", async ({
  browser,
}) => {
  test.setTimeout(180_000); // a whole account journey: six axe scans, two sign-ins, an SSO round trip
  const phone = "+15555550100";
  const page = await newPage(browser);
  await signIn(page, server.url, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);

  await page.goto(`${server.url}/admin/settings/text-message`);
  const main = page.getByRole("main");
  for (const [name, viewport] of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await expectNoAxeViolations(page);
    if (SHOTS)
      await page.screenshot({ path: `${SHOTS}/sso-sms-enrol-${name}.png`, fullPage: true });
  }
  await main.getByLabel("Mobile number").fill("555 0100");
  await main.getByLabel("Current password").fill(ADMIN.password);
  await main.getByRole("button", { name: "Send code" }).click();
  await expect(main.getByText("Enter the number in international format")).toBeVisible();
  // A session alone is not enough: the current password confirms the number (issue 25).
  await main.getByLabel("Mobile number").fill("+1 555 555 0100");
  await main.getByLabel("Current password").fill("not the password");
  await main.getByRole("button", { name: "Send code" }).click();
  await expect(main.getByText("The password you entered is not correct.")).toBeVisible();
  await expect(main.getByLabel("Mobile number")).toHaveValue("+1 555 555 0100");
  const enrolCode = await codeTextedBy(phone, async () => {
    await main.getByLabel("Current password").fill(ADMIN.password);
    await main.getByRole("button", { name: "Send code" }).click();
    await expect(main.getByText("We sent a code to the number ending in 0100.")).toBeVisible();
  });
  await main.getByLabel("6-digit code").fill(enrolCode === "000000" ? "111111" : "000000");
  await main.getByLabel("Current password").fill(ADMIN.password);
  await main.getByRole("button", { name: "Turn on" }).click();
  await expect(main.getByText("That code is not valid.")).toBeVisible();
  await expectNoAxeViolations(page);
  await main.getByLabel("6-digit code").fill(enrolCode);
  await main.getByLabel("Current password").fill(ADMIN.password);
  await main.getByRole("button", { name: "Turn on" }).click();
  await expect(page.getByText("Text-message codes are on.")).toBeVisible();
  await expect(
    main.getByText("Text-message codes are on for the number ending in 0100."),
  ).toBeVisible();
  // The owner is told by e-mail.
  await outboxLink(server.dataDir, ADMIN.email, /to the number ending in 0100 were turned on/);
  // Two-factor is on now, though no authenticator app is set up.
  await page
    .getByRole("navigation", { name: "Settings" })
    .getByRole("link", { name: "Two-factor" })
    .click();
  await expect(main.getByText("Two-factor authentication is on.")).toBeVisible();
  await expect(main.getByText("You can add an authenticator app as well.")).toBeVisible();
  await expectNoAxeViolations(page);
  await page
    .getByRole("navigation", { name: "Settings" })
    .getByRole("link", { name: "Text message" })
    .click();
  for (const [name, viewport] of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await expectNoAxeViolations(page);
    if (SHOTS)
      await page.screenshot({ path: `${SHOTS}/sso-sms-settings-${name}.png`, fullPage: true });
  }

  // A password sign-in now asks for the texted code.
  await signOut(page);
  await signIn(page, server.url, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/login\/two-factor/);
  await expectNoAxeViolations(page);
  const signInCode = await codeTextedBy(phone, () =>
    page.getByRole("button", { name: "Text me a code" }).click(),
  );
  await expect(page.getByText("We sent a code to your phone.")).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/sso-sms-challenge.png`, fullPage: true });
  await page.getByLabel("Text message code").fill(signInCode);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/admin$/);

  // So does a provider sign-in: the second factor is ours, whatever signed in first.
  const sso = await newPage(browser);
  await ssoSignIn(sso, "avery");
  await expect(sso).toHaveURL(/\/admin\/login\/two-factor/);
  const ssoCode = await codeTextedBy(phone, () =>
    sso.getByRole("button", { name: "Text me a code" }).click(),
  );
  await sso.getByLabel("Text message code").fill(ssoCode);
  await sso.getByRole("button", { name: "Verify" }).click();
  await expect(sso).toHaveURL(/\/admin$/);

  // Removing the number turns the second factor off again: with the password only.
  await page.goto(`${server.url}/admin/settings/text-message`);
  await page.getByLabel("Current password").fill("not the password");
  await page.getByRole("button", { name: "Remove phone number" }).click();
  await expect(page.getByText("The password you entered is not correct.")).toBeVisible();
  await expect(
    page.getByText("Text-message codes are on for the number ending in 0100."),
  ).toBeVisible();
  await page.getByLabel("Current password").fill(ADMIN.password);
  await page.getByRole("button", { name: "Remove phone number" }).click();
  await expect(
    page.getByText("Text-message codes are off. The phone number was removed."),
  ).toBeVisible();
  await outboxLink(server.dataDir, ADMIN.email, /the number ending in 0100 removed/);
  await signOut(page);
  await signIn(page, server.url, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
});

test("five wrong texted codes end the sign-in", async ({ browser }) => {
  const phone = "+15555550111";
  const page = await newPage(browser);
  await ssoSignIn(page, "nia.new");
  const admin = await newPage(browser);
  await signIn(admin, server.url, ADMIN.email, ADMIN.password);
  await approve(admin, server.url, PEOPLE["nia.new"]!.email, "Editor");
  await page.goto(`${server.url}/admin/settings/text-message`);
  // A provider account has no password to confirm with, and is not asked for one.
  await expect(page.getByLabel("Mobile number")).toBeVisible();
  await expect(page.getByLabel("Current password")).toHaveCount(0);
  const code = await codeTextedBy(phone, async () => {
    await page.getByLabel("Mobile number").fill(phone);
    await page.getByRole("button", { name: "Send code" }).click();
    await expect(page.getByText("We sent a code to the number ending in 0111.")).toBeVisible();
  });
  await page.getByLabel("6-digit code").fill(code);
  await page.getByRole("button", { name: "Turn on" }).click();
  await expect(page.getByText("Text-message codes are on.")).toBeVisible();
  await signOut(page);

  // A new browser: the provider would otherwise remember the sign-in.
  const again = await newPage(browser);
  await ssoSignIn(again, "nia.new");
  await expect(again).toHaveURL(/\/admin\/login\/two-factor/);
  const sent = await codeTextedBy(phone, () =>
    again.getByRole("button", { name: "Text me a code" }).click(),
  );
  const wrong = sent === "000000" ? "111111" : "000000";
  for (let attempt = 1; attempt < 5; attempt++) {
    await again.getByLabel("Text message code").fill(wrong);
    const answered = again.waitForResponse((response) => response.request().method() === "POST");
    await again.getByRole("button", { name: "Verify" }).click();
    expect((await answered).status()).toBe(401);
    await expect(again.getByText("That code is not valid.")).toBeVisible();
  }
  await again.getByLabel("Text message code").fill(wrong);
  await again.getByRole("button", { name: "Verify" }).click();
  await expect(again).toHaveURL(/\/admin\/login\?notice=too-many-codes$/);
  await expect(again.getByText("Too many incorrect codes. Please sign in again.")).toBeVisible();
  await again.goto(`${server.url}/admin/login/two-factor`);
  await expect(again).toHaveURL(/\/admin\/login/);
  await expect(again.getByRole("button", { name: "Sign In" })).toBeVisible();
});

test("when an administrator requires two-factor, staff without it must set it up", async ({
  browser,
}) => {
  const staffEmail = uniqueEmail("policy");
  const staff = await newPage(browser);
  // A password account, approved as an Editor, without a second factor.
  await signUp(staff, server.url, "Pat Policy", staffEmail);
  const admin = await newPage(browser);
  await signIn(admin, server.url, ADMIN.email, ADMIN.password);
  await staff.goto(await outboxLink(server.dataDir, staffEmail, /https?:\/\/\S+verify-email\S+/));
  await approve(admin, server.url, staffEmail, "Editor");

  await admin.goto(`${server.url}/admin/settings/users`);
  await admin.getByRole("button", { name: "Require two-factor for all staff" }).click();
  // The administrator has no second factor either (removed above): the setup page.
  await expect(admin).toHaveURL(/\/admin\/settings\/two-factor$/);
  const required = "An administrator requires two-factor authentication for every staff account.";
  await expect(admin.getByText(required)).toBeVisible();

  await signIn(staff, server.url, staffEmail, STAFF_PASSWORD);
  await expect(staff).toHaveURL(/\/admin\/settings\/two-factor$/);
  await expect(staff.getByText(required)).toBeVisible();
  await expectNoAxeViolations(staff);
  await staff.goto(`${server.url}/admin/blogs`);
  await expect(staff).toHaveURL(/\/admin\/settings\/two-factor$/);

  const phone = "+15555550122";
  await staff.getByRole("link", { name: "Text message" }).click();
  await expect(staff.getByText(required)).toBeVisible();
  const code = await codeTextedBy(phone, async () => {
    await staff.getByLabel("Mobile number").fill(phone);
    await staff.getByLabel("Current password").fill(STAFF_PASSWORD);
    await staff.getByRole("button", { name: "Send code" }).click();
    await expect(staff.getByText("We sent a code to the number ending in 0122.")).toBeVisible();
  });
  await staff.getByLabel("6-digit code").fill(code);
  await staff.getByLabel("Current password").fill(STAFF_PASSWORD);
  await staff.getByRole("button", { name: "Turn on" }).click();
  await expect(staff.getByText("Text-message codes are on.")).toBeVisible();
  await staff.goto(`${server.url}/admin/blogs`);
  await expect(staff).toHaveURL(/\/admin\/blogs$/);
});
