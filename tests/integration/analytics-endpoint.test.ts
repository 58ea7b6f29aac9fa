import http from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import express from "express";
import { afterAll, beforeAll, expect, test } from "vitest";
import pino from "pino";
import { clientAddress, type TrustProxy } from "../../server/client-address";
import { eventEndpoint } from "../../server/event-endpoint";
import { requestTally, type RequestTally } from "../../server/request-log";
import { createRequestStart } from "../../server/request-start";
import { setupTestDatabase } from "../helpers/test-database";
import { db } from "~/db/client.server";
import { pageViews } from "~/db/schema";
import { EVENT_PATH } from "~/modules/analytics/beacon-contract";
import { collectPageView } from "~/modules/analytics/collect.server";
import { flushPageViews } from "~/modules/analytics/page-view-buffer.server";

// The beacon's endpoint as server/index.ts mounts it (before Express), with the app's collector
// and a real database: what is stored, what is refused and with which status.
setupTestDatabase();

const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0";
const VIEW = {
  path: "/",
  referrer: "www.linkedin.com",
  source: "linkedin",
  medium: "",
  campaign: "fall",
  device: "desktop",
};
const PER_MINUTE = 5;

let server: http.Server;
let url = "";
let tally: RequestTally;
const lines: Array<Record<string, unknown>> = [];
const observed: unknown[][] = [];

beforeAll(async () => {
  const app = express();
  app.set("trust proxy", "loopback");
  const trust = app.get("trust proxy fn") as TrustProxy;
  const handle = eventEndpoint({
    collect: collectPageView,
    perMinute: PER_MINUTE,
    onError: () => {},
    clientAddress: (req) => clientAddress(req, trust),
  });
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
      done();
    },
  });
  const logger = pino({ base: undefined, timestamp: false }, sink);
  const start = createRequestStart({
    logger,
    observe: (method, path, status) => observed.push([method, path, status]),
    shuttingDown: () => false,
    finishedWhileShuttingDown: () => {},
  });
  tally = requestTally(logger, { method: "POST", path: EVENT_PATH });
  server = http.createServer(start.listener(app, { beacon: { path: EVENT_PATH, handle, tally } }));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${EVENT_PATH}`;
});

afterAll(() => {
  tally.stop();
  return new Promise((resolve) => server.close(resolve));
});

let address = 0;
function send(body: string, headers: Record<string, string> = {}) {
  // Each call its own visitor address, unless the test names one.
  return fetch(url, {
    method: "POST",
    body,
    headers: {
      "content-type": "text/plain;charset=UTF-8",
      "user-agent": FIREFOX,
      "x-forwarded-for": `198.51.100.${++address}`,
      ...headers,
    },
  });
}

async function stored() {
  await flushPageViews();
  return db().select().from(pageViews);
}

test("a beacon is answered 204 and stored with the next batch", async () => {
  const response = await send(JSON.stringify(VIEW));
  expect(response.status).toBe(204);
  expect(response.headers.get("cache-control")).toBe("no-store");
  expect(await stored()).toMatchObject([
    { path: "/", referrerHost: "www.linkedin.com", utmSource: "linkedin", utmCampaign: "fall" },
  ]);
});

test("malformed beacons are answered 400 and never stored", async () => {
  const before = (await stored()).length;
  for (const body of [
    "",
    "not json",
    "[]",
    JSON.stringify({ ...VIEW, path: "no-slash" }),
    JSON.stringify({ ...VIEW, referrer: "https://www.linkedin.com/in/someone" }),
    JSON.stringify({ ...VIEW, extra: "field" }),
  ]) {
    expect([body, (await send(body)).status]).toEqual([body, 400]);
  }
  expect(await stored()).toHaveLength(before);
});

test("bots and opted-out clients are answered like anyone but not stored", async () => {
  const before = (await stored()).length;
  const bot = "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)";
  expect((await send(JSON.stringify(VIEW), { "user-agent": bot })).status).toBe(204);
  expect((await send(JSON.stringify(VIEW), { "user-agent": "curl/8.5.0" })).status).toBe(204);
  expect((await send(JSON.stringify(VIEW), { dnt: "1" })).status).toBe(204);
  expect((await send(JSON.stringify(VIEW), { "sec-gpc": "1" })).status).toBe(204);
  expect(await stored()).toHaveLength(before);
});

test("a body over the limit is 413, another site's page 403", async () => {
  const big = JSON.stringify({ ...VIEW, path: `/${"a".repeat(3000)}` });
  expect((await send(big)).status).toBe(413);
  expect((await send(JSON.stringify(VIEW), { "sec-fetch-site": "cross-site" })).status).toBe(403);
});

test("a flood from one address is answered 429 with Retry-After; other addresses go on", async () => {
  const flood = { "x-forwarded-for": "203.0.113.99" };
  const statuses: number[] = [];
  for (let sent = 0; sent < PER_MINUTE + 3; sent++) {
    statuses.push((await send(JSON.stringify(VIEW), flood)).status);
  }
  expect(statuses.slice(0, PER_MINUTE)).toEqual(Array(PER_MINUTE).fill(204));
  expect(statuses.slice(PER_MINUTE)).toEqual([429, 429, 429]);
  const refused = await send(JSON.stringify(VIEW), flood);
  expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  expect((await send(JSON.stringify(VIEW))).status).toBe(204);
});

test("beacons keep the request id and the metrics, and are logged as one line by status", async () => {
  tally.flush();
  lines.length = 0;
  const measured = observed.length;
  const counted = await send(JSON.stringify(VIEW), { "x-request-id": "beacon-1" });
  expect([counted.status, counted.headers.get("x-request-id")]).toEqual([204, "beacon-1"]);
  expect((await send("not json")).status).toBe(400);
  expect((await send(JSON.stringify(VIEW), { "sec-fetch-site": "cross-site" })).status).toBe(403);
  await expect.poll(() => observed.length).toBe(measured + 3);
  expect(observed.slice(measured)).toEqual([
    ["POST", EVENT_PATH, 204],
    ["POST", EVENT_PATH, 400],
    ["POST", EVENT_PATH, 403],
  ]);
  // No line per beacon; the tally's line (once a minute, here at once) counts them by status.
  expect(lines).toEqual([]);
  tally.flush();
  expect(lines).toEqual([
    {
      level: 30,
      method: "POST",
      path: EVENT_PATH,
      count: 3,
      statuses: { "204": 1, "400": 1, "403": 1 },
      slowestMs: expect.any(Number) as unknown,
      msg: "requests",
    },
  ]);
});
