// First: the pages render with React's production build, as they are served.
import "../helpers/production-mode";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { count, eq, sql } from "drizzle-orm";
import express from "express";
import { afterAll, beforeAll, expect, test } from "vitest";
import { db } from "~/db/client.server";
import { auditLog, notFoundLog, redirects, user as users } from "~/db/schema";
import type { Actor } from "~/modules/actor/actor";
import { currentContentVersion } from "~/modules/content/content-version.server";
import { NOT_FOUND_LOG_MAX_ROWS } from "~/modules/redirects/redirect-limits";
import {
  addAutomaticRedirect,
  createRedirect,
  deleteRedirect,
  updateRedirect,
} from "~/modules/redirects/redirects.server";
import { flushUsage, holdUsageFlushes, noteNotFound } from "~/modules/redirects/usage.server";
import { ROUTE_QUERY_PARAMS } from "~/route-query-params";
import { createPageCache } from "../../server/page-cache/page-cache";
import { createVerifiedAccount } from "../helpers/accounts";
import { recordSql } from "../helpers/record-sql";
import { createTestRequestHandler } from "../helpers/request-handler";
import { setupTestDatabase } from "../helpers/test-database";

// Issue 28 item 7: redirects served only where nothing else answers, the 404
// log (counted, bounded, without queries or addresses), the manager's rules
// (no chains, no loops, not the site's own routes), roles and audit.

const database = setupTestDatabase();
const handle = createTestRequestHandler();

const cookies = { editor: "", recruiter: "", admin: "" };
let editor: Actor;

beforeAll(async () => {
  for (const role of ["editor", "recruiter", "admin"] as const) {
    const account = await createVerifiedAccount(`redirects-${role}`);
    await db().update(users).set({ role }).where(eq(users.id, account.userId));
    cookies[role] = account.cookie;
    if (role === "editor") {
      editor = {
        user: { id: account.userId, email: account.email, name: "Edna Editor", role },
        ip: "203.0.113.5",
      };
    }
  }
});

const get = (path: string, headers: Record<string, string> = {}) =>
  handle(new Request(`http://localhost:3000${path}`, { headers }));

function post(path: string, fields: Record<string, string>, cookie: string) {
  const body = new URLSearchParams(fields);
  return handle(
    new Request(`http://localhost:3000${path}`, {
      method: "POST",
      body,
      headers: {
        cookie,
        "content-type": "application/x-www-form-urlencoded",
        origin: "http://localhost:3000",
      },
    }),
  );
}

async function create(from: string, to: string, status: 301 | 302 = 301) {
  const result = await createRedirect(editor, { from, to, status });
  if (!result.ok) throw new Error(JSON.stringify(result));
  return result.value;
}

test("a redirect answers 301 with the visitor's query kept, and counts its use", async () => {
  await create("/old-services", "/services");
  const response = await get("/old-services?utm_source=newsletter&q=cloud");
  expect(response.status).toBe(301);
  expect(response.headers.get("Location")).toBe("/services?utm_source=newsletter&q=cloud");
  expect(response.headers.get("Cache-Control")).toBe("public, max-age=3600");
  // A trailing slash or another spelling of the same path is the same source.
  expect((await get("/old-services/")).headers.get("Location")).toBe("/services");
  // Rendered by the page cache from its key (no query): the query as sent is kept.
  const fromKey = await handle(
    new Request("http://localhost:3000/old-services"),
    "203.0.113.9",
    "/old-services?gclid=abc",
  );
  expect(fromKey.headers.get("Location")).toBe("/services?gclid=abc");
  await flushUsage();
  const [row] = await db().select().from(redirects).where(eq(redirects.fromPath, "/old-services"));
  expect(row?.hits).toBe(3);
  expect(row?.lastUsedAt).toBeInstanceOf(Date);
});

test("a 302 to an https address keeps both queries and the fragment, and is never kept by browsers", async () => {
  await create("/promo", "https://landing.example.com/spring?campaign=1#offer", 302);
  const response = await get("/promo?ref=ad");
  expect(response.status).toBe(302);
  expect(response.headers.get("Location")).toBe(
    "https://landing.example.com/spring?campaign=1&ref=ad#offer",
  );
  expect(response.headers.get("Cache-Control")).toBe("no-store");
});

test("a missing path is a 404 counted in the log, without its query, the referrer's query or the visitor's address", async () => {
  for (let i = 0; i < 3; i += 1) {
    const response = await get(`/no-such-page?email=someone%40example.com&n=${i}`, {
      referer: "https://search.example/results?q=secret+words",
    });
    expect(response.status).toBe(404);
  }
  await flushUsage();
  const rows = await db().select().from(notFoundLog).where(eq(notFoundLog.path, "/no-such-page"));
  expect(rows).toEqual([
    expect.objectContaining({
      path: "/no-such-page",
      hits: 3,
      lastReferrer: "https://search.example/results",
    }),
  ]);
  const everything = JSON.stringify(await db().select().from(notFoundLog));
  expect(everything).not.toMatch(/someone|secret|203\.0\.113/);
});

test("a 404 flood costs no database write per request: the counts go in one statement per flush", async () => {
  await flushUsage();
  // The timer is held so a slow machine cannot turn the burst into several flushes.
  const release = holdUsageFlushes();
  try {
    const during = await recordSql(database(), async () => {
      for (let i = 0; i < 60; i += 1) expect((await get(`/probe-${i}.php`)).status).toBe(404);
    });
    expect(during.filter((statement) => /not_found_log/i.test(statement))).toEqual([]);
    // The only query per 404 is the redirect lookup by its unique source.
    expect(during.filter((statement) => /from "redirects"/i.test(statement))).toHaveLength(60);
    const flush = await recordSql(database(), () => flushUsage());
    expect(
      flush.filter((statement) => /insert into "not_found_log"/i.test(statement)),
    ).toHaveLength(1);
  } finally {
    release();
  }
  const [{ probes } = { probes: 0 }] = await db()
    .select({ probes: count() })
    .from(notFoundLog)
    .where(sql`${notFoundLog.path} like '/probe-%'`);
  expect(probes).toBe(60);
});

test("the log keeps at most NOT_FOUND_LOG_MAX_ROWS paths: the least recently seen go", async () => {
  const long_ago = Date.UTC(2020, 0, 1);
  await db()
    .insert(notFoundLog)
    .values(
      Array.from({ length: NOT_FOUND_LOG_MAX_ROWS }, (_, i) => ({
        path: `/old-${i}`,
        hits: 1,
        firstSeenAt: new Date(long_ago + i * 1000),
        lastSeenAt: new Date(long_ago + i * 1000),
      })),
    );
  noteNotFound("/just-now", null);
  await flushUsage();
  const [{ total } = { total: 0 }] = await db().select({ total: count() }).from(notFoundLog);
  expect(total).toBe(NOT_FOUND_LOG_MAX_ROWS);
  const paths = new Set((await db().select().from(notFoundLog)).map((row) => row.path));
  expect(paths.has("/just-now")).toBe(true);
  expect(paths.has("/old-0")).toBe(false);
  expect(paths.has(`/old-${NOT_FOUND_LOG_MAX_ROWS - 1}`)).toBe(true);
});

test("chains and loops are refused, naming the redirect they conflict with", async () => {
  await create("/chain-a", "/chain-b");
  const onward = await post(
    "/admin/redirects/new",
    { from: "/chain-b", to: "/contact", status: "301" },
    cookies.editor,
  );
  expect(onward.status).toBe(409);
  expect(await onward.text()).toContain("/chain-a → /chain-b");
  const loop = await post(
    "/admin/redirects/new",
    { from: "/chain-b", to: "/chain-a", status: "301" },
    cookies.editor,
  );
  expect(loop.status).toBe(409);
  expect(await loop.text()).toContain("This would close a loop: /chain-a → /chain-b");
  const chain = await post(
    "/admin/redirects/new",
    { from: "/chain-z", to: "/chain-a", status: "301" },
    cookies.editor,
  );
  expect(chain.status).toBe(409);
  expect(await chain.text()).toContain("/chain-a itself redirects (/chain-a → /chain-b)");
  const own = await post(
    "/admin/redirects/new",
    { from: "/blog/some-post", to: "/contact", status: "301" },
    cookies.editor,
  );
  expect(own.status).toBe(400);
  expect(await own.text()).toContain("Addresses under /blog belong to the site itself");
  const [{ total } = { total: 0 }] = await db()
    .select({ total: count() })
    .from(redirects)
    .where(sql`${redirects.fromPath} in ('/chain-b', '/chain-z', '/blog/some-post')`);
  expect(total).toBe(0);
});

test("Editors and Administrators manage redirects; Recruiters are refused by every loader and action", async () => {
  const row = await create("/roles-check", "/contact");
  const pages = [
    "/admin/redirects",
    "/admin/redirects/new?from=%2Fx",
    "/admin/redirects/not-found",
    `/admin/redirects/${row.id}`,
  ];
  for (const page of pages) {
    expect((await get(page, { cookie: cookies.recruiter })).status, page).toBe(403);
    expect((await get(page, { cookie: cookies.editor })).status, page).toBe(200);
    expect((await get(page, { cookie: cookies.admin })).status, page).toBe(200);
  }
  const fields = { from: "/by-recruiter", to: "/contact", status: "301" };
  expect((await post("/admin/redirects/new", fields, cookies.recruiter)).status).toBe(403);
  const deleteIt = { intent: "delete" };
  expect((await post(`/admin/redirects/${row.id}`, deleteIt, cookies.recruiter)).status).toBe(403);
  expect(await db().select().from(redirects).where(eq(redirects.id, row.id))).toHaveLength(1);
  expect(
    await db().select().from(redirects).where(eq(redirects.fromPath, "/by-recruiter")),
  ).toHaveLength(0);

  const created = await post("/admin/redirects/new", fields, cookies.admin);
  expect(created.status).toBe(302);
  expect(created.headers.get("Location")).toBe("/admin/redirects?notice=created");
});

test("every change is audited: create, update, delete", async () => {
  const row = await create("/audited", "/contact");
  const updated = await updateRedirect(editor, row.id, {
    from: "/audited",
    to: "/services",
    status: 302,
  });
  expect(updated.ok).toBe(true);
  expect((await deleteRedirect(editor, row.id)).ok).toBe(true);
  const entries = await db().select().from(auditLog).where(eq(auditLog.targetId, row.id));
  expect(entries.map((entry) => entry.action).sort()).toEqual([
    "redirect.create",
    "redirect.delete",
    "redirect.update",
  ]);
  expect(entries.every((entry) => entry.actorId === editor.user.id)).toBe(true);
});

test("creating a redirect for a logged path takes it out of the 404 log", async () => {
  noteNotFound("/was-missing", null);
  await flushUsage();
  expect(
    await db().select().from(notFoundLog).where(eq(notFoundLog.path, "/was-missing")),
  ).toHaveLength(1);
  await create("/was-missing", "/contact");
  expect(
    await db().select().from(notFoundLog).where(eq(notFoundLog.path, "/was-missing")),
  ).toHaveLength(0);
});

test("a page that moves gets its redirect: one hop every time, never a loop, the live path always wins", async () => {
  const move = (from: string, to: string) =>
    db().transaction((tx) => addAutomaticRedirect(tx, from, to));
  await move("/landing-1", "/landing-2");
  await move("/landing-2", "/landing-3");
  const rows = async () =>
    (
      await db()
        .select()
        .from(redirects)
        .where(sql`${redirects.fromPath} like '/landing-%'`)
    )
      .map((row) => `${row.fromPath} → ${row.toPath}`)
      .sort();
  expect(await rows()).toEqual(["/landing-1 → /landing-3", "/landing-2 → /landing-3"]);
  await move("/landing-3", "/landing-1");
  expect(await rows()).toEqual(["/landing-2 → /landing-1", "/landing-3 → /landing-1"]);
  expect((await get("/landing-2")).headers.get("Location")).toBe("/landing-1");
});

test("behind the page cache, a path that answered 404 redirects at the very next request once a redirect is made", async () => {
  const cache = createPageCache({
    contentVersion: currentContentVersion,
    nextTimedChange: () => new Date(Date.now() + 60_000),
    onError: () => {},
    queryParams: (path) => ROUTE_QUERY_PARAMS[path] ?? [],
  });
  const app = express();
  app.use(cache.serveHits);
  app.use(cache.capture);
  // The app behind the cache, as server/app.ts hands a request to React Router.
  app.use(async (req, res) => {
    const response = await handle(
      new Request(`http://localhost:3000${req.url}`),
      "203.0.113.8",
      (res.locals.requestedUrl as string | undefined) ?? req.originalUrl,
    );
    res.status(response.status);
    response.headers.forEach((value, name) => res.setHeader(name, value));
    res.end(Buffer.from(await response.arrayBuffer()));
  });
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const ask = (path: string) => fetch(`${base}${path}`, { redirect: "manual" });
    for (let i = 0; i < 2; i += 1) {
      const missing = await ask("/retired-page?utm_source=mail");
      expect(missing.status).toBe(404);
      expect(missing.headers.get("X-Cache")).not.toBe("hit");
    }
    // A real page is kept: the cache is on.
    await ask("/services");
    expect((await ask("/services")).headers.get("X-Cache")).toBe("hit");

    await create("/retired-page", "/services");
    const moved = await ask("/retired-page?utm_source=mail");
    expect(moved.status).toBe(301);
    expect(moved.headers.get("Location")).toBe("/services?utm_source=mail");
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});

afterAll(() => flushUsage());
