import { expect, test, type APIRequestContext, type Page } from "@playwright/test";

/** Search and social visibility: meta tags, JSON-LD, sitemap, robots.txt, feeds, noindex. */

// What crawlers see: the server's HTML, no JavaScript (and no hydration to wait for).
test.use({ javaScriptEnabled: false });

type JsonLd = Record<string, unknown> & { "@type": string };

async function jsonLd(page: Page): Promise<JsonLd[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as JsonLd);
}

function ofType(documents: JsonLd[], type: string): JsonLd {
  const found = documents.filter((document) => document["@type"] === type);
  expect(found, `one ${type}`).toHaveLength(1);
  return found[0]!;
}

const meta = (page: Page, key: string) =>
  page.locator(`meta[name="${key}"], meta[property="${key}"]`).getAttribute("content");

/** Parses XML in the browser; returns the document's root name and the text of every `selector` match. */
async function parseXml(page: Page, xml: string, selector: string) {
  return page.evaluate(
    ({ xml, selector }) => {
      const document = new DOMParser().parseFromString(xml, "application/xml");
      const error = document.querySelector("parsererror")?.textContent ?? null;
      return {
        error,
        root: document.documentElement.nodeName,
        values: [...document.querySelectorAll(selector)].map(
          (node) => node.textContent?.trim() ?? "",
        ),
      };
    },
    { xml, selector },
  );
}

async function expectFetchable(request: APIRequestContext, url: string, type: RegExp) {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  expect(response.headers()["content-type"], url).toMatch(type);
}

const EMPLOYMENT: Record<string, string> = { "Full-time": "FULL_TIME", "Part-time": "PART_TIME" };

test("a job page's JobPosting has Google's required properties and matches the page", async ({
  page,
  request,
}) => {
  await page.goto("/careers/job/machine-learning-engineer");
  const url = page.url();
  const documents = await jsonLd(page);
  const posting = ofType(documents, "JobPosting");
  const summary = page.getByRole("complementary", { name: "Job Summary" });
  const fact = (label: string) => summary.locator("dt", { hasText: label }).locator("+ dd");

  await expect(page.getByRole("heading", { level: 1 })).toHaveText(posting.title as string);
  expect(posting.url).toBe(url);
  expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(url);
  expect(posting.employmentType).toBe(EMPLOYMENT[(await fact("Job type").textContent())!]);
  expect(posting.datePosted).toBe(await fact("Posted").locator("time").getAttribute("datetime"));
  expect(posting.directApply).toBe(true);

  // The description is HTML carrying the lists shown on the page.
  expect(posting.description).toMatch(/^<p>.+<\/p><h3>Responsibilities<\/h3><ul><li>/);
  for (const item of await page
    .locator("section[aria-labelledby=responsibilities] li")
    .allTextContents()) {
    expect(posting.description).toContain(`<li>${item.trim()}</li>`);
  }

  const organization = posting.hiringOrganization as Record<string, string>;
  await expect(page.getByRole("contentinfo")).toContainText(organization.name!);
  expect(new URL(organization.sameAs!).origin).toBe(new URL(url).origin);
  await expectFetchable(request, organization.logo!, /^image\/png/);

  const place = posting.jobLocation as { "@type": string; address: Record<string, string> };
  expect(place["@type"]).toBe("Place");
  expect(place.address["@type"]).toBe("PostalAddress");
  await expect(fact("Location")).toContainText(place.address.addressLocality!);

  // Salary and closing date: what the page shows is what Google reads.
  const salary = posting.baseSalary as {
    currency: string;
    value: { minValue: number; maxValue: number; unitText: string };
  };
  expect(salary.currency).toBe("USD");
  expect(salary.value.unitText).toBe("YEAR");
  const dollars = (amount: number) => `$${amount.toLocaleString("en-US")}`;
  await expect(fact("Salary")).toHaveText(
    `${dollars(salary.value.minValue)} – ${dollars(salary.value.maxValue)} per year`,
  );
  const closing = await fact("Apply by").locator("time").getAttribute("datetime");
  expect(posting.validThrough).toMatch(new RegExp(`^${closing}T23:59:59-0[45]:00$`));

  const trail = ofType(documents, "BreadcrumbList").itemListElement as Array<{
    position: number;
    item: string;
  }>;
  expect(trail.map((crumb) => crumb.position)).toEqual([1, 2, 3]);
  expect(trail.at(-1)!.item).toBe(url);
});

test("a fully remote job says so on the page and as TELECOMMUTE", async ({ page }) => {
  await page.goto("/careers/job/cloud-solutions-architect");
  const posting = ofType(await jsonLd(page), "JobPosting");
  expect(posting.jobLocationType).toBe("TELECOMMUTE");
  expect(posting.applicantLocationRequirements).toEqual({ "@type": "Country", name: "US" });
  const summary = page.getByRole("complementary", { name: "Job Summary" });
  await expect(summary.locator("dt", { hasText: "Workplace" }).locator("+ dd")).toHaveText(
    "Remote",
  );
  // Cards show it compactly too.
  await page.goto("/careers");
  const card = page.locator("#positions article", { hasText: "Cloud Solutions Architect" });
  await expect(card.getByRole("listitem").filter({ hasText: /^Workplace: Remote$/ })).toBeVisible();
  await expect(
    card.getByRole("listitem").filter({ hasText: /^Salary: \$165K–\$195K\/yr$/ }),
  ).toBeVisible();
});

test("an article's BlogPosting matches the page, and it shares its own image", async ({
  page,
  request,
}) => {
  await page.goto("/blog/introduction-to-generative-ai");
  const url = page.url();
  const documents = await jsonLd(page);
  const article = ofType(documents, "BlogPosting");
  const header = page.locator("article header");

  await expect(page.getByRole("heading", { level: 1 })).toHaveText(article.headline as string);
  await expect(header.getByText(article.description as string)).toBeVisible();
  await expect(header.getByText((article.author as { name: string }).name)).toBeVisible();
  expect(article.datePublished).toBe(await header.locator("time").getAttribute("datetime"));
  expect(Date.parse(article.dateModified as string)).toBeGreaterThanOrEqual(
    Date.parse(article.datePublished as string),
  );
  expect(article.mainEntityOfPage).toEqual({ "@type": "WebPage", "@id": url });
  const publisher = article.publisher as { name: string; logo: { url: string } };
  expect(publisher.name).toBe("Arcwell Technologies");
  await expectFetchable(request, publisher.logo.url, /^image\/png/);
  const [image] = article.image as string[];
  await expectFetchable(request, image!, /^image\/jpeg/);

  expect(await meta(page, "og:type")).toBe("article");
  expect(await meta(page, "og:image")).toBe(image);
  expect(await meta(page, "twitter:image")).toBe(image);
  expect(await meta(page, "article:published_time")).toBe(article.datePublished);

  const trail = ofType(documents, "BreadcrumbList").itemListElement as Array<{
    name: string;
    item: string;
  }>;
  expect(trail.map((crumb) => crumb.name)).toEqual([
    "Home",
    "Blog",
    "Artificial Intelligence",
    article.headline,
  ]);
  await expect(header.getByRole("link", { name: trail[2]!.name })).toHaveAttribute(
    "href",
    new URL(trail[2]!.item).pathname,
  );
});

test("the home page describes the organization and the website", async ({ page }) => {
  await page.goto("/");
  const documents = await jsonLd(page);
  const organization = ofType(documents, "Organization");
  expect(organization.name).toBe("Arcwell Technologies");
  expect(organization.address).toHaveLength(2);
  expect(organization.contactPoint).toBeTruthy();
  expect(ofType(documents, "WebSite").publisher).toEqual({ "@id": organization["@id"] });
  await expect(page).toHaveTitle(/^Arcwell Technologies · /);
});

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
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveCount(1);
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
    ["/test-blogs", 200],
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
  for (const path of ["/admin", "/api", "/test-blogs"])
    expect(lines).toContain(`Disallow: ${path}`);
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
