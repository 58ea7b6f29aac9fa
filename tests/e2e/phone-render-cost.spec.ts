import { expect, test, type Page } from "@playwright/test";
import { PHONE } from "./helpers/visitor";

// Issue 26: /careers on a phone spent most of its main-thread time styling
// and laying out its own page. Two mechanisms keep that down: public pages
// load a stylesheet without the staff area's classes, and the bands below the
// first screen are drawn only when they come near (content-visibility).

/** The stylesheet budget of a public page (uncompressed; it measured 92.5 KB with the staff area's classes). */
const PUBLIC_CSS_BYTES = 80 * 1024;

async function stylesheets(page: Page, path: string) {
  await page.goto(path);
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>("link[rel=stylesheet]")].map(
      (link) => link.href,
    ),
  );
}

test("public pages load one site stylesheet within budget; staff pages add theirs after it", async ({
  page,
  request,
}) => {
  const sheets = await stylesheets(page, "/careers");
  expect(sheets).toHaveLength(1);
  const site = sheets[0]!;
  const bytes = (await (await request.get(site)).body()).length;
  console.log(`site stylesheet: ${(bytes / 1024).toFixed(1)} KB`);
  expect(bytes).toBeLessThanOrEqual(PUBLIC_CSS_BYTES);
  // A class used only in the staff area is not in it.
  expect(await (await request.get(site)).text()).not.toContain(".min-h-dvh{");

  const staff = await stylesheets(page, "/admin/login");
  expect(staff[0]).toBe(site);
  expect(staff).toHaveLength(2);
  expect(await (await request.get(staff[1]!)).text()).toContain(".min-h-dvh{");
});

test.describe("on a phone", () => {
  test.use({ viewport: PHONE, reducedMotion: "reduce" });

  test("/careers draws the bands below the first screen only when they come near", async ({
    page,
  }) => {
    await page.goto("/careers");
    const skipped = await page.evaluate(() =>
      [...document.querySelectorAll("main > section, footer")].map((band) => ({
        id: band.getAttribute("aria-labelledby"),
        contentVisibility: getComputedStyle(band).contentVisibility,
      })),
    );
    expect(skipped.length).toBeGreaterThan(4);
    // The hero is drawn at once; the benefits, the list of positions, the process
    // and the FAQ wait until they are near. Dark bands are drawn at once (so
    // contrast checkers see their background).
    expect(skipped[0]?.contentVisibility).toBe("visible");
    for (const id of ["positions-heading", "process-heading", "careers-faq-heading"])
      expect(skipped.find((band) => band.id === id)?.contentVisibility).toBe("auto");
    for (const id of ["cta-heading", "footer-heading"])
      expect(skipped.find((band) => band.id === id)?.contentVisibility).toBe("visible");
  });
});
