import { expect, test, type Locator } from "@playwright/test";
import { asNewVisitor } from "./helpers/visitor";

// Card grids and the contact form, measured as a visitor sees them at 1440
// and 390 px: clamped summaries show no extra line, cards in a row line up,
// "Remote" is said once, the select matches the text fields, and the
// thank-you view is not an empty card.

const WIDTHS = [1440, 390] as const;

/** Rendered height in lines of a text element. */
async function lines(element: Locator): Promise<number> {
  return element.evaluate((node) => {
    const lineHeight = parseFloat(getComputedStyle(node).lineHeight);
    return node.getBoundingClientRect().height / lineHeight;
  });
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 }, reducedMotion: "reduce" });
    test.beforeEach(async ({ page }) => {
      await asNewVisitor(page);
    });

    test("every footer link is at least 24 px tall (WCAG 2.2 target size)", async ({ page }) => {
      await page.goto("/");
      const links = page.getByRole("contentinfo").getByRole("link");
      expect(await links.count()).toBeGreaterThan(10);
      for (const link of await links.all()) {
        const box = await link.boundingBox();
        expect(box?.height, `${await link.textContent()}`).toBeGreaterThanOrEqual(24);
      }
    });

    test("blog cards show at most three lines of summary, nothing below the ellipsis", async ({
      page,
    }) => {
      await page.goto("/blog");
      const cards = page.getByRole("main").getByRole("article");
      expect(await cards.count()).toBeGreaterThan(3);
      for (const card of await cards.all()) {
        const summary = card.locator("p.line-clamp-3");
        expect(await lines(summary)).toBeLessThanOrEqual(3.05);
      }
    });

    test("job cards: every field on one line, descriptions start level, 'Remote' said once", async ({
      page,
    }) => {
      await page.goto("/careers");
      const all = await page
        .getByRole("main")
        .getByRole("article")
        .filter({ has: page.getByRole("heading", { level: 3 }) })
        .filter({ hasText: "View Details" })
        .all();
      expect(all.length).toBeGreaterThan(3);
      // Cards whose tops are level (one row) start their descriptions level too.
      const rows = new Map<number, number[]>();
      for (const card of all) {
        const top = Math.round((await card.boundingBox())!.y);
        const description = card.locator("p.job-card-text");
        const descriptionTop = Math.round((await description.boundingBox())!.y);
        const highlights = await card.locator("ul").nth(1).count();
        if (highlights === 0) continue; // a card without pills starts its text higher, by design
        rows.set(top, [...(rows.get(top) ?? []), descriptionTop]);
        for (const item of await card.locator("ul").first().getByRole("listitem").all()) {
          expect(await lines(item)).toBeLessThanOrEqual(1.05);
        }
      }
      for (const tops of rows.values()) expect(new Set(tops).size).toBe(1);

      const remote = page
        .getByRole("main")
        .getByRole("article")
        .filter({ has: page.getByRole("link", { name: "Cloud Solutions Architect" }) });
      await expect(remote).toContainText("Remote (US)");
      // As a visitor reads it: bands below the first screen are drawn when near (content-visibility).
      await remote.scrollIntoViewIfNeeded();
      await expect.poll(async () => (await remote.innerText()).match(/Remote/g)?.length).toBe(1);
    });

    test("contact: the service select is as tall as the text fields", async ({ page }) => {
      await page.goto("/contact");
      const select = (await page.getByLabel("Service of Interest").boundingBox())!;
      const input = (await page.getByLabel("Company/Organization").boundingBox())!;
      expect(Math.abs(select.height - input.height)).toBeLessThanOrEqual(1);
    });
  });
}

for (const javaScriptEnabled of [true, false]) {
  test(`the thank-you view fills its card with what happens next (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async ({
    browser,
  }) => {
    const context = await browser.newContext({
      baseURL: test.info().project.use.baseURL,
      viewport: { width: 1440, height: 900 },
      javaScriptEnabled,
      reducedMotion: "reduce",
    });
    const page = await context.newPage();
    await asNewVisitor(page);
    await page.goto("/contact");
    await page.getByLabel("Full Name").fill("Casey Layout");
    await page.getByLabel("Email").fill("casey.layout@example.org");
    await page.getByLabel("Company/Organization").fill("Layout Inc");
    await page.getByLabel("Service of Interest").selectOption({ index: 1 });
    await page
      .getByRole("textbox", { name: "Message" })
      .fill("We would like to talk about a project.");
    await page.getByLabel(/I agree to the privacy policy/).check();
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "What happens next" })).toBeVisible();
    // No tall empty area: the card's content reaches within 150 px of its bottom (the old
    // view left about 400 px empty). Measured with the page's own fonts in place.
    await page.evaluate(() => document.fonts.ready);
    const card = page.locator("#message-form");
    const cardBox = (await card.boundingBox())!;
    const last = (await card.getByText(/Meanwhile, see how we work/).boundingBox())!;
    expect(cardBox.y + cardBox.height - (last.y + last.height)).toBeLessThan(150);
    await context.close();
  });
}
