import fs from "node:fs";
import { base32 } from "@better-auth/utils/base32";
import { createOTP } from "@better-auth/utils/otp";
import { expect, type Page } from "@playwright/test";
import { simpleParser } from "mailparser";
import { outboxFiles } from "./outbox";

/** The administrator every e2e server starts with (created by `npm run admin:create`). */
export const ADMIN = {
  email: "admin@example.com",
  password: "e2e admin passphrase",
  name: "Avery Admin",
} as const;

/** Test-only; production refuses to start without a real AUTH_SECRET. */
export const E2E_AUTH_SECRET = "e2e-only-auth-secret-not-for-production-use";

export const STAFF_PASSWORD = "staff member passphrase";

export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** Fills in the sign-in form and waits for the server's answer (not for the next page). */
export async function signIn(page: Page, base: string, email: string, password: string) {
  await page.goto(`${base}/admin/login`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await Promise.all([
    page.waitForResponse(
      (response) =>
        response.request().method() === "POST" && response.url().includes("/admin/login"),
    ),
    page.getByRole("button", { name: "Sign In" }).click(),
  ]);
}

export async function signOut(page: Page) {
  await page.getByRole("button", { name: "Logout" }).first().click();
  await expect(page).toHaveURL(/\/admin\/login\?notice=signed-out$/);
}

export async function signUp(page: Page, base: string, name: string, email: string) {
  await page.goto(`${base}/admin/login`);
  await page.getByRole("link", { name: "Need an account? Sign up" }).click();
  await page.getByLabel("Full name").fill(name);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(STAFF_PASSWORD);
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(
    page.getByText("Sign up successful! Please check your email for verification."),
  ).toBeVisible();
}

/** The first link matching `pattern` in the newest email to `email` in DATA_DIR/outbox (waits for it). */
export async function outboxLink(dataDir: string, email: string, pattern: RegExp): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    for (const file of outboxFiles(dataDir).reverse()) {
      const mail = await simpleParser(fs.readFileSync(file));
      const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
      const link = pattern.exec(mail.text ?? "")?.[0];
      if (to?.text === email && link) return link;
    }
    if (Date.now() > deadline) throw new Error(`no email to ${email} with a link like ${pattern}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The verification link in the newest email to `email` in DATA_DIR/outbox (waits for it). */
export function verificationLink(dataDir: string, email: string): Promise<string> {
  return outboxLink(dataDir, email, /https?:\/\/\S+\/api\/auth\/verify-email\?\S+/);
}

/** Signs up and opens the emailed link: a verified account that waits for approval. */
export async function signUpVerified(page: Page, base: string, dataDir: string, name: string) {
  const email = uniqueEmail(name.split(" ")[0]!.toLowerCase());
  await signUp(page, base, name, email);
  await page.goto(await verificationLink(dataDir, email));
  await expect(page.getByText("Your email address is verified.")).toBeVisible();
  return email;
}

const ROLE_VALUES = { Administrator: "admin", Recruiter: "recruiter", Editor: "editor" } as const;

/** An admin approves the account in Settings › Users, with a role (by its label). */
export async function approve(
  adminPage: Page,
  base: string,
  email: string,
  role: keyof typeof ROLE_VALUES = "Administrator",
) {
  await adminPage.goto(`${base}/admin/settings/users`);
  const row = adminPage.getByRole("listitem").filter({ hasText: email });
  await expect(row.getByText("Awaiting approval")).toBeVisible();
  await row.getByLabel(/^Role for /).selectOption({ label: role });
  await row.getByRole("button", { name: /^Approve/ }).click();
  await expect(adminPage.getByText("The account was approved.")).toBeVisible();
  // Now approved, the row offers to change the role, showing the one given.
  await expect(
    adminPage
      .getByRole("listitem")
      .filter({ hasText: email })
      .getByLabel(/^Role for /),
  ).toHaveValue(ROLE_VALUES[role]);
}

/** What an authenticator app shows for this base32 secret right now. */
export function totpCode(secret: string): Promise<string> {
  return createOTP(base32.decode(secret.replace(/\s+/g, "")), { digits: 6 }).totp();
}

/** A 6-digit code that is valid in none of the windows the server accepts. */
export async function wrongTotpCode(secret: string): Promise<string> {
  const otp = createOTP(base32.decode(secret.replace(/\s+/g, "")), { digits: 6 });
  const step = Math.floor(Date.now() / 30_000);
  const valid = new Set(await Promise.all([-1, 0, 1].map((offset) => otp.hotp(step + offset))));
  let code = 123456;
  while (valid.has(String(code))) code += 1;
  return String(code);
}

type SetupStage = "setup" | "backup-codes";

/** Turns two-factor on from Settings; returns the secret and the backup codes shown once. */
export async function enableTwoFactor(
  page: Page,
  base: string,
  password: string,
  inspect: (stage: SetupStage) => Promise<void> = async () => {},
) {
  await page.goto(`${base}/admin/settings/two-factor`);
  const section = page.getByRole("main");
  await section.getByLabel("Current password").fill(password);
  await section.getByRole("button", { name: "Turn on two-factor authentication" }).click();
  await expect(section.getByRole("img", { name: /QR code/ })).toBeVisible();
  await expect(section.getByTestId("totp-uri")).toHaveText(/^otpauth:\/\/totp\//);
  const secret = (await section.getByTestId("totp-secret").textContent()) ?? "";
  await inspect("setup");
  await section.getByLabel("6-digit code").fill(await totpCode(secret));
  await section.getByRole("button", { name: "Turn on", exact: true }).click();
  await expect(section.getByText("Two-factor authentication is on.")).toBeVisible();
  const codes = await section
    .getByRole("list", { name: "Backup codes" })
    .getByRole("listitem")
    .allTextContents();
  expect(codes).toHaveLength(10);
  await inspect("backup-codes");
  return { secret: secret.replace(/\s+/g, ""), backupCodes: codes };
}
