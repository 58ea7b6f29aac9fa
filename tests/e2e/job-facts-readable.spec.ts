import { expect, test, type Locator } from "@playwright/test";
import { asNewVisitor, PHONE } from "./helpers/visitor";

// Issue 29: job cards on phones cut off the facts a candidate needs
// ("Hybrid — Hamil…", "November 23, 2…"). Department, location, type and
// posted date are shown whole on every card, in the careers list and in a
// job page's Similar Positions, at 390 px and at 1440 px.

const LONG_LOCATION = "Hybrid — Hamilton, NJ";
const FULL_DATE = /^[A-Z][a-z]+ \d{1,2}, \d{4}$/;

type Fact = { text: string; clipped: boolean; outsideCard: boolean };

/** Each fact's visible value on each card, with whether any of it is cut off. */
async function factsOf(cards: Locator): Promise<Fact[]> {
  const facts: Fact[] = [];
  for (const card of await cards.all()) {
    await card.scrollIntoViewIfNeeded();
    facts.push(
      ...(await card.evaluate((article) => {
        const box = article.getBoundingClientRect();
        const row = article.querySelector("ul")!;
        return [...row.querySelectorAll(":scope > li > :last-child")].map((value) => {
          const own = value.getBoundingClientRect();
          return {
            text: value.textContent ?? "",
            // An ellipsis or a hidden overflow leaves text wider than the box that shows it.
            clipped: value.scrollWidth > value.clientWidth + 1,
            outsideCard: own.left < box.left || own.right > box.right + 0.5,
          };
        });
      })),
    );
  }
  return facts;
}

function expectReadable(facts: Fact[]) {
  expect(facts.length).toBeGreaterThan(0);
  expect(facts.filter((fact) => fact.clipped || fact.outsideCard)).toEqual([]);
  const texts = facts.map((fact) => fact.text);
  expect(texts).toContain(LONG_LOCATION);
  expect(texts.some((text) => FULL_DATE.test(text))).toBe(true);
}

for (const viewport of [PHONE, { width: 1440, height: 900 }]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport, reducedMotion: "reduce" });
    test.beforeEach(async ({ page }) => {
      await asNewVisitor(page);
    });

    test("careers cards show department, location, type and date whole", async ({ page }) => {
      await page.goto("/careers");
      const cards = page.locator("#positions article");
      expect(await cards.count()).toBeGreaterThan(3);
      expectReadable(await factsOf(cards));
    });

    test("Similar Positions show department, location, type and date whole", async ({ page }) => {
      await page.goto("/careers/job/senior-software-engineer");
      const cards = page.locator("section[aria-labelledby=similar-heading] article");
      await expect(cards).toHaveCount(3);
      expectReadable(await factsOf(cards));
    });
  });
}
