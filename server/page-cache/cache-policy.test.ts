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

const BLOG = ["q", "category", "page"];
const CAREERS = ["q", "department", "location", "type", "page"];

test("the key is the path plus the declared parameters, sorted", () => {
  expect(cacheKey("/blog", BLOG)).toEqual({ key: "/blog", hasQuery: false });
  expect(cacheKey("/blog?", BLOG)).toEqual({ key: "/blog", hasQuery: false });
  expect(cacheKey("/blog?q=a+b&page=2", BLOG)).toEqual({
    key: "/blog?page=2&q=a+b",
    hasQuery: true,
  });
  expect(cacheKey("/blog?q=a%20b", BLOG)).toEqual(cacheKey("/blog?q=a+b", BLOG));
  // Values are kept as sent: an empty one is not an absent one.
  expect(cacheKey("/blog?q=", BLOG)).toEqual({ key: "/blog?q=", hasQuery: true });
});

test.each([
  "fbclid=IwAR2xYz",
  "gclid=Cj0KCQiA",
  "msclkid=3f2a",
  "li_fat_id=7c1d",
  "utm_source=news&utm_medium=email&utm_campaign=launch",
  "anything=unknown",
])("%s is not part of the key: the plain page, or the search without it", (tracking) => {
  expect(cacheKey(`/?${tracking}`, [])).toEqual({ key: "/", hasQuery: false });
  expect(cacheKey(`/careers?${tracking}`, CAREERS)).toEqual({ key: "/careers", hasQuery: false });
  expect(cacheKey(`/careers?${tracking}&q=java`, CAREERS)).toEqual({
    key: "/careers?q=java",
    hasQuery: true,
  });
  expect(cacheKey(`/careers?q=java&${tracking}&page=2`, CAREERS)).toEqual(
    cacheKey("/careers?page=2&q=java", CAREERS),
  );
});

test("a repeated or list-shaped declared parameter stays in the key, so the page still refuses it", () => {
  expect(cacheKey("/careers?q=b&utm_source=x&q=a", CAREERS).key).toBe("/careers?q=b&q=a");
  expect(cacheKey("/careers?q%5B%5D=x&gclid=1", CAREERS).key).toBe("/careers?q%5B%5D=x");
  expect(cacheKey("/careers?utm%5B%5D=x", CAREERS).key).toBe("/careers");
});

test(".data requests keep React Router's _routes besides the page's own parameters", () => {
  const routes = "_routes=routes%2Fcareers%2Findex";
  expect(cacheKey(`/careers.data?fbclid=1&q=java&${routes}`, CAREERS)).toEqual({
    key: `/careers.data?${routes}&q=java`,
    hasQuery: true,
  });
  expect(cacheKey("/_root.data?_routes=root&fbclid=1", [])).toEqual({
    key: "/_root.data?_routes=root",
    hasQuery: true,
  });
  expect(cacheKey("/_root.data?fbclid=1", [])).toEqual({ key: "/_root.data", hasQuery: false });
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
