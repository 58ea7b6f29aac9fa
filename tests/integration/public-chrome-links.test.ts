// First: the pages render with React's production build, as they are served.
import "../helpers/production-mode";
import { beforeAll, expect, test } from "vitest";
import { runSeeders } from "~/db/seed.server";
import { blogPosts, jobs } from "~/db/schema";
import { DEMO_SEEDERS } from "~/modules/demo-content.server";
import { createTestRequestHandler } from "../helpers/request-handler";
import { setupTestDatabase } from "../helpers/test-database";

// Issue 26, item 2: the header and footer of the public pages are plain
// links (a React Router <Link> resolves its route on every render of every
// cache miss; public pages are not hydrated, decision 008), and the header
// still marks the current section as NavLink did.

const database = setupTestDatabase();
const handle = createTestRequestHandler();
let job = "";
let post = "";

beforeAll(async () => {
  await runSeeders(database(), DEMO_SEEDERS);
  const [firstJob] = await database().db.select({ id: jobs.id }).from(jobs).limit(1);
  const [firstPost] = await database().db.select({ slug: blogPosts.slug }).from(blogPosts).limit(1);
  job = firstJob!.id;
  post = firstPost!.slug;
});

async function page(path: string): Promise<string> {
  const response = await handle(new Request(`http://localhost${path}`));
  expect(response.status, path).toBe(200);
  return response.text();
}

const between = (html: string, start: string, end: string) =>
  html.slice(html.indexOf(start), html.indexOf(end, html.indexOf(start)));

test("each public page marks its own section in both menus, and only that one", async () => {
  const cases: Array<[string, string | null]> = [
    ["/", "/"],
    ["/services", "/services"],
    ["/staff-augmentation", "/staff-augmentation"],
    ["/blog", "/blog"],
    [`/blog/${post}`, "/blog"],
    ["/careers", "/careers"],
    [`/careers/job/${job}`, "/careers"],
    ["/contact", "/contact"],
    ["/privacy", null],
  ];
  for (const [path, section] of cases) {
    const html = await page(path);
    for (const menu of ['aria-label="Main"', 'aria-label="Mobile"']) {
      const nav = between(html, menu, "</nav>");
      const current = [...nav.matchAll(/<a aria-current="page" class="active" href="([^"]*)"/g)];
      expect(
        current.map((match) => match[1]),
        `${path} ${menu}`,
      ).toEqual(section ? [section] : []);
      expect(nav.match(/<a /g), `${path} ${menu}`).toHaveLength(6);
    }
  }
});

test("header and footer links are plain links, not React Router's", async () => {
  for (const path of ["/", "/careers", "/contact"]) {
    const html = await page(path);
    const header = between(html, "<header", "</header>");
    const footer = between(html, "<footer", "</footer>");
    expect(header).toContain('href="/services"');
    expect(footer).toContain('href="/privacy"');
    // React Router marks each of its links for route discovery.
    expect(header + footer).not.toContain("data-discover");
  }
});
