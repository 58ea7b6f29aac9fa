import type { AddressInfo } from "node:net";
import express from "express";
import { expect, test } from "vitest";
import {
  isCrossSiteRequest,
  MAP_FRAME_PREFIX,
  mapFrameHeaders,
  pageHeadersReplaceDefaults,
  rejectCrossSiteRequests,
  securityHeaders,
} from "./security";

const HOST = "shop.example:3000";
const publicHost = "www.arcwell.example";

test.each([
  [{ secFetchSite: "cross-site", origin: `http://${HOST}` }, true],
  [{ secFetchSite: "same-origin", origin: "null" }, false],
  [{ secFetchSite: "none" }, false],
  [{ secFetchSite: "same-site", origin: "http://blog.shop.example:3000" }, true],
  [{ origin: "https://evil.example" }, true],
  [{ origin: "null" }, true],
  [{ origin: "not a url" }, true],
  [{ origin: `http://${HOST}` }, false],
  [{ origin: `http://${HOST}/` }, false],
  [{ origin: `https://${publicHost}` }, false],
  [{ origin: `https://${publicHost}:443` }, false],
  // Same host, another scheme or port: another origin.
  [{ origin: `https://${HOST}` }, true],
  [{ origin: "http://shop.example:3001" }, true],
  [{ origin: "http://shop.example" }, true],
  [{ origin: `http://${publicHost}` }, true],
  [{ origin: `https://${publicHost}:8443` }, true],
  [{}, false],
])("%j → cross-site %s", (signals, expected) => {
  expect(
    isCrossSiteRequest({
      ...signals,
      ownOrigin: `http://${HOST}`,
      publicOrigin: `https://${publicHost}`,
    }),
  ).toBe(expected);
});

test("the middleware answers 403 to cross-site state changes only", async () => {
  const app = express();
  app.use(rejectCrossSiteRequests({ publicUrl: `https://${publicHost}` }));
  app.all("/{*path}", (_req, res) => {
    res.send("reached");
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const evil = { Origin: "https://evil.example" };
    expect((await fetch(`${base}/contact`, { method: "POST", headers: evil })).status).toBe(403);
    expect((await fetch(`${base}/x`, { method: "DELETE", headers: evil })).status).toBe(403);
    expect((await fetch(`${base}/contact`, { headers: evil })).status).toBe(200);
    const own = { Origin: base };
    expect((await fetch(`${base}/contact`, { method: "POST", headers: own })).status).toBe(200);
    // The right host over the wrong scheme is another origin.
    const otherScheme = { Origin: base.replace("http:", "https:") };
    expect((await fetch(`${base}/contact`, { method: "POST", headers: otherScheme })).status).toBe(
      403,
    );
    const publicSite = { Origin: `https://${publicHost}` };
    expect((await fetch(`${base}/contact`, { method: "POST", headers: publicSite })).status).toBe(
      200,
    );
  } finally {
    server.close();
  }
});

test("one frame rule and one referrer policy per page: the site's, or the page's own", async () => {
  const app = express();
  app.use(securityHeaders({ dev: false, https: false }));
  app.use(MAP_FRAME_PREFIX, mapFrameHeaders({ dev: false, mapOrigin: "https://maps.example" }));
  app.use(pageHeadersReplaceDefaults);
  app.get("/p/:token", (_req, res) => {
    // As React Router's adapter writes a page's own headers.
    res.append("Referrer-Policy", "no-referrer");
    res.send("preview");
  });
  app.all("/{*path}", (_req, res) => {
    res.send("page");
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const page = await fetch(`${base}/contact`);
    expect(page.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(page.headers.get("x-frame-options")).toBe("DENY");
    expect(page.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");

    const map = await fetch(`${base}${MAP_FRAME_PREFIX}/hamilton`);
    expect(map.headers.get("content-security-policy")).toContain("frame-ancestors 'self'");
    expect(map.headers.get("x-frame-options")).toBe("SAMEORIGIN");

    const preview = await fetch(`${base}/p/some-token`);
    expect(preview.headers.get("referrer-policy")).toBe("no-referrer");
  } finally {
    server.close();
  }
});
