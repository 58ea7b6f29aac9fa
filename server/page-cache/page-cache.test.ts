import crypto from "node:crypto";
import zlib from "node:zlib";
import { afterEach, expect, test } from "vitest";
import { PAGE_HTML, startCacheServer } from "../../tests/helpers/page-cache-server";
import { BEST_BROTLI_QUALITY, FAST_BROTLI_QUALITY } from "./cache-entry";

let server: Awaited<ReturnType<typeof startCacheServer>> | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const BROWSER = { "accept-encoding": "gzip, deflate, br" };

test("a page is rendered once, then served from memory", async () => {
  server = await startCacheServer(() => ({}));
  const first = await server.request("/careers", { headers: BROWSER });
  const second = await server.request("/careers", { headers: BROWSER });
  expect([first.headers["x-cache"], second.headers["x-cache"]]).toEqual(["miss", "hit"]);
  expect(second.text).toBe(PAGE_HTML);
  expect(server.rendered).toHaveLength(1);
  expect(second.headers["x-request-id"]).toBe("test");
  // The security headers of the render are kept with the page.
  expect(second.headers["x-content-type-options"]).toBe("nosniff");
  expect(second.headers["cache-control"]).toMatch(/^public, max-age=0, s-maxage=\d+/);
});

test("each cacheable request is reported as a hit or a miss; others are not reported", async () => {
  const lookups: string[] = [];
  server = await startCacheServer(() => ({}), { onLookup: (result) => lookups.push(result) });
  await server.request("/careers", { headers: BROWSER });
  await server.request("/careers", { headers: BROWSER });
  await server.request("/careers", { method: "POST" });
  await server.request("/admin/jobs");
  await server.request("/blog", { headers: BROWSER });
  expect(lookups).toEqual(["miss", "hit", "miss"]);
});

test("concurrent misses of one page share a single render", async () => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  server = await startCacheServer(() => ({ before: () => held }));
  const requests = Array.from({ length: 5 }, () => server!.request("/blog", { headers: BROWSER }));
  await new Promise((resolve) => setTimeout(resolve, 50));
  release();
  const answers = await Promise.all(requests);
  expect(answers.map((answer) => answer.text)).toEqual(Array(5).fill(PAGE_HTML));
  expect(server.rendered).toHaveLength(1);
});

test("each client gets the best encoding it accepts, all of the same page", async () => {
  server = await startCacheServer(() => ({}));
  await server.request("/", { headers: BROWSER });
  const br = await server.request("/", { headers: BROWSER });
  const gzip = await server.request("/", { headers: { "accept-encoding": "gzip" } });
  const plain = await server.request("/");
  const refused = await server.request("/", { headers: { "accept-encoding": "br;q=0, gzip" } });
  expect(br.headers["content-encoding"]).toBe("br");
  expect(gzip.headers["content-encoding"]).toBe("gzip");
  expect(refused.headers["content-encoding"]).toBe("gzip");
  expect(plain.headers["content-encoding"]).toBeUndefined();
  for (const answer of [br, gzip, plain]) {
    expect(answer.text).toBe(PAGE_HTML);
    expect(Number(answer.headers["content-length"])).toBe(answer.raw.length);
    expect(answer.headers.vary).toBe("Accept-Encoding");
  }
  // The bytes are compressed once, when stored, not per response.
  expect(br.raw.length).toBeLessThan(Buffer.byteLength(PAGE_HTML));
});

test("a matching ETag or Last-Modified gets 304; HEAD gets the headers without a body", async () => {
  const modified = new Date("2026-01-05T10:00:00Z").toUTCString();
  server = await startCacheServer(() => ({ headers: { "Last-Modified": modified } }));
  const page = await server.request("/sitemap.xml", { headers: BROWSER });
  const etag = page.headers.etag!;
  expect(etag).toMatch(/^W\/"[\w-]+"$/);

  const unchanged = await server.request("/sitemap.xml", { headers: { "if-none-match": etag } });
  expect(unchanged.status).toBe(304);
  expect(unchanged.raw).toHaveLength(0);
  expect(unchanged.headers.etag).toBe(etag);
  const strong = etag.replace(/^W\//, "");
  expect(
    (await server.request("/sitemap.xml", { headers: { "if-none-match": strong } })).status,
  ).toBe(304);
  const other = await server.request("/sitemap.xml", { headers: { "if-none-match": '"x"' } });
  expect(other.status).toBe(200);
  const since = await server.request("/sitemap.xml", {
    headers: { "if-modified-since": modified },
  });
  expect(since.status).toBe(304);

  const head = await server.request("/sitemap.xml", { method: "HEAD", headers: BROWSER });
  expect(head.status).toBe(200);
  expect(head.raw).toHaveLength(0);
  expect(Number(head.headers["content-length"])).toBeGreaterThan(0);
  expect(head.headers["x-cache"]).toBe("hit");
  expect(server.rendered).toHaveLength(1);
});

test("a conditional first request still stores the full page and answers 304 when it matches", async () => {
  server = await startCacheServer(() => ({}));
  const page = await server.request("/blog", { headers: BROWSER });
  server.setVersion("v2");
  const again = await server.request("/blog", { headers: { "if-none-match": page.headers.etag! } });
  // Re-rendered under the new version; the same bytes keep the same validator.
  expect(again.status).toBe(304);
  expect(server.rendered).toHaveLength(2);
  expect((await server.request("/blog")).text).toBe(PAGE_HTML);
  expect(server.rendered).toHaveLength(2);
});

test("a cached page carries no nonce: its CSP lists the hash of each inline script", async () => {
  server = await startCacheServer(() => ({}));
  const page = await server.request("/", { headers: BROWSER });
  expect(server.rendered[0]?.nonce).toBe("");
  const policy = String(page.headers["content-security-policy"]);
  const scriptSrc = policy.split(";").find((directive) => directive.startsWith("script-src"))!;
  expect(scriptSrc).not.toMatch(/nonce/);
  const scripts = [...page.text.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)].filter(
    ([, attributes]) => !attributes!.includes("ld+json"),
  );
  expect(scripts).toHaveLength(2);
  const hashes = scripts.map(
    ([, , text]) => `'sha256-${crypto.createHash("sha256").update(text!).digest("base64")}'`,
  );
  expect(scriptSrc.split(" ").slice(2)).toEqual(hashes);
  // The hit carries the same policy.
  const hit = await server.request("/", { headers: BROWSER });
  expect(hit.headers["content-security-policy"]).toBe(policy);
});

test("a new content version or the next timed change makes the next request render again", async () => {
  let change = Date.now() + 60_000;
  server = await startCacheServer(() => ({}), { nextTimedChange: () => new Date(change) });
  await server.request("/careers");
  await server.request("/careers");
  expect(server.rendered).toHaveLength(1);
  server.setVersion("v2");
  expect((await server.request("/careers")).headers["x-cache"]).toBe("miss");
  expect(server.rendered).toHaveLength(2);

  change = Date.now() - 1; // stored already past its moment (midnight has come)
  server.setVersion("v3");
  await server.request("/careers");
  expect((await server.request("/careers")).headers["x-cache"]).toBe("miss");
  expect(server.rendered).toHaveLength(4);
});

test("a render that started before a save is never kept for the content after it", async () => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let hold = true;
  server = await startCacheServer(() => ({ before: () => (hold ? held : Promise.resolve()) }));
  const slow = server.request("/blog");
  await new Promise((resolve) => setTimeout(resolve, 30));
  server.setVersion("v2"); // a save completes while the old render is still running
  hold = false;
  const after = await server.request("/blog");
  expect(after.headers["x-cache"]).toBe("miss");
  release();
  await slow;
  expect((await server.request("/blog")).headers["x-cache"]).toBe("hit");
  expect(server.rendered).toHaveLength(2);
});

test("while the content version cannot be read, a kept page is served marked stale; others render", async () => {
  const lookups: string[] = [];
  let fault: "none" | "throws" | "rejects" = "none";
  server = await startCacheServer(() => ({}), {
    contentVersion: () => {
      if (fault === "throws") throw new Error("database unreachable");
      if (fault === "rejects") return Promise.reject(new Error("database unreachable"));
      return "v1";
    },
    onLookup: (result) => lookups.push(result),
  });
  await server.request("/careers", { headers: BROWSER });

  for (const mode of ["throws", "rejects"] as const) {
    fault = mode;
    const stale = await server.request("/careers", { headers: BROWSER });
    expect(stale.status).toBe(200);
    expect(stale.headers["x-cache"]).toBe("stale");
    expect(stale.text).toBe(PAGE_HTML);
    expect(stale.headers["cache-control"]).toMatch(/^public, max-age=0, s-maxage=\d+/);
    const revalidated = await server.request("/careers", {
      headers: { "if-none-match": stale.headers.etag! },
    });
    expect([revalidated.status, revalidated.headers["x-cache"]]).toEqual([304, "stale"]);
  }
  expect(server.rendered).toHaveLength(1);

  // A page not kept takes the ordinary path (the app answers: with the database down, its 503 page).
  const uncached = await server.request("/blog", { headers: BROWSER });
  expect(uncached.status).toBe(200);
  expect(uncached.headers["x-cache"]).toBeUndefined(); // rendered as if uncacheable: no version to keep it under
  expect(server.rendered.map((page) => page.url)).toEqual(["/careers", "/blog"]);
  expect(lookups).toEqual(["miss", "stale", "stale", "stale", "stale", "miss"]);
});

test("after a save, 50 simultaneous requests for a page render it once; the others wait for it", async () => {
  const lookups: string[] = [];
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let hold = false;
  server = await startCacheServer(() => ({ before: () => (hold ? held : Promise.resolve()) }), {
    onLookup: (result) => lookups.push(result),
  });
  await server.request("/", { headers: BROWSER });
  server.setVersion("v2"); // an admin saves
  hold = true;
  const crowd = Array.from({ length: 50 }, (_, index) =>
    server!.request(index % 2 ? "/" : `/?fbclid=visitor-${index}`, { headers: BROWSER }),
  );
  // Every request is in before the one render may finish.
  while (server.arrived() < 51) await new Promise((resolve) => setTimeout(resolve, 5));
  release();
  const answers = await Promise.all(crowd);
  expect(answers.map((answer) => [answer.status, answer.text])).toEqual(
    Array(50).fill([200, PAGE_HTML]),
  );
  expect(server.rendered).toHaveLength(2);
  expect(lookups.slice(1).sort()).toEqual(["miss", ...Array(49).fill("coalesced")].sort());
});

/** A page of about 10 KB of varied text, where brotli's quality shows in the size. */
const LARGE_PAGE = `<!DOCTYPE html><html><body>${Array.from(
  { length: 250 },
  (_, index) =>
    `<p class="item-${index % 7}">Item ${index * 7919} of ${(index * 104_729) % 9973}</p>`,
).join("")}</body></html>`;

function brotliAt(quality: number) {
  return zlib.brotliCompressSync(LARGE_PAGE, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(LARGE_PAGE),
    },
  });
}

test("a page is stored at the fast brotli level and upgraded to the best one from its second hit", async () => {
  server = await startCacheServer(() => ({ body: LARGE_PAGE }));
  const fast = brotliAt(FAST_BROTLI_QUALITY);
  const best = brotliAt(BEST_BROTLI_QUALITY);
  expect(best.length).toBeLessThan(fast.length);

  const brotliBytes = async () => {
    await server!.cache.upgradesSettled();
    const answer = await server!.request("/careers?fbclid=x", { headers: BROWSER });
    expect(answer.text).toBe(LARGE_PAGE);
    return answer.raw;
  };
  expect(await brotliBytes()).toEqual(fast); // the miss
  expect(await brotliBytes()).toEqual(fast); // hit 1: nothing scheduled
  expect(await brotliBytes()).toEqual(fast); // hit 2: served, then upgraded
  expect(await brotliBytes()).toEqual(best);
  expect(server.rendered).toHaveLength(1);
});

test("a query entry (a search, mostly read once) is never upgraded", async () => {
  server = await startCacheServer(() => ({ body: LARGE_PAGE }));
  const fast = brotliAt(FAST_BROTLI_QUALITY);
  for (let request = 0; request < 5; request++) {
    await server.cache.upgradesSettled();
    const answer = await server.request("/careers?q=java", { headers: BROWSER });
    expect(answer.raw).toEqual(fast);
  }
  expect(server.rendered).toHaveLength(1);
});

test("a query entry is compressed for its first reader only; another encoding is added when first asked for", async () => {
  server = await startCacheServer(() => ({ body: LARGE_PAGE }));
  const kept = () => server!.cache.stats().queryBytes;
  const first = await server.request("/careers?q=java", { headers: BROWSER });
  expect(first.headers["content-encoding"]).toBe("br");
  const withBrotliOnly = kept();
  const gzip = await server.request("/careers?q=java", { headers: { "accept-encoding": "gzip" } });
  expect(gzip.headers["x-cache"]).toBe("hit");
  expect(gzip.headers["content-encoding"]).toBe("gzip");
  expect(gzip.text).toBe(LARGE_PAGE);
  expect(Number(gzip.headers["content-length"])).toBe(gzip.raw.length);
  // The gzip bytes were made for this reader, then kept with the entry.
  expect(kept()).toBe(withBrotliOnly + gzip.raw.length);
  const again = await server.request("/careers?q=java", { headers: { "accept-encoding": "gzip" } });
  expect(again.raw).toEqual(gzip.raw);
  expect(kept()).toBe(withBrotliOnly + gzip.raw.length);
  const plain = await server.request("/careers?q=java");
  expect(plain.text).toBe(LARGE_PAGE);
  expect(server.rendered).toHaveLength(1);

  // A page without a query is kept in every encoding at once.
  await server.request("/careers", { headers: BROWSER });
  const pageBytes = server.cache.stats().bytes - kept();
  await server.request("/careers", { headers: { "accept-encoding": "gzip" } });
  expect(server.cache.stats().bytes - kept()).toBe(pageBytes);
});

test("misses beyond the render limit wait their turn, first come first served; a visitor who leaves is dropped", async () => {
  const releases = new Map<string, () => void>();
  server = await startCacheServer(
    (url) => ({
      before: () => new Promise<void>((resolve) => releases.set(url, resolve)),
    }),
    { maxConcurrentRenders: 2 },
  );
  const rendering = () => server!.rendered.map((render) => render.url);
  const until = async (check: () => boolean) => {
    while (!check()) await new Promise((resolve) => setTimeout(resolve, 5));
  };
  const answers: Promise<unknown>[] = [];
  for (const q of ["a", "b", "c", "d"]) {
    answers.push(server.request(`/blog?q=${q}`, { headers: BROWSER }));
    await until(() => server!.arrived() === answers.length);
  }
  // One visitor gives up while in line: the server never renders for them.
  const leaving = new AbortController();
  const left = server.request("/blog?q=gone", { signal: leaving.signal }).catch(() => "left");
  await until(() => server!.arrived() === 5);
  answers.push(server.request("/blog?q=e", { headers: BROWSER }));
  await until(() => server!.arrived() === 6);

  await until(() => releases.size === 2);
  expect(rendering()).toEqual(["/blog?q=a", "/blog?q=b"]);
  expect(server.cache.stats().rendersWaiting).toBe(4);
  leaving.abort();
  expect(await left).toBe("left");
  await until(() => server!.cache.stats().rendersWaiting === 3);

  releases.get("/blog?q=b")!();
  await until(() => releases.size === 3);
  expect(rendering()).toEqual(["/blog?q=a", "/blog?q=b", "/blog?q=c"]);
  for (const url of ["/blog?q=a", "/blog?q=c", "/blog?q=d", "/blog?q=e"]) {
    await until(() => releases.has(url));
    releases.get(url)!();
  }
  expect((await Promise.all(answers)).map((answer) => (answer as { text: string }).text)).toEqual(
    Array(5).fill(PAGE_HTML),
  );
  expect(rendering()).toEqual(["/blog?q=a", "/blog?q=b", "/blog?q=c", "/blog?q=d", "/blog?q=e"]);
  expect(server.cache.stats().rendersWaiting).toBe(0);
});
