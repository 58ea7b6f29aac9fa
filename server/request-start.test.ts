import { Writable } from "node:stream";
import pino from "pino";
import { afterEach, expect, test } from "vitest";
import { AUTH_COOKIE_PREFIX } from "../app/modules/accounts/auth-cookie";
import { PAGE_HTML, startCacheServer } from "../tests/helpers/page-cache-server";
import type { PageCacheOptions } from "./page-cache/page-cache";
import { createRequestStart } from "./request-start";

type CacheServer = Awaited<ReturnType<typeof startCacheServer>>;
let servers: CacheServer[] = [];
afterEach(async () => {
  await Promise.all(servers.map((server) => server.close()));
  servers = [];
});

const BROWSER = { "accept-encoding": "gzip, deflate, br", "x-request-id": "client-1" };

/** A server as server/index.ts starts it; with `viaExpress`, every request goes through Express as before. */
async function startSite(options: Partial<PageCacheOptions> = {}, viaExpress = false) {
  const lines: Array<Record<string, unknown>> = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      const { ms, ...line } = JSON.parse(String(chunk)) as Record<string, unknown>;
      lines.push({ ...line, ms: typeof ms });
      done();
    },
  });
  const observed: unknown[][] = [];
  const state = { shuttingDown: false };
  const start = createRequestStart({
    logger: pino({ base: undefined, timestamp: false }, sink),
    observe: (method, path, status, seconds, res) =>
      observed.push([method, path, status, typeof seconds, res.locals.requestId]),
    shuttingDown: () => state.shuttingDown,
    finishedWhileShuttingDown: () => {},
  });
  const server = await startCacheServer(
    () => ({}),
    options,
    viaExpress ? { ...start, listener: (express) => express } : start,
  );
  servers.push(server);
  return { server, lines, observed, state };
}

const withoutDate = (raw: string[]) =>
  raw.flatMap((item, i) =>
    i % 2 === 0 && raw[i]!.toLowerCase() !== "date" ? [[item, raw[i + 1]]] : [],
  );

test("a fresh hit is answered before Express, with the headers Express sent, in the same order", async () => {
  const fast = await startSite();
  const express = await startSite({}, true);
  const requests: Array<[string, RequestInit]> = [
    ["/careers", { headers: BROWSER }],
    ["/careers", { headers: { ...BROWSER, "accept-encoding": "gzip" } }],
    ["/careers", { headers: { "x-request-id": "client-1" } }],
    ["/careers", { method: "HEAD", headers: BROWSER }],
    ["/?fbclid=abc", { headers: BROWSER }],
  ];
  for (const site of [fast, express]) {
    await site.server.request("/careers", { headers: BROWSER });
    await site.server.request("/", { headers: BROWSER });
  }
  expect([fast.server.arrived(), express.server.arrived()]).toEqual([2, 2]);

  const etag = (await fast.server.request("/careers", { headers: BROWSER })).headers.etag!;
  requests.push(["/careers", { headers: { ...BROWSER, "if-none-match": etag } }]);
  const before = fast.server.arrived();
  for (const [path, init] of requests) {
    // An entry hit again is recompressed at best quality off the request; both
    // sides finish that first, so both serve the same bytes (else one side
    // may have swapped its brotli body and the other not yet).
    await Promise.all([
      fast.server.cache.upgradesSettled(),
      express.server.cache.upgradesSettled(),
    ]);
    const one = await fast.server.request(path, init);
    const other = await express.server.request(path, init);
    expect(one.headers["x-cache"]).toBe("hit");
    expect([one.status, withoutDate(one.rawHeaders)]).toEqual([
      other.status,
      withoutDate(other.rawHeaders),
    ]);
    expect(one.raw).toEqual(other.raw);
  }
  // None of them entered Express on the fast side; all did on the other.
  expect(fast.server.arrived()).toBe(before);
  expect(express.server.arrived()).toBe(2 + requests.length);

  // A request id the client did not send is made up, as before.
  const own = await fast.server.request("/careers", { headers: {} });
  expect(own.headers["x-request-id"]).toMatch(/^[\da-f-]{36}$/);
  const bad = await fast.server.request("/careers", { headers: { "x-request-id": "a b" } });
  expect(bad.headers["x-request-id"]).toMatch(/^[\da-f-]{36}$/);
});

test("while shutting down, a hit before Express closes its connection as Express's answer does", async () => {
  const fast = await startSite();
  const express = await startSite({}, true);
  for (const site of [fast, express]) {
    await site.server.request("/blog", { headers: BROWSER });
    site.state.shuttingDown = true;
  }
  const one = await fast.server.request("/blog", { headers: BROWSER });
  const other = await express.server.request("/blog", { headers: BROWSER });
  expect(one.headers.connection).toBe("close");
  expect(withoutDate(one.rawHeaders)).toEqual(withoutDate(other.rawHeaders));
});

test("a hit before Express is logged and measured as one through Express", async () => {
  const lookups: string[] = [];
  const fast = await startSite({ onLookup: (result) => lookups.push(result) });
  const express = await startSite({}, true);
  for (const site of [fast, express]) {
    await site.server.request("/careers?fbclid=1", { headers: BROWSER });
    await site.server.request("/careers?fbclid=2", { headers: BROWSER });
    await site.server.request("/careers", { method: "HEAD", headers: BROWSER });
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  expect(fast.server.arrived()).toBe(1);
  expect(lookups).toEqual(["miss", "hit", "hit"]);
  expect(fast.lines).toEqual(express.lines);
  expect(fast.lines[1]).toEqual({
    level: 30,
    reqId: "client-1",
    method: "GET",
    path: "/careers",
    status: 200,
    ms: "number",
    msg: "request",
  });
  expect(fast.observed).toEqual(express.observed);
  expect(fast.observed).toEqual([
    ["GET", "/careers", 200, "number", "client-1"],
    ["GET", "/careers", 200, "number", "client-1"],
    ["HEAD", "/careers", 200, "number", "client-1"],
  ]);
});

test("everything but a fresh hit goes through Express as before", async () => {
  let version: string | Promise<string> | Error = "v1";
  let asked = 0;
  const lookups: string[] = [];
  const { server } = await startSite({
    contentVersion: () => {
      asked += 1;
      if (version instanceof Error) throw version;
      return version;
    },
    onLookup: (result) => lookups.push(result),
  });
  await server.request("/careers", { headers: BROWSER }); // miss
  await server.request("/careers", { headers: BROWSER }); // hit, before Express
  expect(server.arrived()).toBe(1);
  await server.request("/careers", { method: "POST" });
  await server.request("/careers", {
    headers: { cookie: `${AUTH_COOKIE_PREFIX}.session_token=x` },
  });
  await server.request("/admin/jobs");
  // An absolute URL: its path is Express's to read.
  await server.request("http://example.test/careers", { headers: BROWSER });
  expect(server.arrived()).toBe(5);

  // The version read once per request, also when it has to be awaited…
  version = Promise.resolve("v1");
  asked = 0;
  const awaited = await server.request("/careers", { headers: BROWSER });
  expect([awaited.headers["x-cache"], asked, server.arrived()]).toEqual(["hit", 1, 6]);
  // …or cannot be read: the kept copy is served, marked stale, by Express.
  version = new Error("database down");
  asked = 0;
  const stale = await server.request("/careers", { headers: BROWSER });
  expect([stale.headers["x-cache"], asked, server.arrived()]).toEqual(["stale", 1, 7]);
  expect(stale.text).toBe(PAGE_HTML);
  expect(lookups.slice(-2)).toEqual(["hit", "stale"]);
});

test("a kept search lacking the reader's encoding goes on to Express, which adds it; then it is answered before Express", async () => {
  const { server } = await startSite();
  const search = "/careers?q=java";
  await server.request(search, { headers: BROWSER });
  expect(server.arrived()).toBe(1);
  await server.request(search, { headers: BROWSER });
  expect(server.arrived()).toBe(1);
  const gzip = { headers: { ...BROWSER, "accept-encoding": "gzip" } };
  const first = await server.request(search, gzip);
  expect(first.headers["content-encoding"]).toBe("gzip");
  expect(first.text).toBe(PAGE_HTML);
  expect(server.arrived()).toBe(2);
  const second = await server.request(search, gzip);
  expect(second.raw).toEqual(first.raw);
  expect(server.arrived()).toBe(2);
  expect(server.rendered).toHaveLength(1);
});
