import { expect, test, type Page } from "@playwright/test";

const mobileMenu = (page: Page) => page.getByRole("navigation", { name: "Mobile" });

test("the header links to the six sections and marks the current one", async ({ page }) => {
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main" });
  const labels = ["Home", "Services", "Staff Augmentation", "Blog", "Careers", "Contact"];
  await expect(nav.getByRole("link")).toHaveText(labels);
  await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");

  await nav.getByRole("link", { name: "Services" }).click();
  await expect(page).toHaveURL(/\/services$/);
  await expect(nav.getByRole("link", { name: "Services" })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current", "page");
});

test("the header turns compact and solid once the page scrolls past 10 px", async ({ page }) => {
  await page.goto("/services", { waitUntil: "networkidle" });
  const header = page.getByRole("banner");
  await expect(header).toHaveCSS("backdrop-filter", "none");
  const tall = (await header.boundingBox())!.height;
  await page.mouse.wheel(0, 400);
  await expect(header).toHaveCSS("backdrop-filter", /blur/);
  await expect.poll(async () => (await header.boundingBox())!.height).toBeLessThan(tall);
  // The company name turns dark on the light header.
  await expect(header.getByText("Arcwell Technologies")).toHaveCSS("color", "rgb(17, 27, 53)");

  await page.mouse.wheel(0, -400);
  await expect(header).toHaveCSS("backdrop-filter", "none");
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the menu is closed, opens from its button and closes on navigation", async ({ page }) => {
    await page.goto("/", { waitUntil: "networkidle" });
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await expect(mobileMenu(page)).toBeHidden();
    const toggle = page.getByRole("button", { name: "Open menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    await expect(mobileMenu(page)).toBeVisible();
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );

    await mobileMenu(page).getByRole("link", { name: "Staff Augmentation" }).click();
    await expect(page).toHaveURL(/\/staff-augmentation$/);
    await expect(mobileMenu(page)).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
  });

  test("Escape closes the menu and returns focus to its button", async ({ page }) => {
    await page.goto("/contact", { waitUntil: "networkidle" });
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(mobileMenu(page)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(mobileMenu(page)).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
  });

  test("the menu works from the keyboard and closes on a click outside it", async ({ page }) => {
    await page.goto("/blog", { waitUntil: "networkidle" });
    await page.getByRole("button", { name: "Open menu" }).focus();
    await page.keyboard.press("Enter");
    await expect(mobileMenu(page)).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(mobileMenu(page).getByRole("link", { name: "Home" })).toBeFocused();

    await page.mouse.click(200, 700);
    await expect(mobileMenu(page)).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
  });

  test("coming back to a page shows its menu closed", async ({ page }) => {
    await page.goto("/", { waitUntil: "networkidle" });
    await page.getByRole("button", { name: "Open menu" }).click();
    await mobileMenu(page).getByRole("link", { name: "Careers" }).click();
    await expect(page).toHaveURL(/\/careers$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(mobileMenu(page)).toBeHidden();
  });
});

test.describe("on a phone without JavaScript", () => {
  test.use({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });

  test("the menu starts closed, opens from its toggle and the logo stays readable", async ({
    page,
  }) => {
    await page.goto("/");
    const header = page.getByRole("banner");
    await expect(mobileMenu(page)).toBeHidden();
    // Closed, the header is one bar over the dark hero, not a panel over the headline.
    expect((await header.boundingBox())!.height).toBeLessThan(100);
    await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
    await expect(header.getByText("Arcwell Technologies")).toHaveCSS("color", "rgb(255, 255, 255)");

    await header.locator("summary", { hasText: "Menu" }).click();
    await expect(mobileMenu(page).getByRole("link", { name: "Blog" })).toBeVisible();
    await mobileMenu(page).getByRole("link", { name: "Blog" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(mobileMenu(page)).toBeHidden();
  });

  test("the header scrolls away with the hero instead of covering the content", async ({
    page,
  }) => {
    await page.goto("/services");
    const header = page.getByRole("banner");
    await page.mouse.wheel(0, 1200);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await expect(header).not.toBeInViewport();
  });
});
