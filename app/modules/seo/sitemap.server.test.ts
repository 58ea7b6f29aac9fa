import { PRIVACY_POLICY_VERSION } from "~/modules/company/privacy-policy";
import { beforeAll, expect, test } from "vitest";
import { legalPageDates } from "~/content/legal/pages";
import { DEMO_COMPANY } from "~/modules/company/company-info";
import type { DemoPost } from "~/modules/blog/demo-posts/types";
import type { DemoJob } from "~/modules/jobs/demo-jobs";
import { blogPosts, jobs } from "~/db/schema";
import { demoPostValues } from "~/modules/blog/blog-seed.server";
import { demoJobValues } from "~/modules/jobs/jobs-seed.server";
import { setupTestDatabase } from "../../../tests/helpers/test-database";
import { renderRobotsTxt } from "./robots";
import { listSitemapEntries, renderSitemap } from "./sitemap.server";

const database = setupTestDatabase();
const ORIGIN = "https://www.example.com";
const BUILT_AT = new Date("2026-01-01T00:00:00Z");
const LEGAL_PAGES = legalPageDates(DEMO_COMPANY);

function post(slug: string, publishedDaysAgo: number | null, category: DemoPost["category"]) {
  return demoPostValues({
    slug,
    title: slug,
    summary: "S",
    category,
    tags: [],
    author: "A",
    authorImage: "/images/authors/a.svg",
    imageUrl: "/images/blog/a.svg",
    content: "<p>Body</p>",
    isPublished: publishedDaysAgo !== null,
    publishedDaysAgo,
  });
}

function job(id: string, overrides: Partial<DemoJob> = {}) {
  return demoJobValues({
    id,
    title: id,
    department: "Engineering",
    location: "Hamilton, NJ",
    type: "Full-time",
    description: "D",
    responsibilities: ["R"],
    requirements: ["Q"],
    isActive: true,
    postedDaysAgo: 3,
    ...overrides,
  });
}

beforeAll(async () => {
  const { db } = database();
  await db
    .insert(blogPosts)
    .values([
      post("fresh-cloud-post", 1, "cloud"),
      post("older-ai-post", 10, "ai"),
      post("secret-draft", null, "tech"),
    ]);
  await db
    .insert(jobs)
    .values([
      job("open-job"),
      job("inactive-job", { isActive: false }),
      job("closed-job", { closesInDays: -1 }),
    ]);
});

test("lists public pages, public jobs, published posts and categories with posts", async () => {
  const entries = await listSitemapEntries(BUILT_AT, LEGAL_PAGES);
  const paths = entries.map((entry) => entry.path);
  expect(paths).toEqual(
    expect.arrayContaining([
      "/",
      "/services",
      "/staff-augmentation",
      "/contact",
      "/careers",
      "/blog",
      "/featured-blogs",
      "/privacy",
      "/terms",
      "/cookies",
      "/blog/category/cloud",
      "/blog/category/ai",
      "/careers/job/open-job",
      "/blog/fresh-cloud-post",
      "/blog/older-ai-post",
    ]),
  );
  for (const hidden of [
    "/blog/secret-draft",
    "/blog/category/tech",
    "/careers/job/inactive-job",
    "/careers/job/closed-job",
    "/test-blogs",
  ]) {
    expect(paths).not.toContain(hidden);
  }
  expect(new Set(paths).size).toBe(paths.length);
});

test("every entry has a lastmod: content dates for content, the build for code pages", async () => {
  const entries = new Map(
    (await listSitemapEntries(BUILT_AT, LEGAL_PAGES)).map((entry) => [entry.path, entry.lastmod]),
  );
  for (const lastmod of entries.values()) expect(Number.isNaN(lastmod.getTime())).toBe(false);
  expect(entries.get("/services")).toEqual(BUILT_AT);
  // The policy's own "last updated" date.
  expect(entries.get("/privacy")).toEqual(new Date(`${PRIVACY_POLICY_VERSION}T00:00:00Z`));
  const fresh = entries.get("/blog/fresh-cloud-post")!;
  expect(entries.get("/blog")).toEqual(fresh);
  expect(entries.get("/blog/category/cloud")).toEqual(fresh);
  expect(entries.get("/blog/category/ai")!.getTime()).toBeLessThan(fresh.getTime());
  // Neither featured category has the fresh cloud post.
  expect(entries.get("/featured-blogs")).toEqual(entries.get("/blog/older-ai-post"));
});

test("the XML is a urlset of absolute, escaped locations", () => {
  const xml = renderSitemap(ORIGIN, [
    { path: "/blog/a&b", lastmod: new Date("2026-02-03T04:05:06.789Z") },
  ]);
  expect(xml).toBe(
    [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      "  <url>",
      `    <loc>${ORIGIN}/blog/a&amp;b</loc>`,
      "    <lastmod>2026-02-03T04:05:06Z</lastmod>",
      "  </url>",
      "</urlset>",
      "",
    ].join("\n"),
  );
});

test("robots.txt keeps crawlers out of the staff area and the API, and advertises no debug page", () => {
  expect(renderRobotsTxt(ORIGIN)).toBe(
    [
      "User-agent: *",
      "Disallow: /admin",
      "Disallow: /api",
      "",
      `Sitemap: ${ORIGIN}/sitemap.xml`,
      `Sitemap: ${ORIGIN}/careers/rss.xml`,
      "",
    ].join("\n"),
  );
});
