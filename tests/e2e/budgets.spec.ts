import zlib from "node:zlib";
import { expect, test } from "@playwright/test";

/** DESIGN.md budget: the JavaScript a public page loads stays within 120 KB gzip. */
const JS_BUDGET_GZIP_BYTES = 120 * 1024;

for (const path of ["/", "/contact"]) {
  test(`${path} loads at most 120 KB of gzipped JavaScript`, async ({ page, request }) => {
    const scripts = new Set<string>();
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") scripts.add(response.url());
    });
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    let total = 0;
    for (const url of scripts) {
      const body = await (await request.get(url)).body();
      total += zlib.gzipSync(body, { level: 9 }).length;
    }
    test.info().annotations.push({ type: "js-gzip-bytes", description: String(total) });
    console.log(`${path}: ${scripts.size} scripts, ${(total / 1024).toFixed(1)} KB gzip`);
    expect(scripts.size).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(JS_BUDGET_GZIP_BYTES);
  });
}

test("/ shifts no layout while it loads and reveals", async ({ page }) => {
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  const shift = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve(total), 1500);
      }),
  );
  expect(shift).toBeLessThan(0.01);
});
