import { axeOn } from "./helpers/axe";
import { expect, test, type Request } from "@playwright/test";
import { asNewVisitor, PHONE } from "./helpers/visitor";

// The contact page's map: a real OpenStreetMap map of the first office,
// loaded only when the visitor asks for it, and "Open in maps" links for
// both offices made from the addresses in Settings.

const OSM = "https://www.openstreetmap.org";
const MAP_TITLE =
  "Map of the Hamilton Office of Arcwell Technologies, 2 Quakerbridge Plaza, Suite 210, Hamilton, NJ 08619";

test.beforeEach(async ({ page }) => {
  await asNewVisitor(page);
  // No network here: OpenStreetMap answers with a stand-in page.
  await page.route(`${OSM}/**`, (route) =>
    route.fulfill({ contentType: "text/html", body: "<p>OpenStreetMap stand-in</p>" }),
  );
});

test("nothing comes from OpenStreetMap until Show map; then the office is on the map", async ({
  page,
}) => {
  const own = new URL(test.info().project.use.baseURL!).origin;
  const thirdParty: Request[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).origin !== own) thirdParty.push(request);
  });
  const response = await page.goto("/contact");
  const policy = response!.headers()["content-security-policy"]!;
  expect(policy).toContain("frame-src 'self'");
  expect(policy).not.toContain("openstreetmap");

  const card = page.locator("[data-office-map]");
  await card.scrollIntoViewIfNeeded();
  await expect(
    card.getByText("The map loads from OpenStreetMap only when you ask for it."),
  ).toBeVisible();
  await expect(page.locator("iframe")).toHaveCount(0);
  expect(thirdParty).toEqual([]);

  const box = (await card.boundingBox())!;
  await card.getByRole("button", { name: "Show map" }).click();
  const frame = page.frameLocator(`iframe[title="${MAP_TITLE}"]`);
  await expect(frame.locator(`iframe[title="${MAP_TITLE}"]`)).toHaveAttribute(
    "src",
    /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=.+&marker=40\.2583%2C-74\.6911$/,
  );
  await expect(frame.frameLocator("iframe").getByText("OpenStreetMap stand-in")).toBeVisible();
  await expect(page.getByTitle(MAP_TITLE)).toBeFocused();
  // The map takes the placeholder's place: the card keeps its size.
  const after = (await card.boundingBox())!;
  expect(Math.abs(after.height - box.height)).toBeLessThanOrEqual(1);
  expect(thirdParty.map((request) => new URL(request.url()).origin)).toContain(OSM);
  // The page with the map shown (the frame is named by its title); the map itself is OpenStreetMap's.
  const axe = await axeOn(page)
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .options({ iframes: false, resultTypes: ["violations"] })
    .analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);
});

test("the map page may frame OpenStreetMap and nothing else, and only inside this site", async ({
  request,
}) => {
  const response = await request.get("/maps/hamilton");
  expect(response.status()).toBe(200);
  const policy = response.headers()["content-security-policy"]!;
  expect(policy).toContain(`frame-src ${OSM}`);
  expect(policy).toContain("default-src 'none'");
  expect(policy).toContain("frame-ancestors 'self'");
  expect(response.headers()["x-frame-options"]).toBe("SAMEORIGIN");
  expect((await request.get("/maps/nowhere")).status()).toBe(404);
});

test("both offices link to their place on OpenStreetMap", async ({ page }) => {
  await page.goto("/contact");
  const details = page.getByRole("heading", { name: "Contact Information" }).locator("..");
  const links = details.getByRole("link", { name: /Open in maps/ });
  await expect(links).toHaveCount(2);
  await expect(links.first()).toHaveAttribute(
    "href",
    `${OSM}/?mlat=40.2583&mlon=-74.6911#map=17/40.2583/-74.6911`,
  );
  await expect(links.nth(1)).toHaveAccessibleName(/East Brunswick Office on OpenStreetMap/);
  await expect(links.nth(1)).toHaveAttribute("href", /mlat=40\.4305&mlon=-74\.4106/);
});

test.describe("without JavaScript, on a phone", () => {
  test.use({ viewport: PHONE, javaScriptEnabled: false });

  test("the card links to the map instead", async ({ page }) => {
    await page.goto("/contact");
    const card = page.locator("[data-office-map]");
    await expect(card.getByRole("button", { name: "Show map" })).toBeHidden();
    await expect(card.getByRole("link", { name: /Open in OpenStreetMap/ })).toHaveAttribute(
      "href",
      `${OSM}/?mlat=40.2583&mlon=-74.6911#map=17/40.2583/-74.6911`,
    );
    await expect(page.locator("iframe")).toHaveCount(0);
  });
});
