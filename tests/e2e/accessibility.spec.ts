import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";

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
  "/test-blogs",
];

for (const path of PATHS) {
  for (const [label, viewport] of [
    ["desktop", { width: 1440, height: 900 }],
    ["phone", { width: 390, height: 844 }],
  ] as const) {
    test(`${path} has no axe violations (${label})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      const results = await new AxeBuilder({ page })
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
        .analyze();
      expect(
        results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(" | ")}`),
      ).toEqual([]);
    });
  }
}

test("the contact form's error state has no axe violations", async ({ page }) => {
  await page.goto("/contact");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Full name is required")).toBeVisible();
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21aa"])
    .analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
});
