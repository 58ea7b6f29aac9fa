// First: the pages render with React's production build, as they are served.
import "../helpers/production-mode";
import { beforeAll, expect, test } from "vitest";
import { runSeeders } from "~/db/seed.server";
import { DEMO_SEEDERS } from "~/modules/demo-content.server";
import { HOME_PAGE } from "~/modules/pages/demo-pages/home";
import { storePage } from "~/modules/pages/pages.server";
import type { PageInput } from "~/modules/pages/page-schema";
import { changesContent } from "../helpers/content-version";
import { EVERY_BLOCK_PAGE } from "../helpers/every-block-page";
import { createTestRequestHandler } from "../helpers/request-handler";
import { setupTestDatabase } from "../helpers/test-database";

// Issue 28, items 1 and 8: pages are records of typed blocks. The home page
// renders from its record, a published page at a free path is served, saving
// a page changes the content version (so the page cache renews), and a
// page's SEO fields reach its head, the sitemap and its FAQPage JSON-LD.

const database = setupTestDatabase();
const handle = createTestRequestHandler();

const get = (path: string) => handle(new Request(`http://localhost:3000${path}`));
const save = (page: PageInput) =>
  database().db.transaction((tx) => storePage(tx, page, "editor@example.com"));

beforeAll(async () => {
  await runSeeders(database(), DEMO_SEEDERS);
});

test("the seed stores the home page once; starting again adds nothing", async () => {
  const again = await runSeeders(database(), DEMO_SEEDERS);
  expect(again).toEqual([]);
});

test("the home page is its record: a changed headline shows, and the save changes the content version", async () => {
  const before = await (await get("/")).text();
  expect(before).toContain("Technology expertise that moves your business forward");
  const edited = structuredClone(HOME_PAGE);
  const hero = edited.blocks[0] as unknown as { fields: { title: string } };
  hero.fields.title = "Cloud, data and AI, delivered";
  expect(await changesContent(() => save(edited))).toBe(true);
  const after = await (await get("/")).text();
  expect(after).toContain("Cloud, data and AI, delivered");
  expect(after).not.toContain("Technology expertise that moves your business forward");
  // The rest of the page is still there, and the home title leads with the company.
  expect(after).toContain("Latest Insights");
  expect(after).toMatch(
    /<title>Arcwell Technologies · IT Consulting &amp; Staff Augmentation<\/title>/,
  );
  await save(HOME_PAGE);
});

test("a published page at a free path is served with every block; a hidden block is not", async () => {
  expect((await get(EVERY_BLOCK_PAGE.path)).status).toBe(404);
  await save(EVERY_BLOCK_PAGE);
  const response = await get(EVERY_BLOCK_PAGE.path);
  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control") ?? "").not.toMatch(/no-store|private/);
  const html = await response.text();
  for (const block of EVERY_BLOCK_PAGE.blocks.filter((block) => block.type !== "hero")) {
    const shown = html.includes(`id="${block.id}-heading"`);
    expect(shown, block.id).toBe(!("hidden" in block && block.hidden));
  }
  expect(html).toContain("<h1");
  expect(html).toContain("Move to the cloud without stopping the business");
  expect(html).toContain('id="benefits"');
  expect(html).toContain("<title>Every block type · Arcwell Technologies</title>");
  expect(html).toContain('<link rel="canonical" href="http://localhost:3000/every-block"/>');
  // No hydration: no React runtime, no loader data in the page.
  expect(html).not.toContain("window.__reactRouterContext");
  // The HTML budget of a seeded page holds for a page of every block type.
  expect(Buffer.byteLength(html)).toBeLessThanOrEqual(60 * 1024);
});

test("a page's FAQ blocks are one FAQPage JSON-LD document", async () => {
  await save(EVERY_BLOCK_PAGE);
  const html = await (await get(EVERY_BLOCK_PAGE.path)).text();
  const documents = [
    ...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g),
  ].map((match) => JSON.parse(match[1]!) as { "@type": string; mainEntity?: unknown[] });
  const faq = documents.filter((document) => document["@type"] === "FAQPage");
  expect(faq).toHaveLength(1);
  expect(faq[0]!.mainEntity).toEqual([
    {
      "@type": "Question",
      name: "How long does a migration take?",
      acceptedAnswer: { "@type": "Answer", text: "Three to nine months." },
    },
    {
      "@type": "Question",
      name: "Do you work with our team?",
      acceptedAnswer: { "@type": "Answer", text: "Always, side by side." },
    },
  ]);
});

test("a draft page is not served, and unpublishing changes the content version", async () => {
  await save(EVERY_BLOCK_PAGE);
  expect(await changesContent(() => save({ ...EVERY_BLOCK_PAGE, status: "draft" }))).toBe(true);
  const response = await get(EVERY_BLOCK_PAGE.path);
  expect(response.status).toBe(404);
  expect(await response.text()).toContain("noindex");
});

test("published pages are in the sitemap, noindex ones are not and say so in their head", async () => {
  await save({ ...EVERY_BLOCK_PAGE, path: "/cloud-migration" });
  await save({
    ...EVERY_BLOCK_PAGE,
    path: "/campaign-landing",
    seo: { ...EVERY_BLOCK_PAGE.seo, noindex: true },
  });
  const sitemap = await (await get("/sitemap.xml")).text();
  expect(sitemap).toContain("<loc>http://localhost:3000/cloud-migration</loc>");
  expect(sitemap).not.toContain("campaign-landing");
  expect(sitemap.match(/<loc>http:\/\/localhost:3000\/<\/loc>/g)).toHaveLength(1);
  const landing = await (await get("/campaign-landing")).text();
  expect(landing).toContain('<meta name="robots" content="noindex"/>');
  expect(landing).not.toContain('rel="canonical"');
});

test("a page at a path of the site's own routes is refused before anything is stored", async () => {
  await expect(save({ ...EVERY_BLOCK_PAGE, path: "/careers/cloud" })).rejects.toThrow(
    "The path /careers belongs to the site's own pages; choose another path",
  );
  expect((await get("/careers/cloud")).status).toBe(404);
});
