import { axeOn } from "./helpers/axe";
import { expect, test, type Page } from "@playwright/test";
import {
  ADMIN,
  approve,
  enableTwoFactor,
  signIn,
  signOut,
  signUpVerified,
  STAFF_PASSWORD,
} from "./helpers/accounts";
import { test as adminTest } from "./helpers/admin";
import { asNewVisitor } from "./helpers/visitor";

// Reduced motion so no block is mid-fade while axe measures contrast.
test.use({ reducedMotion: "reduce" });

const PATHS = [
  "/",
  "/services",
  "/staff-augmentation",
  "/contact",
  "/careers",
  "/careers?q=nothing-matches-this",
  "/careers/job/senior-software-engineer",
  "/careers/apply/senior-software-engineer",
  "/careers/apply/senior-software-engineer?submitted=1",
  "/careers/apply",
  "/careers/apply?submitted=1",
  "/careers/job/no-such-job",
  "/privacy",
  "/terms",
  "/cookies",
  "/missing-page",
  "/blog",
  "/blog?q=nothing-matches-this",
  "/blog/introduction-to-generative-ai",
  "/blog/no-such-post",
  "/blog/category/ai",
  "/featured-blogs",
  "/admin/login",
  "/admin/login?mode=sign-up",
  "/admin/forgot-password",
  "/admin/forgot-password?sent=1",
  "/admin/reset-password?token=example",
  "/admin/reset-password",
];

/** Admin pages (and the staff-only blog diagnostics), checked signed in as an administrator. */
const ADMIN_PATHS = [
  "/admin",
  "/test-blogs",
  "/admin/settings/profile",
  "/admin/settings/users",
  "/admin/not-a-page",
];

const VIEWPORTS = [
  ["desktop", { width: 1440, height: 900 }],
  ["phone", { width: 390, height: 844 }],
] as const;

async function expectNoViolations(page: Page) {
  const results = await axeOn(page)
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(" | ")}`),
  ).toEqual([]);
}

for (const path of PATHS) {
  for (const [label, viewport] of [
    ["desktop", { width: 1440, height: 900 }],
    ["phone", { width: 390, height: 844 }],
  ] as const) {
    test(`${path} has no axe violations (${label})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      const results = await axeOn(page)
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
        .analyze();
      expect(
        results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(" | ")}`),
      ).toEqual([]);
    });
  }
}

// Signed in once per worker (helpers/admin.ts): the sign-in form has its own checks above and below.
for (const path of ADMIN_PATHS) {
  for (const [label, viewport] of VIEWPORTS) {
    adminTest(
      `${path} (signed in) has no axe violations (${label})`,
      async ({ adminPage: page }) => {
        await page.setViewportSize(viewport);
        await page.goto(path);
        // Still signed in: the page itself, not the sign-in form it would redirect to.
        await expect(page).toHaveURL((url) => url.pathname === path);
        await page.waitForLoadState("networkidle");
        await expectNoViolations(page);
      },
    );
  }
}

test("the sign-in error state has no axe violations", async ({ page }) => {
  await asNewVisitor(page);
  await signIn(page, "", ADMIN.email, "wrong password");
  await expect(page.getByRole("alert")).toHaveText("Invalid email or password");
  await expectNoViolations(page);
});

adminTest(
  "awaiting approval, two-factor setup, backup codes and the code prompts have no axe violations",
  async ({ page, adminPage: admin }) => {
    test.setTimeout(180_000); // a whole account journey
    const dataDir = process.env.E2E_DATA_DIR!;
    await asNewVisitor(page);
    const email = await signUpVerified(page, "", dataDir, "Alex Accessible");
    await expectNoViolations(page); // the "email verified" notice
    await signIn(page, "", email, STAFF_PASSWORD);
    await expect(page).toHaveURL(/\/admin\/awaiting-approval$/);
    await expectNoViolations(page);

    // The administrator's stored session (helpers/admin.ts): their sign-in is not what is checked.
    await approve(admin, "", email);
    await expectNoViolations(admin); // the Users list with a notice

    await page.reload();
    await enableTwoFactor(page, "", STAFF_PASSWORD, () => expectNoViolations(page));
    await page.goto("/admin/settings/two-factor");
    await expectNoViolations(page); // two-factor on
    await signOut(page);
    await signIn(page, "", email, STAFF_PASSWORD);
    await expect(page).toHaveURL(/\/admin\/login\/two-factor$/);
    await expectNoViolations(page);
    await page.getByRole("link", { name: "Use a backup code instead" }).click();
    await expect(page.getByLabel("Backup code")).toBeVisible();
    await expectNoViolations(page);
  },
);

test("the contact form's error state has no axe violations", async ({ page }) => {
  await page.goto("/contact");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Full name is required")).toBeVisible();
  const results = await axeOn(page).withTags(["wcag2a", "wcag2aa", "wcag21aa"]).analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
});
