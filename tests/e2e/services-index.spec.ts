import { axeOn } from "./helpers/axe";
import { expect, test, type Page } from "@playwright/test";

// Issue 29 item 10: the services page was ~13,000 px long on a phone. It
// has an index near the top whose links land on each service's section,
// and tighter phone spacing (nothing hidden: every capability and story is
// still there).

const WIDTHS = [1440, 390] as const;
/**
 * The page at 390 px (footer included) measured 13,243 px before, 9,912
 * after. The shared hero, closing call to action and footer are 2,550 px of it.
 */
const PHONE_HEIGHT_LIMIT = 10_000;

const SERVICES = [
  { id: "ai-ml", title: "AI/ML Solutions" },
  { id: "cloud", title: "Cloud Infrastructure" },
  { id: "data", title: "Data Engineering" },
  { id: "integration", title: "System Integration" },
  { id: "digital", title: "Digital Transformation" },
];

const index = (page: Page) => page.getByRole("navigation", { name: "On this page" });

/**
 * The document's height once every band has been drawn: bands far from the
 * viewport are laid out at a placeholder height until scrolled near
 * (content-visibility: auto), so scroll through the page as a reader would.
 */
async function drawnHeight(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await frame();
      await frame();
    }
    window.scrollTo(0, 0);
    await frame();
    return document.documentElement.scrollHeight;
  });
}

for (const width of WIDTHS) {
  for (const javaScriptEnabled of [true, false]) {
    test.describe(`at ${width} px, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
      test.use({ viewport: { width, height: 844 }, javaScriptEnabled, reducedMotion: "reduce" });

      test("an index near the top jumps to each service's section", async ({ page }) => {
        await page.goto("/services");
        const nav = index(page);
        await expect(nav).toBeVisible();
        // Near the top: right under the hero, within the first two screens.
        expect((await nav.boundingBox())!.y).toBeLessThan(2 * 844);
        await expect(nav.getByRole("link")).toHaveText(SERVICES.map((service) => service.title));

        for (const { id, title } of SERVICES) {
          await page.evaluate(() => window.scrollTo(0, 0));
          const link = nav.getByRole("link", { name: title });
          await expect(link).toHaveAttribute("href", `#${id}`);
          await link.click();
          await expect(page).toHaveURL(new RegExp(`/services#${id}$`));
          const heading = page.getByRole("heading", { level: 2, name: title });
          await expect(heading).toBeInViewport();
          const header = (await page.getByRole("banner").boundingBox())!;
          expect((await heading.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height);
        }
      });
    });
  }

  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 }, reducedMotion: "reduce" });

    test("every service keeps its four capabilities, and axe finds nothing", async ({ page }) => {
      await page.goto("/services");
      for (const { id } of SERVICES) {
        await expect(page.locator(`section#${id} li h3`)).toHaveCount(4);
      }
      await expect(page.getByText("300%")).toBeAttached();
      await drawnHeight(page);
      const results = await axeOn(page)
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
        .analyze();
      expect(
        results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(" | ")}`),
      ).toEqual([]);
    });
  });
}

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, reducedMotion: "reduce" });

  test(`the page is under ${PHONE_HEIGHT_LIMIT.toLocaleString("en-US")} px tall`, async ({
    page,
  }) => {
    await page.goto("/services", { waitUntil: "networkidle" });
    const height = await drawnHeight(page);
    console.log(`/services at 390 px: ${height} px`);
    expect(height).toBeLessThan(PHONE_HEIGHT_LIMIT);
  });
});
