import path from "node:path";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { openPglite } from "../../app/db/client.server";
import { auditLog, user as users } from "../../app/db/schema";
import { ADMIN, signIn, signUp, uniqueEmail } from "./helpers/accounts";
import { expectNoAxeViolations, VIEWPORTS } from "./helpers/admin";
import type { Person } from "./helpers/oidc-provider";
import { signInThroughProvider, startSsoSite, type OidcProviderHandle } from "./helpers/sso";
import { ownServerPort, SERVER_START_TIMEOUT_MS, type RunningServer } from "./helpers/server";
import { asNewVisitor } from "./helpers/visitor";

// Screenshots for a person to look at, only when asked for (SCREENSHOT_DIR): they cost each run time.
const SHOTS = process.env.SCREENSHOT_DIR;

// Staff sign-in through a real OpenID Connect provider started here (issue 18);
// the text-message factor and "require two-factor": staff-two-factor-sms.spec.ts.
test.describe.configure({ mode: "serial", timeout: 90_000 });

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
let idp: OidcProviderHandle;

test.beforeAll(async () => {
  test.setTimeout(SERVER_START_TIMEOUT_MS);
  ({ server, idp } = await startSsoSite(
    { site: ownServerPort(30), provider: ownServerPort(31) },
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

test("the sign-in page offers the configured provider, passes axe, and looks right", async ({
  browser,
}) => {
  const page = await newPage(browser);
  for (const [name, viewport] of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await page.goto(`${server.url}/admin/login`);
    await expect(page.getByRole("link", { name: `Sign in with ${PROVIDER_NAME}` })).toBeVisible();
    await expectNoAxeViolations(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/sso-login-${name}.png`, fullPage: true });
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

test("a disabled account cannot sign in through the provider either", async ({ browser }) => {
  const admin = await newPage(browser);
  await signIn(admin, server.url, ADMIN.email, ADMIN.password);
  await admin.goto(`${server.url}/admin/settings/users`);
  await admin.getByRole("button", { name: `Disable: ${PEOPLE["nia.new"]!.name}` }).click();
  // Disabling asks first (issue 29 item 17).
  await admin.getByRole("button", { name: "Disable account" }).click();
  await expect(
    admin.getByText("The account was disabled and signed out everywhere."),
  ).toBeVisible();

  const page = await newPage(browser);
  await ssoSignIn(page, "nia.new");
  await expect(page).toHaveURL(/\/admin\/login\?error=/);
  await expect(
    page.getByText("This account has been disabled. Please contact an administrator."),
  ).toBeVisible();
});

test("only the configured provider's callback is open; better-auth's other endpoints stay closed", async ({
  request,
}) => {
  for (const path of ["/api/auth/sign-in/social", "/api/auth/two-factor/send-otp"]) {
    expect((await request.post(`${server.url}${path}`, { data: {} })).status()).toBe(404);
  }
  expect(
    (await request.get(`${server.url}/api/auth/callback/google?code=x&state=y`)).status(),
  ).toBe(404);
  const unknown = await request.get(`${server.url}/admin/login/sso/google`, { maxRedirects: 0 });
  expect(unknown.status()).toBe(302);
  expect(unknown.headers().location).toBe("/admin/login?error=sso_unavailable");
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
