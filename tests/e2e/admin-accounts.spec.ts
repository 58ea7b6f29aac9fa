import path from "node:path";
import { axeOn } from "./helpers/axe";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { openPglite } from "../../app/db/client.server";
import { auditLog } from "../../app/db/schema";
import {
  ADMIN,
  approve,
  enableTwoFactor,
  outboxLink,
  signIn,
  signOut,
  signUpVerified,
  STAFF_PASSWORD,
  totpCode,
  wrongTotpCode,
} from "./helpers/accounts";
import {
  ownServerPort,
  SERVER_START_TIMEOUT_MS,
  startServer,
  type RunningServer,
} from "./helpers/server";
import { asNewVisitor } from "./helpers/visitor";

// One account's life, step by step, on a server of its own whose database is
// inspected at the end.
// Each step signs in (scrypt) and waits on PGlite; give slow machines room.
test.describe.configure({ mode: "serial", timeout: 90_000 });

let server: RunningServer;
let staffEmail = "";
let secret = "";
let backupCodes: string[] = [];

test.beforeAll(async () => {
  test.setTimeout(SERVER_START_TIMEOUT_MS);
  server = await startServer(ownServerPort(4), {}, { withAdmin: true });
});

test.afterAll(async () => {
  if (server) await server.stop();
});

async function newPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await asNewVisitor(page);
  return page;
}

test("sign-up → verification link → waiting for approval → approved by an admin → admin", async ({
  browser,
}) => {
  const staff = await newPage(browser);
  staffEmail = await signUpVerified(staff, server.url, server.dataDir, "Sam Staff");

  await signIn(staff, server.url, staffEmail, STAFF_PASSWORD);
  await expect(staff).toHaveURL(/\/admin\/awaiting-approval$/);
  await expect(
    staff.getByRole("heading", { name: "Your account is awaiting approval" }),
  ).toBeVisible();
  await expect(staff.getByRole("navigation", { name: "Admin" })).toHaveCount(0);
  await staff.goto(`${server.url}/admin/settings`);
  await expect(staff).toHaveURL(/\/admin\/awaiting-approval$/);
  await expect(staff.getByText(ADMIN.email)).toHaveCount(0);

  const admin = await newPage(browser);
  await signIn(admin, server.url, ADMIN.email, ADMIN.password);
  await approve(admin, server.url, staffEmail);

  await staff.reload();
  await expect(staff.getByRole("heading", { name: "Welcome back, Sam Staff" })).toBeVisible();
});

test("two-factor: enabled with a code from the shown secret, then required at sign-in", async ({
  browser,
}) => {
  const page = await newPage(browser);
  await signIn(page, server.url, staffEmail, STAFF_PASSWORD);
  await expect(page).toHaveURL(/\/admin$/);
  ({ secret, backupCodes } = await enableTwoFactor(page, server.url, STAFF_PASSWORD));
  await signOut(page);

  await signIn(page, server.url, staffEmail, STAFF_PASSWORD);
  await expect(page).toHaveURL(/\/admin\/login\/two-factor$/);
  await expect(page.getByRole("heading", { name: "Two-factor authentication" })).toBeVisible();
  const axe = await axeOn(page).withTags(["wcag2a", "wcag2aa", "wcag21aa"]).analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);

  await page.getByLabel("Authentication code").fill(await wrongTotpCode(secret));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("alert")).toContainText("That code is not valid");
  await page.getByLabel("Authentication code").fill(await totpCode(secret));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("heading", { name: "Welcome back, Sam Staff" })).toBeVisible();
});

test("a backup code signs in once, and only once", async ({ browser }) => {
  const page = await newPage(browser);
  const useBackupCode = async () => {
    await signIn(page, server.url, staffEmail, STAFF_PASSWORD);
    await page.getByRole("link", { name: "Use a backup code instead" }).click();
    await page.getByLabel("Backup code").fill(backupCodes[0]!);
    await page.getByRole("button", { name: "Verify" }).click();
  };
  await useBackupCode();
  await expect(page.getByRole("heading", { name: "Welcome back, Sam Staff" })).toBeVisible();
  await signOut(page);
  await useBackupCode();
  await expect(page.getByRole("alert")).toHaveText(
    "That backup code is not valid or has already been used.",
  );
});

test("five wrong passwords lock that address out, with a clear message, even for the right one", async ({
  browser,
}) => {
  const page = await newPage(browser);
  for (let attempt = 1; attempt <= 4; attempt++) {
    await signIn(page, server.url, staffEmail, `wrong guess ${attempt}`);
    await expect(page.getByRole("alert")).toHaveText("Invalid email or password");
  }
  await signIn(page, server.url, staffEmail, "wrong guess 5");
  await expect(page.getByRole("alert")).toContainText(
    "Too many failed sign-in attempts. This account is locked for security — please try again in 15 minutes.",
  );
  // The right password from this address is refused too…
  await signIn(page, server.url, staffEmail, STAFF_PASSWORD);
  await expect(page.getByRole("alert")).toContainText("Too many failed sign-in attempts");
  await expect(page).toHaveURL(/\/admin\/login$/);
  // …but a stranger's guesses cannot lock the owner out: from another network
  // (an address that did not fail) the right password is accepted, on to the
  // second factor (two-factor is on for this account by now).
  const elsewhere = await newPage(browser);
  await signIn(elsewhere, server.url, staffEmail, STAFF_PASSWORD);
  await expect(elsewhere).toHaveURL(/\/admin\/login\/two-factor/);
  await expect(elsewhere.getByLabel("Authentication code")).toBeVisible();
});

test("password reset: approved by e-mail, 'Forgot your password?', the link sets a new one and ends the old sessions", async ({
  browser,
}) => {
  const staff = await newPage(browser);
  const email = await signUpVerified(staff, server.url, server.dataDir, "Robin Reset");
  const admin = await newPage(browser);
  await signIn(admin, server.url, ADMIN.email, ADMIN.password);
  await approve(admin, server.url, email);
  // The approval reaches the new staff member by e-mail.
  expect(await outboxLink(server.dataDir, email, /https?:\/\/\S+\/admin\/login\b/)).toBe(
    `${server.url}/admin/login`,
  );
  await signIn(staff, server.url, email, STAFF_PASSWORD);
  await expect(staff.getByRole("heading", { name: "Welcome back, Robin Reset" })).toBeVisible();

  const visitor = await newPage(browser);
  await visitor.goto(`${server.url}/admin/login`);
  await visitor.getByRole("link", { name: "Forgot your password?" }).click();
  await expect(visitor.getByRole("heading", { name: "Reset your password" })).toBeVisible();
  // The same answer for an address without an account…
  await visitor.getByLabel("Email").fill("no-account-here@example.com");
  await visitor.getByRole("button", { name: "Send reset link" }).click();
  const sent = visitor.getByText("If an account exists for that address, we have sent it a link");
  await expect(sent).toBeVisible();
  // …and for the real one.
  await visitor.getByLabel("Email").fill(email);
  await visitor.getByRole("button", { name: "Send reset link" }).click();
  await expect(sent).toBeVisible();

  const link = await outboxLink(
    server.dataDir,
    email,
    /https?:\/\/\S+\/admin\/reset-password\?token=\S+/,
  );
  await visitor.goto(link);
  // The form of a live link (the page with a dead one is in accessibility.spec.ts).
  const axe = await axeOn(visitor)
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);
  await visitor.getByLabel(/^New password/).fill("short");
  await visitor.getByLabel("Repeat new password").fill("short");
  await visitor.getByRole("button", { name: "Set new password" }).click();
  await expect(visitor.getByText("New password must be at least 12 characters")).toBeVisible();
  // Long enough, but among the most common passwords.
  await visitor.getByLabel(/^New password/).fill("Password1234");
  await visitor.getByLabel("Repeat new password").fill("Password1234");
  await visitor.getByRole("button", { name: "Set new password" }).click();
  await expect(visitor.getByText("This password is one of the most common ones")).toBeVisible();
  await visitor.getByLabel(/^New password/).fill("a freshly reset passphrase");
  await visitor.getByLabel("Repeat new password").fill("a freshly reset passphrase");
  await visitor.getByRole("button", { name: "Set new password" }).click();
  await expect(visitor).toHaveURL(/\/admin\/login\?notice=password-reset$/);
  await expect(visitor.getByText("Your password has been changed")).toBeVisible();

  // The session signed in before the reset has ended.
  await staff.reload();
  await expect(staff).toHaveURL(/\/admin\/login/);
  // The old password no longer works; the new one does.
  await signIn(visitor, server.url, email, STAFF_PASSWORD);
  await expect(visitor.getByRole("alert")).toHaveText("Invalid email or password");
  await signIn(visitor, server.url, email, "a freshly reset passphrase");
  await expect(visitor.getByRole("heading", { name: "Welcome back, Robin Reset" })).toBeVisible();
  // The link worked once, and says so as soon as it is opened again — not
  // after a new password was typed twice.
  const again = await newPage(browser);
  await again.goto(link);
  await expect(
    again.getByText("This reset link is invalid, has expired or has already been used."),
  ).toBeVisible();
  await expect(again.getByLabel(/^New password/)).toHaveCount(0);
  await expect(again.getByRole("link", { name: "Send a new reset link" })).toBeVisible();
});

test("roles: an Editor sees only the blog, a Recruiter only hiring; other pages answer 403", async ({
  browser,
}) => {
  const admin = await newPage(browser);
  await signIn(admin, server.url, ADMIN.email, ADMIN.password);
  const editor = await newPage(browser);
  const editorEmail = await signUpVerified(editor, server.url, server.dataDir, "Eddie Editor");
  await approve(admin, server.url, editorEmail, "Editor");
  const recruiter = await newPage(browser);
  const recruiterEmail = await signUpVerified(
    recruiter,
    server.url,
    server.dataDir,
    "Rita Recruiter",
  );
  await approve(admin, server.url, recruiterEmail, "Recruiter");

  await signIn(editor, server.url, editorEmail, STAFF_PASSWORD);
  await expect(editor.getByRole("heading", { name: "Welcome back, Eddie Editor" })).toBeVisible();
  const editorNav = editor.getByRole("navigation", { name: "Admin" }).first();
  await expect(editorNav.getByRole("link")).toHaveText([
    "Dashboard",
    "Blog posts",
    "Pages",
    "Media",
    "Redirects",
    "Analytics",
    "Settings",
  ]);
  for (const path of [
    "/admin/applications",
    "/admin/inquiries",
    "/admin/jobs",
    "/admin/settings/users",
  ]) {
    const response = await editor.goto(`${server.url}${path}`);
    expect([path, response?.status()]).toEqual([path, 403]);
    await expect(
      editor.getByRole("heading", { name: "You don't have access to this page" }),
    ).toBeVisible();
  }
  await editor.goto(`${server.url}/admin/blogs`);
  await expect(editor.getByRole("heading", { name: "Blog posts" })).toBeVisible();

  await signIn(recruiter, server.url, recruiterEmail, STAFF_PASSWORD);
  const recruiterNav = recruiter.getByRole("navigation", { name: "Admin" }).first();
  await expect(recruiterNav.getByRole("link")).toHaveText([
    "Dashboard",
    "Jobs",
    "Applications",
    "Inquiries",
    "Settings",
  ]);
  for (const path of [
    "/admin/blogs",
    "/admin/blogs/new",
    "/admin/media",
    "/admin/pages",
    "/admin/analytics",
    "/admin/settings/users",
    "/admin/settings/audit-log",
  ]) {
    const response = await recruiter.goto(`${server.url}${path}`);
    expect([path, response?.status()]).toEqual([path, 403]);
  }
  await recruiter.goto(`${server.url}/admin/settings/profile`);
  await expect(
    recruiter.getByRole("navigation", { name: "Settings" }).getByRole("link"),
  ).toHaveText(["Profile", "Password", "Two-factor", "Text message", "Candidate emails", "Hiring"]);
  await recruiter.goto(`${server.url}/admin/applications`);
  await expect(recruiter.getByRole("heading", { level: 1, name: "Applications" })).toBeVisible();

  // An administrator changes the recruiter into an editor: the next request follows.
  await admin.goto(`${server.url}/admin/settings/users`);
  const row = admin.getByRole("listitem").filter({ hasText: recruiterEmail });
  await row.getByLabel(/^Role for /).selectOption({ label: "Editor" });
  await row.getByRole("button", { name: /^Change role/ }).click();
  await expect(admin.getByText("The role was changed.")).toBeVisible();
  const response = await recruiter.goto(`${server.url}/admin/applications`);
  expect(response?.status()).toBe(403);
});

test("the audit log recorded who did what, from where, without secrets", async () => {
  expect(await server.stop()).toBe(0);
  const handle = await openPglite({ dataDir: path.join(server.dataDir, "db") });
  const entries = await handle.db.select().from(auditLog);
  await handle.close();

  const actions = entries.map(
    (entry) => `${entry.action}:${entry.details?.reason ?? entry.details?.method ?? ""}`,
  );
  expect(actions).toEqual(
    expect.arrayContaining([
      "admin.create:",
      "sign_up:",
      "email.verified:",
      "user.approve:",
      "user.role:",
      "two_factor.enable:",
      "sign_in.success:password",
      "sign_in.success:totp",
      "sign_in.success:backup_code",
      "sign_in.failure:invalid_code",
      "sign_in.failure:invalid_password",
      "sign_in.failure:invalid_password_locked",
      "sign_in.failure:locked",
      "sign_out:",
      "password.reset_request:",
      "password.reset:",
    ]),
  );
  const approval = entries.find((entry) => entry.action === "user.approve");
  expect(approval).toMatchObject({ actorEmail: ADMIN.email, targetEmail: staffEmail });
  expect(approval?.ip).toMatch(/^10\./);
  const everything = JSON.stringify(entries);
  for (const secretValue of [STAFF_PASSWORD, ADMIN.password, secret, ...backupCodes]) {
    expect(everything).not.toContain(secretValue);
  }
});
