import { expect, test } from "@playwright/test";
import { collectConsoleErrors } from "./helpers/visitor";

const PAGES = [
  { path: "/", heading: "Technology Services", content: ["Why Choose Us", "Latest Insights"] },
  { path: "/services", heading: "AI/ML Solutions", content: ["40%", "25%", "300%", "99%"] },
  {
    path: "/staff-augmentation",
    heading: "Technology Roles We Fill",
    content: ["Mobile App Developers", "API Specialists", "Needs Assessment", "Ongoing Support"],
  },
  {
    path: "/contact",
    heading: "Send us a message",
    content: ["Get Started Now", "Frequently Asked Questions"],
  },
  { path: "/privacy", heading: "Privacy Policy", content: [] },
  { path: "/terms", heading: "Terms of Service", content: [] },
  { path: "/cookies", heading: "Cookie Policy", content: [] },
];

for (const { path, heading, content } of PAGES) {
  test(`${path} renders its content with no console or CSP errors`, async ({ page }) => {
    const errors = collectConsoleErrors(page);
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { name: heading, exact: true }).first()).toBeVisible();
    for (const text of content)
      await expect(page.getByText(text, { exact: false }).first()).toBeAttached();
    await expect(page.getByRole("contentinfo")).toContainText(/© \d{4} Arcwell Technologies/);
    await page.waitForLoadState("networkidle");
    expect(errors).toEqual([]);
  });
}

// Public pages are cached and carry script hashes instead (page-cache.spec.ts).
test("every inline script of a staff page carries the response's CSP nonce", async ({ page }) => {
  const response = await page.goto("/admin/login");
  const csp = response?.headers()["content-security-policy"] ?? "";
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  expect(nonce).toBeTruthy();
  const html = await response!.text();
  const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)];
  expect(inlineScripts.length).toBeGreaterThan(0);
  for (const [, attributes] of inlineScripts) expect(attributes).toContain(`nonce="${nonce}"`);
});

test("a footer service link lands on its section of the services page", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Data Engineering" }).click();
  await expect(page).toHaveURL(/\/services#data$/);
  await expect(page.locator("section#data")).toBeInViewport();
});

test("a new page starts at the top", async ({ page }) => {
  await page.goto("/services");
  await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await page.getByRole("contentinfo").getByRole("link", { name: "Contact", exact: true }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("unknown paths get the branded 404 page with status 404", async ({ page }) => {
  const response = await page.goto("/no-such-page/anywhere");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
});

test("health, readiness and long-lived caching of hashed assets", async ({ page, request }) => {
  expect((await request.get("/healthz")).status()).toBe(200);
  expect((await request.get("/readyz")).status()).toBe(200);
  const assets: string[] = [];
  page.on("response", (response) => {
    if (response.url().includes("/assets/") && response.url().endsWith(".js"))
      assets.push(response.url());
  });
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  expect(assets.length).toBeGreaterThan(0);
  const asset = await request.get(assets[0]!);
  expect(asset.headers()["cache-control"]).toContain("immutable");
  expect(asset.headers()["cache-control"]).toContain("max-age=31536000");
});

test("/favicon.ico is an icon, for the tools that ask for it whatever the page links", async ({
  request,
}) => {
  const icon = await request.get("/favicon.ico");
  expect(icon.status()).toBe(200);
  expect(icon.headers()["content-type"]).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
  const bytes = await icon.body();
  // ICO header: reserved 0, type 1 (icon), then the image count.
  expect([...bytes.subarray(0, 4)]).toEqual([0, 0, 1, 0]);
  expect(bytes.readUInt16LE(4)).toBeGreaterThan(0);
});

test("security headers are set on every page", async ({ request }) => {
  const headers = (await request.get("/services")).headers();
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"]).toContain("camera=()");
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  // The same rule for browsers without CSP.
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["content-security-policy"]).toContain("object-src 'none'");
  expect(headers["x-request-id"]).toBeTruthy();
});

test.describe("bodies the contact form cannot read are refused with a 4xx, never a 5xx", () => {
  test("JSON instead of a form", async ({ request, baseURL }) => {
    const response = await request.post("/contact", {
      headers: { Origin: baseURL!, "X-Forwarded-For": "10.201.0.1" },
      data: { name: "Json Sender" },
    });
    expect(response.status()).toBe(400);
    // The page's text, as HTML escapes it (the page carries no serialized data).
    expect(await response.text()).toContain("We couldn&#x27;t read that submission.");
  });

  test("an oversized form", async ({ request, baseURL }) => {
    const response = await request.post("/contact", {
      headers: { Origin: baseURL!, "X-Forwarded-For": "10.201.0.2" },
      form: { name: "Big", message: "x".repeat(200 * 1024) },
    });
    // Not a bare 413 page: the form again, with the field's message and what was typed.
    expect(response.status()).toBe(400);
    const html = await response.text();
    expect(html).toContain("Message must be at most 5000 characters");
    expect(html).toContain('value="Big"');
  });

  test("a body of unknown length", async ({ baseURL }) => {
    const { request: httpRequest } = await import("node:http");
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(
        `${baseURL}/contact`,
        {
          method: "POST",
          headers: {
            "Content-Type": "application/x-www-form-urlencoded",
            "Transfer-Encoding": "chunked",
            Origin: baseURL!,
          },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on("error", reject);
      req.write("name=Chunked");
      req.end();
    });
    expect(status).toBe(411);
  });
});

test("Latest Insights shows the three newest posts, whatever their category, and every link resolves", async ({
  page,
  request,
}) => {
  await page.goto("/");
  const section = page.locator("section[aria-labelledby=insights-heading]");
  const links = section.getByRole("article").getByRole("link");
  await expect(links).toHaveCount(3);
  const hrefs = await Promise.all((await links.all()).map((link) => link.getAttribute("href")));
  // The blog's first page lists the same posts first (newest first).
  await page.goto("/blog");
  const newest = page.getByRole("main").getByRole("article").getByRole("link");
  const blogHrefs = await Promise.all(
    (await newest.all()).slice(0, 3).map((link) => link.getAttribute("href")),
  );
  expect(hrefs).toEqual(blogHrefs);
  for (const href of hrefs) expect((await request.get(href!)).status()).toBe(200);
});
