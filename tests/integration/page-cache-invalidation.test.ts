// First: the pages render with React's production build, as they are served.
import "../helpers/production-mode";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { sql, type SQL } from "drizzle-orm";
import { beforeAll, expect, test } from "vitest";
import { CONTENT_CHANGED_CHANNEL, type DatabaseHandle } from "~/db/client.server";
import { runSeeders } from "~/db/seed.server";
import { blogPosts, CONTENT_VERSION_ID, jobs } from "~/db/schema";
import { currentContentVersion } from "~/modules/content/content-version.server";
import { DEMO_SEEDERS } from "~/modules/demo-content.server";
import { storePage } from "~/modules/pages/pages.server";
import { demoJobValues } from "~/modules/jobs/jobs-seed.server";
import routes from "~/routes";
import { isStorableResponse } from "../../server/page-cache/cache-policy";
import { dataUrl } from "../helpers/fuzz";
import { createTestRequestHandler } from "../helpers/request-handler";
import { setupTestDatabase } from "../helpers/test-database";

// Issue 25, item 18: the page cache is invalidated by database triggers, not
// by each write remembering to. This file derives the tables the cached pages
// read — by recording the SQL every public page runs while it renders through
// the request handler — and fails when one of them has no trigger.

const database = setupTestDatabase();
const handle = createTestRequestHandler();

/** Routes that are never cached (no-store), so their reads need no invalidation. */
const NEVER_CACHED = new Set([
  "p/:token", // a shared draft
  "careers/status/:token", // a candidate's status page
  "careers/my-data/:token", // a candidate's data request
  "careers/my-data/:token/download",
  "careers/alerts", // a job alert's subscribe answer
  "careers/alerts/:token", // a job alert's confirm and manage page
  "careers/alerts/:token/unsubscribe",
  "j/:code", // a tracking link's redirect
  "test-blogs", // live diagnostics
]);

let sampleJob = "";
/** A page record at a free path showing open positions (issue 28): it reads jobs. */
const OPEN_ROLES_PATH = "/open-roles";
let samplePost = { slug: "", category: "" };

/** One or more real URLs for every public route; a new route must be added here. */
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
    contact: ["/contact"],
    careers: ["/careers", "/careers?q=engineer&page=2"],
    "careers/job/:jobId": [`/careers/job/${sampleJob}`],
    "careers/apply/:jobId?": [`/careers/apply/${sampleJob}`, "/careers/apply"],
    blog: ["/blog", "/blog?q=cloud", "/blog?page=2"],
    "blog/category/:category": [`/blog/category/${samplePost.category}`],
    "blog/:slug": [`/blog/${samplePost.slug}`],
    "featured-blogs": ["/featured-blogs"],
    privacy: ["/privacy"],
    terms: ["/terms"],
    cookies: ["/cookies"],
    "*": ["/no-such-page", OPEN_ROLES_PATH],
  };
  return path === undefined ? undefined : samples[path];
}

/** The public routes (outside /admin, /api and uploaded files) and their sample URLs. */
function publicRoutes(): { route: string; urls: string[] | undefined; document: boolean }[] {
  const found: { route: string; urls: string[] | undefined; document: boolean }[] = [];
  const walk = (entries: RouteConfigEntry[], inLayout: boolean) => {
    for (const entry of entries) {
      if (entry.children) {
        walk(entry.children, true);
        continue;
      }
      const path = entry.path;
      if (path?.startsWith("admin") || path?.startsWith("api/") || path === "media/:file") continue;
      if (path && NEVER_CACHED.has(path)) continue;
      found.push({
        route: entry.index ? "(index)" : String(path),
        urls: sampleUrls(path, entry.index),
        document: inLayout,
      });
    }
  };
  walk(routes as RouteConfigEntry[], false);
  return found;
}

/** Records every SQL text the app sends while `work` runs. */
async function recordSql(work: () => Promise<void>): Promise<string[]> {
  const recorded: string[] = [];
  const target = database() as DatabaseHandle & {
    client?: { query: (...args: unknown[]) => unknown };
    pool?: { query: (...args: unknown[]) => unknown };
  };
  const driver = target.client ?? target.pool;
  if (!driver) throw new Error("no driver to record");
  const original = driver.query;
  driver.query = function (this: unknown, ...args: unknown[]) {
    const text = args[0];
    recorded.push(typeof text === "string" ? text : String((text as { text?: string }).text));
    return original.apply(this, args);
  };
  try {
    await work();
  } finally {
    driver.query = original;
  }
  return recorded;
}

/** Table names a statement reads (drizzle quotes them; hand-written SQL may not). */
function tablesIn(statement: string, tables: readonly string[]): string[] {
  return tables.filter((table) =>
    new RegExp(`\\b(?:from|join)\\s+(?:"public"\\.)?"?${table}"?(?=[\\s,;)]|$)`, "i").test(
      statement,
    ),
  );
}

async function listTables(): Promise<string[]> {
  const result = await database().db.execute<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  return result.rows.map((row) => row.table_name);
}

/** Tables with the content-version trigger for inserts, updates, deletes and truncates. */
async function triggeredTables(): Promise<Map<string, Set<string>>> {
  const result = await database().db.execute<{ table_name: string; events: string }>(sql`
    select event_object_table as table_name, string_agg(event_manipulation, ',') as events
    from information_schema.triggers
    where trigger_schema = 'public' and action_statement like '%mark_content_changed%'
    group by event_object_table`);
  const truncates = await database().db.execute<{ table_name: string }>(sql`
    select c.relname as table_name from pg_trigger t
      join pg_class c on c.oid = t.tgrelid join pg_proc p on p.oid = t.tgfoid
    where not t.tgisinternal and p.proname = 'mark_content_changed' and (t.tgtype & 32) <> 0`);
  const map = new Map<string, Set<string>>();
  for (const row of result.rows) map.set(row.table_name, new Set(row.events.split(",")));
  for (const row of truncates.rows) map.get(row.table_name)?.add("TRUNCATE");
  return map;
}

/**
 * A new content version, as any save makes, changing no table a page reads:
 * what is kept per version (the public jobs, the company settings, a page's
 * blocks) is read again by the next page, and counted for it.
 */
async function renewContentVersion(): Promise<void> {
  const before = await currentContentVersion();
  await database().db.execute(sql`with renewed as (
      update content_version set version = version + 1 where id = ${CONTENT_VERSION_ID} returning version)
    select pg_notify(${CONTENT_CHANGED_CHANNEL}, version::text) from renewed`);
  for (let waited = 0; (await currentContentVersion()) === before; waited += 10) {
    if (waited > 5_000) throw new Error("the content version did not move");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
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
  await database().db.transaction((tx) =>
    storePage(tx, {
      path: OPEN_ROLES_PATH,
      title: "Open roles",
      status: "published",
      seo: { title: "Open roles", description: "Our open positions." },
      blocks: [
        { id: "roles", type: "open-positions", fields: { title: "Open roles", maxPositions: 3 } },
      ],
    }),
  );
});

test("every cached public page reads only tables whose writes change the content version", async () => {
  const routesFound = publicRoutes();
  expect(
    routesFound.filter((route) => !route.urls).map((route) => route.route),
    "public routes without a sample URL in this test",
  ).toEqual([]);

  const tables = await listTables();
  const read = new Map<string, Set<string>>();
  let cachedPages = 0;
  for (const route of routesFound) {
    for (const url of route.urls!) {
      const targets = route.document ? [url, dataUrl(url)] : [url];
      for (const target of targets) {
        let storable = false;
        await renewContentVersion();
        const statements = await recordSql(async () => {
          const response = await handle(new Request(`http://localhost:3000${target}`));
          await response.arrayBuffer();
          storable = isStorableResponse(
            response.status,
            Object.fromEntries(response.headers.entries()),
          );
        });
        if (!storable) continue;
        cachedPages += 1;
        for (const table of statements.flatMap((statement) => tablesIn(statement, tables))) {
          if (!read.has(table)) read.set(table, new Set());
          read.get(table)!.add(target);
        }
      }
    }
  }
  // The derivation saw real pages and real reads.
  expect(cachedPages).toBeGreaterThan(20);
  expect([...read.keys()]).toEqual(expect.arrayContaining(["jobs", "blog_posts"]));
  // A page showing open positions reads the jobs, so a job's change renews it too.
  expect([...(read.get("jobs") ?? [])]).toContain(OPEN_ROLES_PATH);

  const triggered = await triggeredTables();
  const missing = [...read.keys()]
    .filter((table) => table !== "content_version")
    .filter((table) => {
      const events = triggered.get(table);
      return !["INSERT", "UPDATE", "DELETE", "TRUNCATE"].every((event) => events?.has(event));
    })
    .map((table) => `${table} (read by ${[...read.get(table)!].slice(0, 3).join(", ")})`);
  expect(missing, "tables cached pages read without an invalidation trigger").toEqual([]);
});

test("a write from outside the app (plain SQL, as psql or a migration) changes the version", async () => {
  const writes: [string, SQL][] = [
    ["job edit", sql`update jobs set title = title || ' (edited)' where id = ${sampleJob}`],
    [
      "post edit",
      sql`update blog_posts set summary = summary || '.' where slug = ${samplePost.slug}`,
    ],
    [
      "old slug added",
      sql`insert into blog_slug_history (old_slug, post_id)
          select 'an-old-slug', id from blog_posts where slug = ${samplePost.slug}`,
    ],
    ["old slug removed", sql`delete from blog_slug_history where old_slug = 'an-old-slug'`],
    [
      "company settings",
      sql`insert into company_settings (id, data) values ('company', '{"name": "Renamed"}'::jsonb)
          on conflict (id) do update set data = company_settings.data || '{"name": "Renamed"}'::jsonb`,
    ],
    [
      "media added",
      sql`insert into media_assets (name, type, bytes, width, height)
          values ('a.webp', 'image/webp', 1, 1, 1)`,
    ],
    ["media alt text", sql`update media_assets set alt = 'A description'`],
    ["page edit", sql`update pages set title = title || ' (edited)' where path = '/'`],
    ["page removed", sql`delete from pages where path = '/'`],
    ["jobs emptied", sql`truncate jobs cascade`],
  ];
  for (const [name, statement] of writes) {
    const before = await currentContentVersion();
    await database().db.execute(statement);
    expect(await currentContentVersion(), name).not.toBe(before);
  }
});

test("a page showing open positions shows a job published after it was first rendered", async () => {
  const render = async () =>
    (await handle(new Request(`http://localhost:3000${OPEN_ROLES_PATH}`))).text();
  expect(await render()).not.toContain("Cache Exactness Engineer");
  const before = await currentContentVersion();
  await database()
    .db.insert(jobs)
    .values(
      demoJobValues({
        id: "cache-exactness-engineer",
        title: "Cache Exactness Engineer",
        department: "Engineering",
        location: "Remote (US)",
        type: "Full-time",
        description: "Keeps every cached page exact.",
        responsibilities: ["Renew pages"],
        requirements: ["Care"],
        isActive: true,
        postedDaysAgo: 0,
      }),
    );
  // The new version is what makes the page cache draw the page again.
  expect(await currentContentVersion()).not.toBe(before);
  expect(await render()).toContain("Cache Exactness Engineer");
});

test("an update that changes nothing, or a rolled-back write, keeps the version", async () => {
  const before = await currentContentVersion();
  await database().db.execute(sql`update jobs set title = title where id = ${sampleJob}`);
  await database().db.execute(sql`update jobs set title = 'x' where false`);
  await database()
    .db.transaction(async (tx) => {
      await tx.execute(sql`update jobs set title = 'rolled back' where id = ${sampleJob}`);
      tx.rollback();
    })
    .catch(() => {});
  expect(await currentContentVersion()).toBe(before);
});
