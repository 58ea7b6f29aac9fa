import { axeOn } from "./helpers/axe";
import { expect, test, type Page } from "@playwright/test";

// Issue 29 item 6: a search says what it found ("Results for “…”" and a
// count), with a clear empty state, and the search field's placeholder shows
// whole on a phone. Checked at 1440 and 390 px, with JavaScript on (results
// update in place) and off (a plain GET).

const WIDTHS = [1440, 390] as const;

const searchBox = (page: Page) => page.getByRole("searchbox", { name: "Search articles" });
const listHeading = (page: Page) => page.locator("#articles-heading");
const count = (page: Page) => page.getByRole("main").getByRole("status");

async function expectNoAxeViolations(page: Page) {
  const results = await axeOn(page)
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(" | ")}`),
  ).toEqual([]);
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 }, reducedMotion: "reduce" });

    test("the search field's placeholder fits in the field, which keeps its label", async ({
      page,
    }) => {
      await page.goto("/blog");
      const box = searchBox(page);
      await expect(box).toHaveAttribute("placeholder", /\S/);
      const room = await box.evaluate((input: HTMLInputElement) => {
        const style = getComputedStyle(input);
        const context = document.createElement("canvas").getContext("2d")!;
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const text = context.measureText(input.placeholder).width;
        const inner =
          input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return { text, inner };
      });
      expect(room.text, `placeholder ${room.text}px in ${room.inner}px`).toBeLessThanOrEqual(
        room.inner,
      );
    });

    for (const javaScriptEnabled of [true, false]) {
      test.describe(`JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
        test.use({ javaScriptEnabled });

        test("a search is headed “Results for …” with the number of results", async ({ page }) => {
          await page.goto("/blog", { waitUntil: "networkidle" });
          await expect(listHeading(page)).toHaveText("Latest Articles");
          await searchBox(page).fill("kubernetes");
          await page.getByRole("button", { name: "Search", exact: true }).click();
          await expect(page).toHaveURL(/\/blog\?q=kubernetes$/);
          await expect(
            page.getByRole("heading", { level: 2, name: "Results for “kubernetes”" }),
          ).toBeVisible();
          const cards = page.getByRole("main").getByRole("article");
          await expect(cards.first()).toBeVisible();
          const found = await cards.count();
          await expect(count(page)).toContainText(
            found === 1 ? /^1 result\b/ : new RegExp(`^${found} results\\b`),
          );
          // axe runs in the page: only with JavaScript.
          if (javaScriptEnabled) await expectNoAxeViolations(page);
        });

        test("one result is “1 result”; none is a clear empty state", async ({ page }) => {
          await page.goto("/blog?q=mlops");
          await expect(page.getByRole("main").getByRole("article")).toHaveCount(1);
          await expect(count(page)).toContainText(/^1 result for/);
          await expect(listHeading(page)).toHaveText("Results for “mlops”");

          await page.goto("/blog?q=qwertyuiopzx&category=cloud");
          await expect(listHeading(page)).toHaveText(
            "Results for “qwertyuiopzx” in Cloud Computing",
          );
          await expect(count(page)).toContainText(/^0 results/);
          await expect(page.getByText("No articles found matching your criteria.")).toBeVisible();
          await expect(page.getByText(/Check the spelling, or try a broader word/)).toBeVisible();
          await expect(page.getByRole("link", { name: "Clear Filters" })).toBeVisible();
          // axe runs in the page: only with JavaScript.
          if (javaScriptEnabled) await expectNoAxeViolations(page);
        });
      });
    }
  });
}
