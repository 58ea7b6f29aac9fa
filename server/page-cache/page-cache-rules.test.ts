import { afterEach, expect, test } from "vitest";
import { startCacheServer, type Page } from "../../tests/helpers/page-cache-server";

let server: Awaited<ReturnType<typeof startCacheServer>> | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** Requests a path twice; true when the second answer came from the cache. */
async function cachedTwice(path: string, init: RequestInit = {}) {
  await server!.request(path, init);
  const second = await server!.request(path, init);
  return second.headers["x-cache"] === "hit";
}

test("a staff member's requests are never served from or kept in the cache", async () => {
  server = await startCacheServer(() => ({}));
  await server.request("/");
  const staff = { headers: { cookie: "__Secure-arcwell.session_token=abc.def" } };
  const answer = await server.request("/", staff);
  expect(answer.headers["x-cache"]).toBeUndefined();
  expect(answer.headers["cache-control"]).toBe("private, no-store");
  expect(await cachedTwice("/services", staff)).toBe(false);
  expect(server.rendered.filter((render) => render.cookie)).toHaveLength(3);
  // Staff pages: private whoever asks, even when the route says otherwise.
  const admin = await server.request("/admin/jobs");
  expect(admin.headers["cache-control"]).toBe("private, no-store");
});

test("other cookies never reach a cached render", async () => {
  server = await startCacheServer(() => ({}));
  await server.request("/blog", { headers: { cookie: "__cf_bm=edge; theme=dark" } });
  expect(server.rendered[0]?.cookie).toBeUndefined();
  expect(await cachedTwice("/blog", { headers: { cookie: "theme=light" } })).toBe(true);
});

test.each<[string, Page]>([
  ["an error", { status: 500 }],
  ["a missing page", { status: 404 }],
  ["a redirect", { status: 301, headers: { Location: "/blog/new-slug" } }],
  ["a response that sets a cookie", { headers: { "Set-Cookie": "a=1; Path=/" } }],
  ["a route's no-store", { headers: { "Cache-Control": "private, no-store" } }],
  ["a response that varies by cookie", { headers: { Vary: "Cookie" } }],
])("%s is never kept", async (_label, page) => {
  server = await startCacheServer(() => page);
  expect(await cachedTwice("/careers/apply/x")).toBe(false);
  expect(server.rendered).toHaveLength(2);
});

test("only GET and HEAD of pages are cached: not POSTs, files, health checks or metrics", async () => {
  server = await startCacheServer(() => ({}));
  expect(await cachedTwice("/contact", { method: "POST" })).toBe(false);
  for (const path of [
    "/favicon.svg",
    "/assets/app.js",
    "/media/a.png",
    "/healthz",
    "/metrics",
    "/__manifest",
  ]) {
    expect(await cachedTwice(path), path).toBe(false);
  }
  expect(await cachedTwice("/blog/rss.xml")).toBe(true);
  expect(await cachedTwice("/careers.data")).toBe(true);
  // A HEAD miss renders as usual; it has no body to keep.
  await server.request("/terms", { method: "HEAD" });
  expect(server.rendered.at(-1)).toMatchObject({ method: "HEAD", url: "/terms" });
  expect(server.rendered.at(-1)?.nonce).not.toBe("");
});

test("query strings are part of the key, in any order", async () => {
  server = await startCacheServer(() => ({}));
  await server.request("/blog?q=cloud&page=2");
  expect((await server.request("/blog?page=2&q=cloud")).headers["x-cache"]).toBe("hit");
  expect((await server.request("/blog?q=data&page=2")).headers["x-cache"]).toBe("miss");
  expect((await server.request("/blog?")).headers["x-cache"]).toBe("miss");
  expect((await server.request("/blog")).headers["x-cache"]).toBe("hit");
});

test("tracking parameters share the page's entry: rendered once, from the URL without them", async () => {
  server = await startCacheServer(() => ({}));
  const first = await server.request("/?fbclid=IwAR1");
  expect(first.headers["x-cache"]).toBe("miss");
  for (const path of ["/", "/?fbclid=IwAR2", "/?gclid=x&utm_source=ads", "/?msclkid=y"]) {
    expect((await server.request(path)).headers["x-cache"], path).toBe("hit");
  }
  await server.request("/careers?utm_source=x&q=java&li_fat_id=3");
  expect((await server.request("/careers?q=java")).headers["x-cache"]).toBe("hit");
  expect((await server.request("/careers?q=java&fbclid=z")).headers["x-cache"]).toBe("hit");
  expect((await server.request("/careers?q=cloud")).headers["x-cache"]).toBe("miss");
  // The app saw only what the pages read: nothing to echo into a shared page.
  expect(server.rendered.map((render) => render.url)).toEqual([
    "/",
    "/careers?q=java",
    "/careers?q=cloud",
  ]);
  // A URL with only tracking parameters is the plain page, not a query entry.
  expect(server.cache.stats()).toMatchObject({ entries: 3, queryEntries: 2 });
});

test("HEAD and .data requests use the same keys", async () => {
  server = await startCacheServer(() => ({}));
  await server.request("/careers");
  const head = await server.request("/careers?fbclid=1", { method: "HEAD" });
  expect(head.headers["x-cache"]).toBe("hit");
  expect(head.raw).toHaveLength(0);

  const routes = "_routes=routes%2Fcareers%2Findex";
  await server.request(`/careers.data?gclid=2&${routes}`);
  expect((await server.request(`/careers.data?${routes}`)).headers["x-cache"]).toBe("hit");
  expect((await server.request(`/careers.data?${routes}&q=x`)).headers["x-cache"]).toBe("miss");
  expect((await server.request("/careers.data?utm_source=a")).headers["x-cache"]).toBe("miss");
  expect(server.rendered.map((render) => render.url)).toEqual([
    "/careers",
    `/careers.data?${routes}`,
    `/careers.data?${routes}&q=x`,
    "/careers.data",
  ]);
});

test("random query strings are bounded and never push out the site's pages", async () => {
  const body = `<p>${"x".repeat(20_000)}</p>`;
  server = await startCacheServer(() => ({ body }), {
    limits: { maxQueryBytes: 200_000, maxBytes: 1_000_000 },
  });
  await server.request("/");
  await server.request("/careers");
  for (let i = 0; i < 40; i++) await server.request(`/blog?q=${i}`);
  // Undeclared names never even reach the query segment.
  for (let i = 0; i < 40; i++) await server.request(`/blog?fbclid=${i}`);
  const stats = server.cache.stats();
  expect(stats.queryBytes).toBeLessThanOrEqual(200_000);
  expect(stats.queryEntries).toBeLessThan(40);
  expect((await server.request("/")).headers["x-cache"]).toBe("hit");
  expect((await server.request("/careers")).headers["x-cache"]).toBe("hit");
  // The newest queries are the ones kept.
  expect((await server.request("/blog?q=39")).headers["x-cache"]).toBe("hit");
  expect((await server.request("/blog?q=0")).headers["x-cache"]).toBe("miss");
});

test("a page over the entry limit is served but not kept", async () => {
  const body = "y".repeat(50_000);
  server = await startCacheServer(() => ({ body }), { limits: { maxEntryBytes: 10_000 } });
  const first = await server.request("/big", { headers: { "accept-encoding": "gzip" } });
  expect(first.text).toBe(body);
  expect(await cachedTwice("/big")).toBe(false);
});

test("without a content version the page is rendered as usual", async () => {
  server = await startCacheServer(() => ({}), {
    contentVersion: () => Promise.reject(new Error("database down")),
  });
  const answer = await server.request("/", { headers: { "accept-encoding": "gzip" } });
  expect(answer.status).toBe(200);
  expect(answer.headers["x-cache"]).toBeUndefined();
  expect(await cachedTwice("/")).toBe(false);
});
