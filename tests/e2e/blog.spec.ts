import { expect, test, type Page } from "@playwright/test";
import { test as adminTest } from "./helpers/admin";

// Demo content (the seed, app/modules/blog/demo-posts/): every category has published posts; one
// post is a draft.
const DRAFT = {
  slug: "disaster-recovery-planning-for-hybrid-cloud",
  title: "Disaster Recovery Planning for Hybrid Cloud",
};
const GENERATIVE_AI = {
  slug: "introduction-to-generative-ai",
  title: "An Introduction to Generative AI for Business Leaders",
};

/** The live list needs the page's script: wait until it has loaded. */
const visit = (page: Page, path: string) => page.goto(path, { waitUntil: "networkidle" });

/** The in-place update's request for a list address (the page's own HTML, fetched by script). */
const listRequest = (query: string) => (url: URL) =>
  url.pathname === "/blog" && url.search === query;

const cards = (page: Page) => page.getByRole("main").getByRole("article");
const searchBox = (page: Page) => page.getByRole("searchbox", { name: "Search articles" });
const categoryNav = (page: Page) => page.getByRole("navigation", { name: "Blog categories" });

test.describe("the blog list", () => {
  test("search matches partial words as the visitor types", async ({ page }) => {
    await visit(page, "/");
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Blog" })
      .click();
    await expect(cards(page)).toHaveCount(9);

    await searchBox(page).fill("kube");
    await expect(page).toHaveURL(/\/blog\?q=kube$/);
    await expect(
      page.getByRole("link", { name: /Kubernetes Cost Optimization/ }).first(),
    ).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Results for “kube”" })).toBeVisible();
    await expect(page.getByRole("status")).toContainText("for “kube”");

    await searchBox(page).fill("lakeh");
    await expect(page).toHaveURL(/\/blog\?q=lakeh$/);
    await expect(page.getByRole("link", { name: /Lakehouse or Warehouse/ }).first()).toBeVisible();
    for (const title of await cards(page).getByRole("heading").allTextContents()) {
      expect(title).not.toBe(DRAFT.title);
    }
    // Typing replaced the history entry instead of adding one per keystroke.
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
  });

  test("a search without matches offers Clear Filters", async ({ page }) => {
    await visit(page, "/blog");
    await searchBox(page).fill("qwertyuiopzx");
    await searchBox(page).press("Enter");
    await expect(page.getByText("No articles found matching your criteria.")).toBeVisible();
    await expect(cards(page)).toHaveCount(0);

    await page.getByRole("link", { name: "Clear Filters" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(cards(page)).toHaveCount(9);
    await expect(searchBox(page)).toHaveValue("");
  });

  test("the draft never appears in search results", async ({ page }) => {
    await page.goto("/blog?q=disaster%20recovery");
    await expect(page.getByRole("status")).toBeVisible();
    await expect(page.getByText(DRAFT.title)).toHaveCount(0);
  });

  test("category tabs filter the list, mark the current one and keep the search", async ({
    page,
  }) => {
    await visit(page, "/blog");
    const nav = categoryNav(page);
    await expect(nav.getByRole("link")).toHaveText([
      "All Posts",
      "Artificial Intelligence",
      "Data Science",
      "Data Engineering",
      "Cloud Computing",
      "Technology",
    ]);
    await expect(nav.getByRole("link", { name: "All Posts" })).toHaveAttribute(
      "aria-current",
      "page",
    );

    await nav.getByRole("link", { name: "Data Engineering" }).click();
    await expect(page).toHaveURL(/\/blog\?category=data-engineering$/);
    await expect(nav.getByRole("link", { name: "Data Engineering" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(nav.getByRole("link", { name: "All Posts" })).not.toHaveAttribute("aria-current");
    const count = await cards(page).count();
    expect(count).toBeGreaterThan(0);
    await expect(cards(page).getByText("Data Engineering", { exact: true })).toHaveCount(count);

    await searchBox(page).fill("pipeline");
    await expect(page).toHaveURL(/q=pipeline/);
    await expect(nav.getByRole("link", { name: "Cloud Computing" })).toHaveAttribute(
      "href",
      "/blog?q=pipeline&category=cloud",
    );
  });

  test("pagination links to the next page and marks the current one", async ({ page }) => {
    await visit(page, "/blog");
    const pagination = page.getByRole("navigation", { name: "Pagination" });
    await expect(pagination.getByRole("link", { name: "Page 1" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    const firstPage = await cards(page).getByRole("heading").allTextContents();

    await pagination.getByRole("link", { name: "Next page" }).click();
    await expect(page).toHaveURL(/\/blog\?page=2#articles$/);
    await expect(pagination.getByRole("link", { name: "Page 2" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    const secondPage = await cards(page).getByRole("heading").allTextContents();
    expect(secondPage.length).toBeGreaterThan(0);
    expect(secondPage.filter((title) => firstPage.includes(title))).toEqual([]);
  });

  test("'Loading articles...' shows while new results load", async ({ page }) => {
    await visit(page, "/blog");
    // Hold the request until the loading state has been checked (a fixed
    // delay raced the assertions on a busy machine).
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(listRequest("?category=tech"), async (route) => {
      await held;
      await route.continue();
    });
    await page.evaluate(() => window.scrollTo(0, 200));
    await categoryNav(page).getByRole("link", { name: "Technology" }).click();
    await expect(page.getByRole("status")).toHaveText("Loading articles...");
    await expect(page.locator("[aria-busy=true]")).toBeVisible();
    release();
    await expect(page.getByRole("status")).toHaveText(/\d+ articles?$/);
    await expect(page.locator("[aria-busy=true]")).toHaveCount(0);
    await expect(page).toHaveURL(/\/blog\?category=tech$/);
    // Updated in place: the page kept its scroll position.
    expect(await page.evaluate(() => window.scrollY)).toBe(200);
  });

  test("a failed load shows the error, and Try Again recovers", async ({ page }) => {
    await visit(page, "/blog");
    await page.route(listRequest("?category=data-science"), (route) =>
      route.fulfill({ status: 503, contentType: "text/html", body: "Service Unavailable" }),
    );
    await categoryNav(page).getByRole("link", { name: "Data Science" }).click();
    await expect(page.getByRole("alert")).toContainText(
      "Failed to load blog posts. Please try again later.",
    );
    await expect(categoryNav(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/blog\?category=data-science$/);

    await page.unrouteAll();
    await page.getByRole("button", { name: "Try Again" }).click();
    await expect(categoryNav(page)).toBeVisible();
    await expect(page.getByRole("alert")).toHaveCount(0);
    await expect(cards(page).getByText("Data Science", { exact: true }).first()).toBeVisible();
  });

  test("back and forward follow the list's addresses", async ({ page }) => {
    await visit(page, "/blog");
    await categoryNav(page).getByRole("link", { name: "Cloud Computing" }).click();
    await expect(page.getByRole("heading", { name: "Cloud Computing", level: 2 })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole("heading", { name: "Latest Articles", level: 2 })).toBeVisible();
    await expect(categoryNav(page).getByRole("link", { name: "All Posts" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  // Issue 29 item 5: no e-mail subscription yet, so the call to action offers
  // the feeds instead of the contact form (which demands a company).
  test("the subscribe call to action offers the blog's feeds", async ({ page }) => {
    await visit(page, "/blog");
    const cta = page.getByRole("region", { name: "Get Our Insights as They Publish" });
    await expect(cta.getByRole("link", { name: "Subscribe via RSS" })).toHaveAttribute(
      "href",
      "/blog/rss.xml",
    );
    await expect(cta.getByRole("link", { name: "Atom feed" })).toHaveAttribute(
      "href",
      "/blog/atom.xml",
    );
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("search and category links work as plain HTML", async ({ page }) => {
    await page.goto("/blog");
    await searchBox(page).fill("kube");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/blog\?q=kube$/);
    await expect(page.getByRole("link", { name: /Kubernetes Cost Optimization/ })).toBeVisible();

    await categoryNav(page).getByRole("link", { name: "Cloud Computing" }).click();
    await expect(page).toHaveURL(/\/blog\?q=kube&category=cloud$/);
    await expect(searchBox(page)).toHaveValue("kube");
    await expect(cards(page).first()).toBeVisible();
  });
});

test.describe("an article", () => {
  test("shows the post, up to three related posts of its category and the category link", async ({
    page,
  }) => {
    const response = await page.goto(`/blog/${GENERATIVE_AI.slug}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(GENERATIVE_AI.title);
    await expect(page).toHaveTitle(new RegExp(`^${GENERATIVE_AI.title}`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);

    const header = page.getByRole("main").locator("article header").first();
    await expect(header.getByRole("link", { name: "Artificial Intelligence" })).toHaveAttribute(
      "href",
      "/blog/category/ai",
    );
    await expect(header.locator("time")).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    await expect(header.getByText("Priya Raman")).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Tags" })).toBeVisible();
    await expect(page.locator(".prose-article h2").first()).toBeVisible();
    await expect(page.locator(".prose-article script")).toHaveCount(0);

    const related = page.getByRole("region", { name: "Related Articles" });
    const relatedCards = related.getByRole("article");
    const count = await relatedCards.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(3);
    await expect(relatedCards.getByText("Artificial Intelligence", { exact: true })).toHaveCount(
      count,
    );
    await expect(related.getByRole("link", { name: GENERATIVE_AI.title })).toHaveCount(0);

    await related.getByRole("link", { name: "More in Artificial Intelligence" }).click();
    await expect(page).toHaveURL(/\/blog\/category\/ai$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Artificial Intelligence");
  });

  test("an unknown slug answers 404 with 'Blog post not found'", async ({ page }) => {
    const response = await page.goto("/blog/no-such-article");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Blog post not found" })).toBeVisible();
    await page.getByRole("link", { name: "Back to Blog" }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test("the draft's slug answers 404", async ({ page }) => {
    const response = await page.goto(`/blog/${DRAFT.slug}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Blog post not found" })).toBeVisible();
    await expect(page.getByText(DRAFT.title)).toHaveCount(0);
  });
});

test.describe("category pages", () => {
  test("show the display name and only that category", async ({ page }) => {
    const response = await page.goto("/blog/category/data-science");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Data Science");
    const count = await cards(page).count();
    expect(count).toBeGreaterThan(0);
    await expect(cards(page).getByText("Data Science", { exact: true })).toHaveCount(count);
  });

  test("an unknown category answers 404 with the branded page", async ({ page }) => {
    const response = await page.goto("/blog/category/quantum");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  });

  test("the draft's category does not count it", async ({ page }) => {
    await page.goto("/blog/category/cloud");
    await expect(page.getByText(DRAFT.title)).toHaveCount(0);
  });
});

test("/featured-blogs lists up to six AI and data science posts", async ({ page }) => {
  const response = await page.goto("/featured-blogs");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("AI & Data Science Insights");
  const count = await cards(page).count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThanOrEqual(6);
  for (const card of await cards(page).all()) {
    await expect(card.getByText(/^(Artificial Intelligence|Data Science)$/)).toHaveCount(1);
  }
  await expect(page.getByRole("link", { name: "View All Articles" })).toHaveAttribute(
    "href",
    "/blog",
  );
});

test("/test-blogs is a missing page to visitors", async ({ page }) => {
  const response = await page.goto("/test-blogs");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("Drafts", { exact: true })).toHaveCount(0);
  await expect(page.getByText(/^\d+(\.\d+)? ms$/)).toHaveCount(0);
});

adminTest(
  "/test-blogs shows staff counts and query status, never draft content",
  async ({ adminPage: page }) => {
    const response = await page.goto("/test-blogs");
    expect(response?.status()).toBe(200);
    expect(response?.headers()["x-robots-tag"]).toBe("noindex");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blog diagnostics");
    await expect(page.getByText("Total posts")).toBeVisible();
    await expect(page.getByText("Drafts", { exact: true })).toBeVisible();
    await expect(page.getByText(/^\d+(\.\d+)? ms$/)).toBeVisible();
    await expect(page.getByRole("rowheader", { name: "Cloud Computing" })).toBeVisible();
    await expect(page.getByText("OK", { exact: true })).toHaveCount(2);
    await expect(page.getByText(DRAFT.title)).toHaveCount(0);
  },
);
