import crypto from "node:crypto";
import zlib from "node:zlib";
import type { Page, Request } from "@playwright/test";
import { expect, expectNoAxeViolations, test, VIEWPORTS } from "./helpers/admin";
import { letTimePass, sharedDataDir } from "./helpers/test-controls";
import { asNewVisitor } from "./helpers/visitor";

// Cookie-free page analytics (issue 31 items 1, 2 and 6; decision 045): the
// public pages' beacon, the visit in Admin › Analytics once the rollup task
// has run (through the test controls, no waiting), a Do Not Track visitor
// not counted, and the page at 1440 and 390 px, with and without JavaScript.

const BEACON_GZIP_BYTES = 1024;
const BEACON_SRC = /<script type="module" src="(\/assets\/beacon-[^"]+\.js)"/;

const isBeacon = (request: Request) =>
  request.method() === "POST" && new URL(request.url()).pathname === "/api/event";

/** Runs the rollup until the Analytics page shows `expected` (the batch is written within a second). */
async function analyticsShows(admin: Page, expected: () => Promise<void>) {
  await expect(async () => {
    await letTimePass(sharedDataDir(), new Date(), ["analytics-rollup"]);
    await admin.goto("/admin/analytics?range=7d");
    await expected();
  }).toPass({ timeout: 30_000, intervals: [1_000, 2_000] });
}

test("the beacon is at most 1 KB gzip, on public pages only, in the same HTML for every visitor", async ({
  request,
  adminPage,
}) => {
  const html = await (await request.get("/careers")).text();
  const src = BEACON_SRC.exec(html)?.[1];
  expect(src, "the beacon's script tag").toBeTruthy();
  const gzip = zlib.gzipSync(await (await request.get(src!)).body(), { level: 9 }).length;
  console.log(`beacon: ${gzip} bytes gzip`);
  expect(gzip).toBeLessThanOrEqual(BEACON_GZIP_BYTES);
  // Another visitor gets the same tag (the page cache keeps one copy).
  const again = await (
    await request.get("/careers", { headers: { "X-Forwarded-For": "10.9.8.7" } })
  ).text();
  expect(BEACON_SRC.exec(again)?.[1]).toBe(src);
  // Staff pages load none.
  await adminPage.goto("/admin");
  expect(await adminPage.content()).not.toContain("/assets/beacon-");
});

test("a visit from a UTM-tagged link shows in Analytics; a Do Not Track visitor is not counted", async ({
  browser,
  adminPage,
}) => {
  const campaign = `fall-${crypto.randomBytes(3).toString("hex")}`;
  const phone = { width: 390, height: 844 };
  const context = await browser.newContext({ viewport: phone, screen: phone });
  const visitor = await context.newPage();
  await asNewVisitor(visitor);
  const sent = visitor.waitForRequest(isBeacon);
  await visitor.goto(`/?utm_source=linkedin&utm_campaign=${campaign}`);
  expect(JSON.parse((await sent).postData() ?? "")).toEqual({
    path: "/",
    referrer: "",
    source: "linkedin",
    medium: "",
    campaign,
    device: "phone",
  });

  const dntContext = await browser.newContext();
  const dnt = await dntContext.newPage();
  await asNewVisitor(dnt);
  await dnt.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, "doNotTrack", { get: () => "1" }),
  );
  const dntBeacons: Request[] = [];
  dnt.on("request", (request) => {
    if (isBeacon(request)) dntBeacons.push(request);
  });
  await dnt.goto(`/?utm_source=dnt-visitor&utm_campaign=${campaign}`);
  await dnt.waitForLoadState("networkidle");
  await dnt.goto("/careers");
  await dnt.waitForLoadState("networkidle");
  expect(dntBeacons).toEqual([]);

  const campaigns = adminPage.getByRole("table", { name: /^Campaigns/ });
  await analyticsShows(adminPage, async () => {
    await expect(
      campaigns.getByRole("row", { name: new RegExp(`linkedin / — / ${campaign}`) }),
    ).toBeVisible({ timeout: 1_000 });
  });
  await expect(adminPage.getByText("dnt-visitor")).toHaveCount(0);
  const devices = adminPage.getByRole("table", { name: /^Devices/ });
  await expect(devices.getByRole("rowheader", { name: "Phone" })).toBeVisible();
  await context.close();
  await dntContext.close();
});

for (const [name, viewport] of VIEWPORTS) {
  test(`the Analytics page at ${viewport.width} px: chart, tables, no sideways scroll, axe 0`, async ({
    adminPage,
  }) => {
    await adminPage.setViewportSize(viewport);
    await adminPage.goto("/admin/analytics");
    await expect(adminPage.getByRole("heading", { level: 1, name: "Analytics" })).toBeVisible();
    await expect(
      adminPage.getByRole("img", { name: /^Visitors and page views per day/ }),
    ).toBeVisible();
    for (const table of ["Top pages", "Referrers", "Campaigns", "Devices"]) {
      await expect(adminPage.getByRole("heading", { level: 2, name: table })).toBeVisible();
    }
    await expect(adminPage.getByLabel("Period", { exact: true })).toHaveValue("30d");
    const overflow = await adminPage.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    // The chart's numbers as a table, for everyone.
    await adminPage.getByText("Show data").click();
    await expect(
      adminPage.getByRole("table", { name: "Visitors and page views per day" }).getByRole("row"),
    ).toHaveCount(31);
    await expectNoAxeViolations(adminPage);
    if (process.env.SCREENSHOT_DIR) {
      await adminPage.screenshot({
        path: `${process.env.SCREENSHOT_DIR}/analytics-${name}.png`,
        fullPage: true,
      });
    }
  });
}

test("without JavaScript: custom dates by the GET form, a wrong range explained, the CSV of the range", async ({
  browser,
  adminState,
}) => {
  const context = await browser.newContext({ storageState: adminState, javaScriptEnabled: false });
  const page = await context.newPage();
  await asNewVisitor(page);
  await page.goto("/admin/analytics");
  await page.getByLabel("Period", { exact: true }).selectOption("custom");
  await page.getByLabel("From (custom)").fill("2026-11-01");
  await page.getByLabel("To (custom)").fill("2026-11-10");
  await page.getByRole("button", { name: "Show", exact: true }).click();
  await expect(page).toHaveURL(/range=custom&from=2026-11-01&to=2026-11-10/);
  await expect(page.getByText(/from Nov 1, 2026 to Nov 10, 2026/)).toBeVisible();
  // Compared with the 10 days before.
  await expect(page.getByText(/in the previous 10 days/).first()).toBeVisible();
  if (process.env.SCREENSHOT_DIR) {
    await page.screenshot({
      path: `${process.env.SCREENSHOT_DIR}/analytics-no-js.png`,
      fullPage: true,
    });
  }

  await page.goto("/admin/analytics?range=custom&from=2026-11-10&to=2026-11-01");
  await expect(page.getByRole("alert")).toHaveText(
    "The start date must be on or before the end date. Showing the last 30 days instead.",
  );
  // (axe needs JavaScript: the page is checked in the tests above.)

  const csv = await page.request.get(
    "/admin/analytics/export.csv?range=custom&from=2026-11-01&to=2026-11-10",
  );
  expect(csv.status()).toBe(200);
  expect(csv.headers()["content-type"]).toContain("text/csv");
  expect(await csv.text()).toContain("Date (UTC),Counted by,Page,Referrer");
  await context.close();
});
