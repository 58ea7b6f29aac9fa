import { expect, test } from "vitest";
import { textResponse } from "./text-response.server";

const MODIFIED = new Date("2026-03-05T12:00:00.250Z");
const options = {
  contentType: "application/xml; charset=utf-8",
  maxAgeSeconds: 900,
  lastModified: MODIFIED,
};

test("answers with the body, its type, Cache-Control and Last-Modified", async () => {
  const response = textResponse(new Request("http://localhost/sitemap.xml"), "<x/>", options);
  expect(response.status).toBe(200);
  expect(await response.text()).toBe("<x/>");
  expect(response.headers.get("Content-Type")).toBe("application/xml; charset=utf-8");
  expect(response.headers.get("Cache-Control")).toBe("public, max-age=900");
  expect(response.headers.get("Last-Modified")).toBe("Thu, 05 Mar 2026 12:00:00 GMT");
});

test("a reader that has the current version gets 304; an older copy gets the body", () => {
  const ask = (since: string) =>
    textResponse(
      new Request("http://localhost/blog/rss.xml", { headers: { "If-Modified-Since": since } }),
      "<x/>",
      options,
    ).status;
  expect(ask("Thu, 05 Mar 2026 12:00:00 GMT")).toBe(304);
  expect(ask("Thu, 05 Mar 2026 11:59:59 GMT")).toBe(200);
  expect(ask("not a date")).toBe(200);
});
