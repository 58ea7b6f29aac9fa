import { expect, test } from "vitest";
import { cacheKey, classifyRequest, isCacheablePath, preferredEncoding } from "./cache-policy";

test("pages, .data, the sitemap, robots and feeds are cacheable paths; files and staff paths not", () => {
  for (const path of [
    "/",
    "/careers",
    "/blog/a-post",
    "/_root.data",
    "/sitemap.xml",
    "/robots.txt",
  ]) {
    expect(isCacheablePath(path), path).toBe(true);
  }
  for (const path of ["/admin", "/admin/jobs", "/api/auth/x", "/assets/a.js", "/media/x.png"]) {
    expect(isCacheablePath(path), path).toBe(false);
  }
  expect(isCacheablePath("/favicon.svg")).toBe(false);
  expect(isCacheablePath("/images/cover.jpg")).toBe(false);
  // Only the exact prefix: a page named like one is still a page.
  expect(isCacheablePath("/administration")).toBe(true);
  expect(isCacheablePath("/admin.data")).toBe(false);
  expect(isCacheablePath("/admin/jobs.data")).toBe(false);
});

test("staff are recognised by path or by any better-auth cookie, whatever they ask for", () => {
  expect(classifyRequest("GET", "/admin/jobs", {})).toBe("private");
  expect(classifyRequest("GET", "/", { cookie: "arcwell.session_token=x" })).toBe("private");
  expect(classifyRequest("POST", "/contact", { cookie: "arcwell.two_factor=x" })).toBe("private");
  expect(classifyRequest("GET", "/admin.data", {})).toBe("private");
  // Files keep their own caching, cookie or not.
  expect(classifyRequest("GET", "/assets/a.js", { cookie: "arcwell.session_token=x" })).toBe(
    "other",
  );
  expect(classifyRequest("GET", "/", { cookie: "theme=dark" })).toBe("cacheable");
  expect(classifyRequest("HEAD", "/", {})).toBe("cacheable");
  expect(classifyRequest("POST", "/contact", {})).toBe("other");
});

test("the key is the path plus the sorted query", () => {
  expect(cacheKey("/blog")).toEqual({ key: "/blog", hasQuery: false });
  expect(cacheKey("/blog?")).toEqual({ key: "/blog", hasQuery: false });
  expect(cacheKey("/blog?q=a+b&page=2")).toEqual({ key: "/blog?page=2&q=a+b", hasQuery: true });
  expect(cacheKey("/blog?q=a%20b")).toEqual(cacheKey("/blog?q=a+b"));
});

test.each([
  ["gzip, deflate, br", "br"],
  ["gzip", "gzip"],
  ["br;q=0, gzip", "gzip"],
  ["*", "br"],
  ["br;q=0, *", "gzip"],
  ["gzip;q=0, br;q=0", "identity"],
  ["identity", "identity"],
  [undefined, "identity"],
])("Accept-Encoding %s → %s", (header, encoding) => {
  expect(preferredEncoding(header)).toBe(encoding);
});
