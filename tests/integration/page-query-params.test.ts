// First: the pages render with React's production build, as they are served.
import "../helpers/production-mode";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { sql } from "drizzle-orm";
import { beforeAll, expect, test } from "vitest";
import { runSeeders } from "~/db/seed.server";
import { blogPosts, jobs } from "~/db/schema";
import { DEMO_SEEDERS } from "~/modules/demo-content.server";
import { ROUTE_QUERY_PARAMS } from "~/route-query-params";
import routes from "~/routes";
import { dataUrl } from "../helpers/fuzz";
import { createTestRequestHandler } from "../helpers/request-handler";
import { setupTestDatabase } from "../helpers/test-database";

// Issue 26, item 1: the page cache keys a page, and renders it, with only the
// query parameters app/route-query-params.ts declares for its route. This
// file records every parameter name each public page looks up — loader, meta
// and components, through the real request handler — and fails when one is
// not declared (that page would ignore it in production).

const database = setupTestDatabase();
const handle = createTestRequestHandler();

/** React Router's own: which loaders a `.data` request runs, and `?index` on forms. */
const FRAMEWORK_PARAMS = new Set(["_routes", "index"]);

let sampleJob = "";
let samplePost = { slug: "", category: "" };

/** Real URLs for every public route, with its parameters set; a new route must be added here. */
function sampleUrls(path: string | undefined, index: boolean | undefined): string[] | undefined {
  if (index) return ["/"];
  const samples: Record<string, string[]> = {
    "robots.txt": ["/robots.txt"],
    "sitemap.xml": ["/sitemap.xml"],
    "blog/rss.xml": ["/blog/rss.xml"],
    "blog/atom.xml": ["/blog/atom.xml"],
    "careers/rss.xml": ["/careers/rss.xml"],
    "careers/jobs.xml": ["/careers/jobs.xml"],
    "maps/:officeId": ["/maps/0"],
    services: ["/services"],
    "staff-augmentation": ["/staff-augmentation"],
    contact: ["/contact", "/contact?sent=1"],
    careers: [
      "/careers",
      "/careers?q=engineer&department=Engineering&location=Hamilton%2C+NJ&arrangement=hybrid&page=2",
    ],
    "careers/job/:jobId": [`/careers/job/${sampleJob}`],
    "careers/apply/:jobId?": [`/careers/apply/${sampleJob}?submitted=1`, "/careers/apply"],
    blog: ["/blog", "/blog?q=cloud&page=2", `/blog?category=${samplePost.category}`],
    "blog/category/:category": [`/blog/category/${samplePost.category}?page=2`],
    "blog/:slug": [`/blog/${samplePost.slug}`],
    "featured-blogs": ["/featured-blogs"],
    "p/:token": ["/p/no-such-token"],
    "careers/status/:token": ["/careers/status/no-such-token?confirm=withdraw&done=resume"],
    "careers/my-data/:token": ["/careers/my-data/no-such-token"],
    "careers/my-data/:token/download": ["/careers/my-data/no-such-token/download"],
    "careers/alerts": ["/careers/alerts?q=java&arrangement=remote&sent=1"],
    "careers/alerts/:token": ["/careers/alerts/no-such-token?saved=1"],
    "careers/alerts/:token/unsubscribe": ["/careers/alerts/no-such-token/unsubscribe"],
    "j/:code": ["/j/nosuchcd"],
    "test-blogs": ["/test-blogs"],
    privacy: ["/privacy"],
    terms: ["/terms"],
    cookies: ["/cookies"],
    "*": ["/no-such-page"],
  };
  return path === undefined ? undefined : samples[path];
}

/** The public routes (outside /admin, /api and uploaded files), by route pattern. */
function publicRoutes(): { pattern: string; urls: string[] | undefined; document: boolean }[] {
  const found: { pattern: string; urls: string[] | undefined; document: boolean }[] = [];
  const walk = (entries: RouteConfigEntry[], inLayout: boolean) => {
    for (const entry of entries) {
      if (entry.children) {
        walk(entry.children, true);
        continue;
      }
      const path = entry.path;
      if (path?.startsWith("admin") || path?.startsWith("api/") || path === "media/:file") continue;
      found.push({
        pattern: entry.index ? "/" : `/${path}`,
        urls: sampleUrls(path, entry.index),
        document: inLayout,
      });
    }
  };
  walk(routes as RouteConfigEntry[], false);
  return found;
}

const LOOKUPS = ["get", "getAll", "has"] as const;

/** The parameter names any URLSearchParams is asked for while `work` runs. */
async function recordLookups(work: () => Promise<void>): Promise<Set<string>> {
  const names = new Set<string>();
  const prototype = URLSearchParams.prototype;
  const originals = LOOKUPS.map((method) => [method, prototype[method]] as const);
  for (const [method, original] of originals) {
    Object.defineProperty(prototype, method, {
      configurable: true,
      writable: true,
      value: function (this: URLSearchParams, name: string, ...rest: unknown[]) {
        names.add(String(name));
        return (original as (...args: unknown[]) => unknown).call(this, name, ...rest);
      },
    });
  }
  try {
    await work();
  } finally {
    for (const [method, original] of originals) {
      Object.defineProperty(prototype, method, {
        configurable: true,
        writable: true,
        value: original,
      });
    }
  }
  return names;
}

beforeAll(async () => {
  await runSeeders(database(), DEMO_SEEDERS);
  const [job] = await database().db.select({ id: jobs.id }).from(jobs).limit(1);
  const [post] = await database()
    .db.select({ slug: blogPosts.slug, category: blogPosts.category })
    .from(blogPosts)
    .where(sql`${blogPosts.isPublished}`)
    .limit(1);
  sampleJob = job!.id;
  samplePost = post!;
});

test("every public page reads only the query parameters its route declares", async () => {
  const found = publicRoutes();
  expect(
    found.filter((route) => !route.urls).map((route) => route.pattern),
    "public routes without a sample URL in this test",
  ).toEqual([]);
  expect(
    Object.keys(ROUTE_QUERY_PARAMS).filter((pattern) => !found.some((r) => r.pattern === pattern)),
    "declarations for routes that do not exist",
  ).toEqual([]);

  const undeclared: string[] = [];
  const read = new Map<string, Set<string>>();
  for (const route of found) {
    const declared = new Set([...(ROUTE_QUERY_PARAMS[route.pattern] ?? []), ...FRAMEWORK_PARAMS]);
    for (const url of route.urls!) {
      for (const target of route.document ? [url, dataUrl(url)] : [url]) {
        const names = await recordLookups(async () => {
          const response = await handle(new Request(`http://localhost:3000${target}`));
          await response.arrayBuffer();
        });
        for (const name of names) {
          if (!read.has(route.pattern)) read.set(route.pattern, new Set());
          read.get(route.pattern)!.add(name);
          if (!declared.has(name)) undeclared.push(`${route.pattern} reads "${name}" (${target})`);
        }
      }
    }
  }
  // The recording saw the pages' real reads.
  expect([...(read.get("/careers") ?? [])]).toEqual(expect.arrayContaining(["q", "page"]));
  expect([...(read.get("/contact") ?? [])]).toContain("sent");
  expect(undeclared, "query parameters missing from app/route-query-params.ts").toEqual([]);
});
