import { expect, test } from "@playwright/test";
import { expectFetchable, meta, parseXml } from "./helpers/seo";

/** Search and social visibility: meta tags on every public page, noindex, robots.txt, the sitemap and the feeds. */

// What crawlers see: the server's HTML, no JavaScript (and no hydration to wait for).
test.use({ javaScriptEnabled: false });

const PUBLIC_PAGES = [
  "/",
  "/services",
  "/staff-augmentation",
  "/contact",
  "/careers",
  "/careers/job/senior-software-engineer",
  "/careers/apply/senior-software-engineer",
  "/blog",
  "/blog/data-science-for-business-intelligence",
  "/blog/category/data-engineering",
  "/featured-blogs",
  "/privacy",
  "/terms",
  "/cookies",
];

test("every public page has a title, description, canonical URL, OpenGraph and Twitter tags", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  for (const path of PUBLIC_PAGES) {
    await page.goto(path, { waitUntil: "domcontentloaded" });
    const url = page.url();
    await expect(page, path).toHaveTitle(/\S · Arcwell Technologies$|^Arcwell Technologies · \S/);
    expect((await meta(page, "description"))?.length, path).toBeGreaterThan(20);
    expect(await page.locator('link[rel="canonical"]').getAttribute("href"), path).toBe(url);
    expect(await meta(page, "og:url"), path).toBe(url);
    for (const key of ["og:title", "og:description", "og:image", "og:site_name", "twitter:card"]) {
      expect(await meta(page, key), `${path} ${key}`).toBeTruthy();
    }
    expect(await page.locator('meta[name="robots"]').count(), path).toBe(0);
    // The blog's feed everywhere; /careers adds its own.
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveCount(
      path === "/careers" ? 2 : 1,
    );
  }
  await expectFetchable(request, (await meta(page, "og:image"))!, /^image\/png/);
});

test("search results, error and debug pages are noindex; 404s keep their status", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  for (const [path, status] of [
    ["/careers?q=cloud", 200],
    ["/blog?q=data", 200],
    // Staff only: anyone else gets the missing page.
    ["/test-blogs", 404],
    ["/no-such-page", 404],
    ["/careers/job/no-such-job", 404],
    ["/blog/no-such-post", 404],
    ["/blog/category/no-such-category", 404],
    ["/admin/login", 200],
  ] as const) {
    const response = await page.goto(path, { waitUntil: "domcontentloaded" });
    expect(response?.status(), path).toBe(status);
    await expect(page.locator('meta[name="robots"]'), path).toHaveAttribute("content", /^noindex/);
    await expect(page.locator('link[rel="canonical"]'), path).toHaveCount(0);
  }
  // The staff area and the API say so in a header too, even on redirects and JSON.
  for (const path of ["/admin", "/admin/login", "/api/auth/get-session"]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.headers()["x-robots-tag"], path).toBe("noindex, nofollow");
  }
});

test("robots.txt keeps crawlers out of private areas and names the sitemap", async ({
  request,
  baseURL,
}) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^text\/plain/);
  expect(response.headers()["cache-control"]).toMatch(/public, max-age=\d+/);
  const lines = (await response.text()).split("\n");
  for (const path of ["/admin", "/api"]) expect(lines).toContain(`Disallow: ${path}`);
  // The staff-only debug page is not advertised.
  expect(lines.join("\n")).not.toContain("test-blogs");
  expect(lines).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test("the sitemap parses, lists jobs and posts, and every URL in it answers 200", async ({
  page,
  request,
  baseURL,
}) => {
  const response = await request.get("/sitemap.xml");
  expect(response.headers()["content-type"]).toMatch(/^application\/xml/);
  expect(response.headers()["cache-control"]).toMatch(/public, max-age=\d+/);
  const xml = await response.text();
  const { error, root, values: locations } = await parseXml(page, xml, "url > loc");
  expect(error).toBeNull();
  expect(root).toBe("urlset");
  const lastmods = (await parseXml(page, xml, "url > lastmod")).values;
  expect(lastmods).toHaveLength(locations.length);
  for (const lastmod of lastmods) expect(Number.isNaN(Date.parse(lastmod))).toBe(false);

  expect(locations).toEqual(
    expect.arrayContaining([
      `${baseURL}/`,
      `${baseURL}/careers/job/senior-software-engineer`,
      `${baseURL}/blog/introduction-to-generative-ai`,
      `${baseURL}/blog/category/ai`,
    ]),
  );
  for (const hidden of ["/careers/job/business-development-manager", "/test-blogs", "/admin"]) {
    expect(locations).not.toContain(`${baseURL}${hidden}`);
  }
  for (const location of locations) {
    expect(new URL(location).origin).toBe(baseURL);
    const answer = await request.get(location, { maxRedirects: 0 });
    expect(answer.status(), location).toBe(200);
  }
});

for (const { path, type, root, items, links } of [
  {
    path: "/blog/rss.xml",
    type: /^application\/rss\+xml/,
    root: "rss",
    items: "channel > item",
    links: "channel > item > link",
  },
  {
    path: "/blog/atom.xml",
    type: /^application\/atom\+xml/,
    root: "feed",
    items: "feed > entry",
    links: "feed > entry > id",
  },
]) {
  test(`${path} parses, carries full posts and every link resolves`, async ({
    page,
    request,
    baseURL,
  }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(type);
    expect(response.headers()["cache-control"]).toMatch(/public, max-age=\d+/);
    expect(response.headers()["last-modified"]).toBeTruthy();
    const xml = await response.text();
    const parsed = await parseXml(page, xml, items);
    expect(parsed.error).toBeNull();
    expect(parsed.root).toBe(root);
    expect(parsed.values.length).toBeGreaterThanOrEqual(5);
    // Full content, with absolute URLs only.
    expect(xml).toContain("<h2>");
    expect(xml).not.toMatch(/(?:src|href)=(?:"|&quot;)\//);
    for (const link of (await parseXml(page, xml, links)).values) {
      expect(link.startsWith(`${baseURL}/blog/`), link).toBe(true);
      expect((await request.get(link, { maxRedirects: 0 })).status(), link).toBe(200);
    }

    // Unchanged since the reader's copy: 304 without a body.
    const again = await request.get(path, {
      headers: { "If-Modified-Since": response.headers()["last-modified"]! },
    });
    expect(again.status()).toBe(304);
  });
}

test("the blog links both feeds with absolute URLs", async ({ page, baseURL }) => {
  await page.goto("/blog");
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
    "href",
    `${baseURL}/blog/rss.xml`,
  );
  await expect(page.locator('link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute(
    "href",
    `${baseURL}/blog/atom.xml`,
  );
});

test("the job feeds list exactly the open jobs, parse, and every link resolves", async ({
  page,
  request,
  baseURL,
}) => {
  await page.goto("/careers");
  await expect(
    page.locator('link[rel="alternate"][type="application/rss+xml"][title$="Careers (RSS)"]'),
  ).toHaveAttribute("href", `${baseURL}/careers/rss.xml`);
  await expect(page.getByRole("link", { name: "jobs RSS feed" })).toHaveAttribute(
    "href",
    "/careers/rss.xml",
  );
  const listed = await page.locator("#positions article h3").count();

  const rss = await request.get("/careers/rss.xml");
  expect(rss.status()).toBe(200);
  expect(rss.headers()["content-type"]).toMatch(/^application\/rss\+xml/);
  const rssText = await rss.text();
  const rssLinks = await parseXml(page, rssText, "channel > item > link");
  expect(rssLinks.error).toBeNull();

  const xml = await request.get("/careers/jobs.xml");
  expect(xml.status()).toBe(200);
  expect(xml.headers()["content-type"]).toMatch(/^application\/xml/);
  const xmlText = await xml.text();
  const xmlLinks = await parseXml(page, xmlText, "source > job > url");
  expect(xmlLinks.error).toBeNull();

  // Other journeys add and remove jobs meanwhile: the demo's open jobs are the fixed point.
  expect(rssLinks.values.length).toBeGreaterThanOrEqual(listed);
  const open = `${baseURL}/careers/job/senior-software-engineer`;
  expect(rssLinks.values).toContain(open);
  expect(xmlLinks.values).toContain(open);
  // An inactive demo job is in neither.
  for (const text of [rssText, xmlText]) {
    expect(text).not.toContain("/careers/job/business-development-manager");
  }
  for (const link of [...rssLinks.values, ...xmlLinks.values]) {
    expect(link.startsWith(`${baseURL}/careers/job/`), link).toBe(true);
  }
  expect((await request.get(open, { maxRedirects: 0 })).status()).toBe(200);
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain(`Sitemap: ${baseURL}/careers/rss.xml`);
});
