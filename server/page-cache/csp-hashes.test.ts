import crypto from "node:crypto";
import { expect, test } from "vitest";
import { inlineScriptHashes, withScriptHashes } from "./csp-hashes";

const sha = (text: string) =>
  `'sha256-${crypto.createHash("sha256").update(text, "utf8").digest("base64")}'`;

test("every inline script that runs is hashed over its exact text", () => {
  const html = [
    "<!DOCTYPE html><html><head>",
    '<script nonce="">document.documentElement.classList.add("js")</script>',
    '<script type="application/ld+json">{"@type":"Organization"}</script>',
    '<script src="/assets/app.js" type="module"></script>',
    "</head><body>",
    '<script type="module" async="">import("/assets/entry.js");\n window.x = "a &amp; b";</script>',
    "<SCRIPT>window.__reveal&&window.__reveal()</SCRIPT >",
    "</body></html>",
  ].join("");
  expect(inlineScriptHashes(html)).toEqual([
    sha('document.documentElement.classList.add("js")'),
    // Entities are not decoded inside a script: the browser hashes them as written.
    sha('import("/assets/entry.js");\n window.x = "a &amp; b";'),
    sha("window.__reveal&&window.__reveal()"),
  ]);
});

test("a page without inline scripts has no hashes; repeated scripts are listed once", () => {
  expect(inlineScriptHashes("<p>Hello</p>")).toEqual([]);
  expect(inlineScriptHashes("<script>a()</script><script>a()</script>")).toEqual([sha("a()")]);
});

test("the nonce leaves script-src and the hashes join it; other directives are untouched", () => {
  const policy =
    "default-src 'self';script-src 'self' 'nonce-abc123==';style-src 'self';frame-ancestors 'none'";
  expect(withScriptHashes(policy, ["'sha256-AAA='", "'sha256-BBB='"])).toBe(
    "default-src 'self';script-src 'self' 'sha256-AAA=' 'sha256-BBB=';style-src 'self';frame-ancestors 'none'",
  );
  // The empty nonce a cacheable render gets is dropped as well.
  expect(withScriptHashes("script-src 'self' 'nonce-'", [])).toBe("script-src 'self'");
});
