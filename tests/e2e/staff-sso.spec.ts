import fs from "node:fs";
import path from "node:path";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { openPglite } from "../../app/db/client.server";
import { auditLog, user as users } from "../../app/db/schema";
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
import { OIDC_CLIENT, startOidcProvider, type Person } from "./helpers/oidc-provider";
import {
  ownServerPort,
  SERVER_START_TIMEOUT_MS,
  startServer,
  type RunningServer,
} from "./helpers/server";
import { asNewVisitor } from "./helpers/visitor";

// Staff sign-in through a real OpenID Connect provider started here, and the
// text-message second factor read from the SMS outbox (issue 18).
test.describe.configure({ mode: "serial", timeout: 90_000 });

const SITE_PORT = ownServerPort(30);
const PROVIDER_NAME = "Arcwell ID";
const UNVERIFIED_LOCAL = uniqueEmail("not-yet-verified");

const PEOPLE: Record<string, Person> = {
  "nia.new": { email: "nia.new@arcwell.test", email_verified: true, name: "Nia New" },
  outsider: { email: "oscar@elsewhere.test", email_verified: true, name: "Oscar Outsider" },
  unconfirmed: { email: "una@arcwell.test", email_verified: false, name: "Una Unconfirmed" },
  avery: { email: ADMIN.email, email_verified: true, name: "Avery at the provider" },
  squatter: { email: UNVERIFIED_LOCAL, email_verified: true, name: "Sid Squatter" },
};

let server: RunningServer;
let idp: Awaited<ReturnType<typeof startOidcProvider>>;

test.beforeAll(async () => {
  test.setTimeout(SERVER_START_TIMEOUT_MS);
  idp = await startOidcProvider({
    port: ownServerPort(31),
    redirectUri: `http://127.0.0.1:${SITE_PORT}/api/auth/callback/oidc`,
    people: PEOPLE,
  });
  server = await startServer(
    SITE_PORT,
    {
      OIDC_ISSUER: idp.issuer,
      OIDC_CLIENT_ID: OIDC_CLIENT.id,
      OIDC_CLIENT_SECRET: OIDC_CLIENT.secret,
      OIDC_PROVIDER_NAME: PROVIDER_NAME,
      SSO_ALLOWED_DOMAINS: "arcwell.test,example.com",
    },
    { withAdmin: true },
  );
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

/** From our sign-in page through the provider's own login and consent pages, and back. */
async function ssoSignIn(page: Page, login: string) {
  await page.goto(`${server.url}/admin/login`);
  const authorization = page.waitForRequest((request) => request.url().startsWith(idp.issuer));
  await page.getByRole("link", { name: `Sign in with ${PROVIDER_NAME}` }).click();
  const asked = new URL((await authorization).url());
  await page.getByPlaceholder("Enter any login").fill(login);
  await page.getByPlaceholder("and password").fill("any password");
  await page.getByRole("button", { name: "Sign-in" }).click();
  await page.getByRole("button", { name: "Continue" }).click();
  return asked.searchParams;
}

const SMS_OUTBOX = () => path.join(server.dataDir, "sms-outbox");

function textsTo(phone: string): string[] {
  if (!fs.existsSync(SMS_OUTBOX())) return [];
  return fs
    .readdirSync(SMS_OUTBOX())
    .filter((file) => file.endsWith(".json"))
    .sort()
    .map((file) => JSON.parse(fs.readFileSync(path.join(SMS_OUTBOX(), file), "utf8")))
    .filter((text: { to: string }) => text.to === phone)
    .map((text: { body: string }) => text.body);
}

/** Does `send`, then reads the 6-digit code of the new text to `phone` from the SMS outbox. */
async function codeTextedBy(phone: string, send: () => Promise<void>): Promise<string> {
  const before = textsTo(phone).length;
  await send();
  await expect.poll(() => textsTo(phone).length).toBe(before + 1);
  return /\b(\d{6})\b/.exec(textsTo(phone).at(-1) ?? "")![1]!;
}

test("the sign-in page offers the configured provider, passes axe, and looks right", async ({
  browser,
}) => {
  const page = await newPage(browser);
  for (const [name, viewport] of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await page.goto(`${server.url}/admin/login`);
    await expect(page.getByRole("link", { name: `Sign in with ${PROVIDER_NAME}` })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `/tmp/sso-login-${name}.png`, fullPage: true });
  }
  // Not on the sign-up form: a provider account is created by signing in.
  await page.goto(`${server.url}/admin/login?mode=sign-up`);
  await expect(page.getByRole("link", { name: `Sign in with ${PROVIDER_NAME}` })).toHaveCount(0);
});

test("a first SSO sign-in from an allowed domain creates an account awaiting approval", async ({
  browser,
}) => {
  const page = await newPage(browser);
  const asked = await ssoSignIn(page, "nia.new");
  // Authorization code with PKCE (S256), state and an ID-token nonce.
  expect(asked.get("response_type")).toBe("code");
  expect(asked.get("code_challenge_method")).toBe("S256");
  expect(asked.get("code_challenge")).toMatch(/^[\w-]{43}$/);
  expect(asked.get("state")).toBeTruthy();
  expect(asked.get("nonce")).toBeTruthy();
  await expect(page).toHaveURL(/\/admin\/awaiting-approval$/);
  await expect(
    page.getByRole("heading", { name: "Your account is awaiting approval" }),
  ).toBeVisible();
  await page.goto(`${server.url}/admin/jobs`);
  await expect(page).toHaveURL(/\/admin\/awaiting-approval$/);
});

test("an account from another domain is refused with a message, and none is created", async ({
  browser,
}) => {
  const page = await newPage(browser);
  await ssoSignIn(page, "outsider");
  await expect(page).toHaveURL(/\/admin\/login\?error=sso_domain_not_allowed/);
  await expect(
    page.getByText("That account is not from an e-mail domain allowed to sign in here."),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();
});

test("an address the provider did not verify is refused", async ({ browser }) => {
  const page = await newPage(browser);
  await ssoSignIn(page, "unconfirmed");
  await expect(
    page.getByText("Your identity provider did not confirm that e-mail address"),
  ).toBeVisible();
});

test("a tampered state is refused with a clear message", async ({ browser }) => {
  const page = await newPage(browser);
  await page.goto(`${server.url}/admin/login`);
  const authorization = page.waitForRequest((request) => request.url().startsWith(idp.issuer));
  await page.getByRole("link", { name: `Sign in with ${PROVIDER_NAME}` }).click();
  const state = new URL((await authorization).url()).searchParams.get("state") ?? "";
  await expect(page.getByPlaceholder("Enter any login")).toBeVisible();
  // The provider's answer comes back with one character of the state changed.
  const forged = `${state.slice(0, -1)}${state.endsWith("A") ? "B" : "A"}`;
  const callback = new URL(`${server.url}/api/auth/callback/oidc`);
  callback.search = new URLSearchParams({
    code: "a-code",
    state: forged,
    iss: idp.issuer,
  }).toString();
  await page.goto(callback.toString());
  await expect(page).toHaveURL(/\/admin\/login\?error=/);
  await expect(
    page.getByText("That sign-in could not be verified: it expired or did not start here."),
  ).toBeVisible();
  await page.goto(`${server.url}/admin`);
  await expect(page).toHaveURL(/\/admin\/login/);
});

test("an existing account whose address is not verified is not taken over", async ({ browser }) => {
  const page = await newPage(browser);
  await signUp(page, server.url, "Real Owner", UNVERIFIED_LOCAL);
  await ssoSignIn(page, "squatter");
  await expect(page.getByText("An account with this e-mail address exists but")).toBeVisible();
  await page.goto(`${server.url}/admin`);
  await expect(page).toHaveURL(/\/admin\/login/);
});

test("an SSO sign-in with a verified address is linked to the existing account", async ({
  browser,
}) => {
  const page = await newPage(browser);
  await ssoSignIn(page, "avery");
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText(ADMIN.email).first()).toBeVisible();
});

test("text-message codes: enrol with a texted code, sign in with one, remove", async ({
  browser,
}) => {
  const phone = "+15555550100";
  const page = await newPage(browser);
  await signIn(page, server.url, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);

  await page.goto(`${server.url}/admin/settings/text-message`);
  const main = page.getByRole("main");
  await expectNoAxeViolations(page);
  await main.getByLabel("Mobile number").fill("555 0100");
  await main.getByRole("button", { name: "Send code" }).click();
  await expect(main.getByText("Enter the number in international format")).toBeVisible();
  const enrolCode = await codeTextedBy(phone, async () => {
    await main.getByLabel("Mobile number").fill("+1 555 555 0100");
    await main.getByRole("button", { name: "Send code" }).click();
    await expect(main.getByText("We sent a code to the number ending in 0100.")).toBeVisible();
  });
  await main.getByLabel("6-digit code").fill(enrolCode === "000000" ? "111111" : "000000");
  await main.getByRole("button", { name: "Turn on" }).click();
  await expect(main.getByText("That code is not valid.")).toBeVisible();
  await expectNoAxeViolations(page);
  await main.getByLabel("6-digit code").fill(enrolCode);
  await main.getByRole("button", { name: "Turn on" }).click();
  await expect(page.getByText("Text-message codes are on.")).toBeVisible();
  await expect(
    main.getByText("Text-message codes are on for the number ending in 0100."),
  ).toBeVisible();
  for (const [name, viewport] of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `/tmp/sso-sms-settings-${name}.png`, fullPage: true });
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

  // Removing the number turns the second factor off again.
  await page.goto(`${server.url}/admin/settings/text-message`);
  await page.getByRole("button", { name: "Remove phone number" }).click();
  await expect(
    page.getByText("Text-message codes are off. The phone number was removed."),
  ).toBeVisible();
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
    await staff.getByRole("button", { name: "Send code" }).click();
    await expect(staff.getByText("We sent a code to the number ending in 0122.")).toBeVisible();
  });
  await staff.getByLabel("6-digit code").fill(code);
  await staff.getByRole("button", { name: "Turn on" }).click();
  await expect(staff.getByText("Text-message codes are on.")).toBeVisible();
  await staff.goto(`${server.url}/admin/blogs`);
  await expect(staff).toHaveURL(/\/admin\/blogs$/);
});

test("SSO sign-ins are audited, and the refused one left no account", async () => {
  await server.stop();
  const handle = await openPglite({ dataDir: path.join(server.dataDir, "db") });
  const entries = await handle.db.select().from(auditLog);
  const accounts = await handle.db.select({ email: users.email }).from(users);
  await handle.close();
  const sso = entries
    .filter((entry) => entry.details?.method === "sso")
    .map((entry) => `${entry.action}:${entry.actorEmail ?? ""}:${entry.details?.reason ?? ""}`);
  expect(sso).toEqual(
    expect.arrayContaining([
      `sign_up:${PEOPLE["nia.new"]!.email}:`,
      `sign_in.success:${ADMIN.email}:`,
      `sign_in.failure:${PEOPLE.outsider!.email}:sso_domain_not_allowed`,
      `sign_in.failure:${PEOPLE.unconfirmed!.email}:sso_email_not_verified`,
      "sign_in.failure::state_mismatch",
    ]),
  );
  expect(accounts.map((account) => account.email)).not.toContain(PEOPLE.outsider!.email);
  expect(accounts.map((account) => account.email)).not.toContain(PEOPLE.unconfirmed!.email);
});
