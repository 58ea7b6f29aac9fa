import zlib from "node:zlib";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";

/**
 * The JavaScript and HTML budgets (docs/architecture.md; figures in
 * docs/performance.md). Public pages are server-rendered and not hydrated
 * (docs/decisions/008): read-only pages load only the small plain script of
 * app/browser/, pages with forms add the validation bundle.
 */
const READ_ONLY_JS_GZIP_BYTES = 30 * 1024;
const FORM_JS_GZIP_BYTES = 120 * 1024;
const HTML_BYTES = 60 * 1024;

const JOB = "senior-software-engineer";
const ARTICLE = "introduction-to-generative-ai";

const READ_ONLY_PAGES = [
  "/",
  "/services",
  "/staff-augmentation",
  "/blog",
  `/blog/${ARTICLE}`,
  "/blog/category/ai",
  "/featured-blogs",
  "/privacy",
  "/terms",
  "/cookies",
  "/no-such-page",
  `/careers/job/${JOB}`,
];
const FORM_PAGES = ["/contact", "/careers", `/careers/apply/${JOB}`];

/** Every script the page loads until the network is idle, gzipped (level 9) and summed. */
async function gzippedJavaScript(page: Page, request: APIRequestContext, path: string) {
  const scripts = new Set<string>();
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") scripts.add(response.url());
  });
  await page.goto(path, { waitUntil: "networkidle" });
  let total = 0;
  for (const url of scripts) {
    total += zlib.gzipSync(await (await request.get(url)).body(), { level: 9 }).length;
  }
  console.log(`${path}: ${scripts.size} scripts, ${(total / 1024).toFixed(1)} KB gzip`);
  // The site header's script is on every page: a count of 0 means the measure broke.
  expect(scripts.size).toBeGreaterThan(0);
  return total;
}

for (const path of READ_ONLY_PAGES) {
  test(`${path} ships at most 30 KB gzip of JavaScript`, async ({ page, request }) => {
    expect(await gzippedJavaScript(page, request, path)).toBeLessThanOrEqual(
      READ_ONLY_JS_GZIP_BYTES,
    );
  });
}

for (const path of FORM_PAGES) {
  test(`${path} (a form) ships at most 120 KB gzip of JavaScript`, async ({ page, request }) => {
    expect(await gzippedJavaScript(page, request, path)).toBeLessThanOrEqual(FORM_JS_GZIP_BYTES);
  });
}

test("no public page is over 60 KB of HTML with the demo content", async ({ request }) => {
  const sizes: Record<string, number> = {};
  for (const path of [
    ...READ_ONLY_PAGES,
    ...FORM_PAGES,
    "/blog?q=data",
    "/blog?category=cloud",
    "/careers?department=Engineering",
    "/contact?sent=1",
    `/careers/apply/${JOB}?submitted=1`,
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBeLessThan(path === "/no-such-page" ? 500 : 400);
    sizes[path] = (await response.body()).length;
  }
  console.log(
    Object.entries(sizes).map(([path, bytes]) => `${path} ${(bytes / 1024).toFixed(1)} KB`),
  );
  for (const [path, bytes] of Object.entries(sizes)) {
    expect(bytes, `${path} is ${bytes} bytes`).toBeLessThanOrEqual(HTML_BYTES);
  }
});

test("/ shifts no layout while it loads and reveals", async ({ page }) => {
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  const shift = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<
            PerformanceEntry & { value: number; hadRecentInput: boolean }
          >) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve(total), 1500);
      }),
  );
  expect(shift).toBeLessThan(0.01);
});
