import crypto from "node:crypto";
import { expect, test } from "./helpers/admin";
import { collectConsoleErrors } from "./helpers/visitor";

// The page cache in a real browser on the shared server; invalidation
// journeys (two instances on PostgreSQL) live in tests/cluster.

const sha256 = (text: string) =>
  `'sha256-${crypto.createHash("sha256").update(text, "utf8").digest("base64")}'`;

test("a cached page runs every inline script by its CSP hash, with no nonce and no CSP errors", async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  await page.request.get("/blog/introduction-to-generative-ai");
  const response = await page.goto("/blog/introduction-to-generative-ai");
  expect(response?.headers()["x-cache"]).toBe("hit");
  const policy = response!.headers()["content-security-policy"]!;
  expect(policy).not.toContain("nonce");
  const scriptSrc = policy.split(";").find((directive) => directive.startsWith("script-src"))!;
  const html = await response!.text();
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)].filter(
    ([, attributes]) => !attributes!.includes("application/ld+json"),
  );
  expect(inline.length).toBeGreaterThan(0);
  for (const [, , text] of inline) expect(scriptSrc).toContain(sha256(text!));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(errors).toEqual([]);
});

test("public pages answer with an ETag, 304 when unchanged, and a CDN-ready Cache-Control", async ({
  page,
}) => {
  const first = await page.request.get("/careers");
  const etag = first.headers().etag!;
  expect(first.headers()["cache-control"]).toMatch(
    /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/,
  );
  const again = await page.request.get("/careers", { headers: { "If-None-Match": etag } });
  expect(again.status()).toBe(304);
  const head = await page.request.head("/careers");
  expect(head.status()).toBe(200);
  expect(head.headers().etag).toBe(etag);
});

test("a signed-in staff member is never served or sent a cacheable page", async ({ adminPage }) => {
  for (const path of ["/", "/careers", "/admin", "/admin/jobs"]) {
    const response = await adminPage.request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()["cache-control"], path).toBe("private, no-store");
    expect(response.headers()["x-cache"], path).toBeUndefined();
  }
});

test("the form pages are cached like any page, and each page view gets its own form key in the browser", async ({
  page,
}) => {
  for (const path of ["/careers/apply/senior-software-engineer", "/contact"]) {
    const keys = new Set<string>();
    const caches: (string | undefined)[] = [];
    for (let i = 0; i < 2; i++) {
      const response = await page.goto(path);
      expect(response?.headers()["cache-control"] ?? "", path).not.toMatch(/no-store|private/);
      caches.push(response?.headers()["x-cache"]);
      const key = page.locator('input[name="idempotencyKey"]');
      await expect(key, path).toHaveValue(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-/);
      keys.add(await key.inputValue());
    }
    expect(caches[1], path).toBe("hit");
    expect(keys.size, path).toBe(2);
  }
});
