import { expect, test } from "@playwright/test";

// Spec section 9: blocks fade and rise in once, 10 % visible, staggered 0.1–0.6 s.

test("content below the fold reveals as it scrolls into view", async ({ page }) => {
  await page.goto("/staff-augmentation");
  const heading = page.getByRole("heading", { name: "Technology Roles We Fill" });
  const block = page.locator("[data-reveal]", { has: heading }).first();
  await expect(block).toHaveCSS("opacity", "0");
  await heading.scrollIntoViewIfNeeded();
  await expect(block).toHaveCSS("opacity", "1");
});

test("blocks in a row reveal one after another (0.1 s steps)", async ({ page }) => {
  await page.goto("/");
  const cards = page.locator("section[aria-labelledby=services-heading] li[data-reveal]");
  expect(await cards.count()).toBeGreaterThanOrEqual(4);
  const delays = await cards.evaluateAll((elements) =>
    elements.map((element) => getComputedStyle(element).transitionDelay),
  );
  expect(delays.slice(0, 4)).toEqual(["0.1s", "0.2s", "0.3s", "0.4s"]);
  await expect(cards.first()).toHaveCSS("transition-duration", "0.6s");
});

test("a revealed block stays revealed", async ({ page }) => {
  await page.goto("/staff-augmentation");
  const heading = page.getByRole("heading", { name: "Technology Roles We Fill" });
  const block = page.locator("[data-reveal]", { has: heading }).first();
  await heading.scrollIntoViewIfNeeded();
  await expect(block).toHaveCSS("opacity", "1");
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(block).toHaveAttribute("data-revealed", "");
  await expect(block).toHaveCSS("opacity", "1");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("revealed content is fully visible", async ({ page }) => {
    await page.goto("/staff-augmentation");
    const revealed = page.locator("[data-reveal]");
    expect(await revealed.count()).toBeGreaterThan(5);
    const opacities = await revealed.evaluateAll((elements) =>
      elements.map((element) => getComputedStyle(element).opacity),
    );
    expect(new Set(opacities)).toEqual(new Set(["1"]));
  });
});

test.describe("with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("nothing is hidden waiting for an animation", async ({ page }) => {
    await page.goto("/staff-augmentation");
    const heading = page.getByRole("heading", { name: "Technology Roles We Fill" });
    await expect(page.locator("[data-reveal]", { has: heading }).first()).toHaveCSS("opacity", "1");
  });
});
