import { axeOn } from "./helpers/axe";
import { expect, test, type Page } from "@playwright/test";
import { asNewVisitor, PHONE } from "./helpers/visitor";

// Issue 29, items 2–5, as a visitor sees them at 1440 and 390 px, with
// JavaScript on and off: place and work arrangement filtered apart, a closed
// job's page, the home page's latest posts, and calls to action that lead
// somewhere (the blog's feeds, the contact form).

const SHOTS = process.env.PUB1_SHOTS; // a folder for screenshots to look at, when set

async function expectNoAxeViolations(page: Page) {
  const results = await axeOn(page)
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(" | ")}`),
  ).toEqual([]);
}

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

const EAST_BRUNSWICK = ["Product Manager", "Full Stack Developer", "Product Designer"];
const HYBRID_THERE = "Machine Learning Engineer"; // "Hybrid — East Brunswick, NJ"

async function listedTitles(page: Page): Promise<string[]> {
  const positions = page.locator("#positions [data-live-region=jobs]");
  return positions.getByRole("heading", { level: 3 }).allTextContents();
}

for (const viewport of [{ width: 1440, height: 900 }, PHONE]) {
  for (const javaScriptEnabled of [true, false]) {
    const mode = `${viewport.width} px, JavaScript ${javaScriptEnabled ? "on" : "off"}`;
    test.describe(mode, () => {
      test.use({ viewport, javaScriptEnabled, reducedMotion: "reduce" });
      // axe reads whole pages: slow on a loaded 2-core machine.
      test.slow(javaScriptEnabled, "axe checks the whole page");
      test.beforeEach(async ({ page }) => {
        await asNewVisitor(page);
      });
      const tag = `${viewport.width}-js-${javaScriptEnabled ? "on" : "off"}`;

      test("choosing a city lists its hybrid jobs; the work arrangement narrows it", async ({
        page,
      }) => {
        await page.goto("/careers#positions");
        const search = page.getByRole("search", { name: "Open positions" });
        const location = search.getByLabel("Location");
        // Places only: the arrangement is not part of a place.
        await expect(location.locator("option")).not.toContainText(["Hybrid — East Brunswick, NJ"]);
        await location.selectOption("East Brunswick, NJ");
        if (!javaScriptEnabled) await search.getByRole("button", { name: "Search" }).click();
        await expect(page).toHaveURL(/location=East\+Brunswick/);
        await expect
          .poll(() => listedTitles(page))
          .toEqual(expect.arrayContaining([...EAST_BRUNSWICK, HYBRID_THERE]));
        expect(await listedTitles(page)).toHaveLength(4);

        await search.getByLabel("Work arrangement").selectOption("hybrid");
        if (!javaScriptEnabled) await search.getByRole("button", { name: "Search" }).click();
        await expect(page).toHaveURL(/arrangement=hybrid/);
        await expect.poll(() => listedTitles(page)).toEqual([HYBRID_THERE]);
        await expect(page.getByRole("status")).toContainText("Showing 1 of");
        await page.locator("#positions").scrollIntoViewIfNeeded();
        await shot(page, `careers-filter-${tag}`);
        if (javaScriptEnabled) await expectNoAxeViolations(page);
      });

      test("a closed job says so under its title, with similar open positions and the talent pool", async ({
        page,
      }) => {
        const response = await page.goto("/careers/job/business-development-manager");
        expect(response?.status()).toBe(410);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText("This position is closed");
        await expect(
          page.getByText("Business Development Manager no longer accepts"),
        ).toBeVisible();
        await expect(page.getByRole("link", { name: "Send us your CV" })).toHaveAttribute(
          "href",
          "/careers/apply",
        );
        const similar = page.getByRole("region", { name: "Similar open positions" });
        await similar.scrollIntoViewIfNeeded();
        expect(await similar.getByRole("article").count()).toBeGreaterThan(0);
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
        await shot(page, `job-closed-${tag}`);
        if (javaScriptEnabled) await expectNoAxeViolations(page);
      });

      test("Latest Insights shows the newest posts with their covers", async ({ page }) => {
        await page.goto("/");
        const section = page.getByRole("region", { name: "Latest Insights" });
        await section.scrollIntoViewIfNeeded();
        const cards = section.getByRole("article");
        await expect(cards).toHaveCount(3);
        for (const card of await cards.all()) {
          await card.scrollIntoViewIfNeeded();
          const cover = card.locator("img").first();
          await expect(cover).toBeVisible();
          expect(await cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(
            0,
          );
        }
        await expect(section.getByText("AI", { exact: true })).toHaveCount(0);
        await shot(page, `home-${tag}`);
        if (javaScriptEnabled) await expectNoAxeViolations(page);
      });

      test("the blog's subscribe call to action offers its feeds", async ({ page, request }) => {
        await page.goto("/blog");
        const cta = page.getByRole("region", { name: "Get Our Insights as They Publish" });
        await cta.scrollIntoViewIfNeeded();
        await expect(cta.getByText("feed reader")).toBeVisible();
        const rss = cta.getByRole("link", { name: "Subscribe via RSS" });
        const atom = cta.getByRole("link", { name: "Atom feed" });
        await expect(rss).toBeVisible();
        await expect(atom).toBeVisible();
        for (const link of [rss, atom]) {
          const href = await link.getAttribute("href");
          expect(href).toMatch(/^\/blog\/(rss|atom)\.xml$/);
          expect((await request.get(href!)).status()).toBe(200);
        }
        await expect(cta.getByRole("link", { name: /Subscribe to Updates/ })).toHaveCount(0);
        await shot(page, `blog-${tag}`);
        if (javaScriptEnabled) await expectNoAxeViolations(page);
      });

      test("Get Started Now on /contact goes to the form", async ({ page }) => {
        await page.goto("/contact");
        await page.getByRole("link", { name: "Get Started Now" }).click();
        await expect(page).toHaveURL(/#message-form-heading$/);
        const heading = page.getByRole("heading", { name: "Send us a message" });
        await expect(heading).toBeInViewport();
        await expect(heading).toBeFocused();
        // The sticky header does not cover it.
        const box = await heading.boundingBox();
        const header = await page.getByRole("banner").boundingBox();
        expect(box!.y).toBeGreaterThanOrEqual(header!.y + header!.height - 1);
        await expect(page.getByLabel(/Full name|Name/).first()).toBeInViewport();
        await shot(page, `contact-${tag}`);
        if (javaScriptEnabled) await expectNoAxeViolations(page);
      });
    });
  }
}
