import crypto from "node:crypto";
import { Parser } from "htmlparser2";
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

/** The tokenizer the scan replaced (htmlparser2), kept as the reference it must agree with. */
function referenceHashes(html: string): string[] {
  const hashes: string[] = [];
  let script: { text: string } | null = null;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name !== "script" || "src" in attributes) return;
        const type = (attributes.type ?? "").trim().toLowerCase();
        script = ["", "module", "text/javascript", "application/javascript"].includes(type)
          ? { text: "" }
          : null;
      },
      ontext(text) {
        if (script) script.text += text;
      },
      onclosetag(name) {
        if (name !== "script" || !script) return;
        if (!hashes.includes(sha(script.text))) hashes.push(sha(script.text));
        script = null;
      },
    },
    { decodeEntities: false },
  );
  parser.end(html);
  return hashes;
}

test("markup that only looks like a script is not one, as a browser's tokenizer reads it", () => {
  const pages = [
    // In a comment, a quoted attribute, a style, a title, a textarea: text, not a script.
    '<!-- <script>no()</script> --><a title="<script>no()</script>">x</a><script>yes()</script>',
    "<a title='>'><script>one()</script></a><p data-x=\"a>b\">t</p><script>two()</script>",
    "<style>p::before{content:'<script>no()</script>'}</style><script>s()</script>",
    "<title><script>no()</script></title><textarea><script>no()</script></textarea>",
    // Raw text: `<` and a near-miss end tag stay inside the script.
    "<script>if (a < b && '</scripts>') c()</script><script>d()</SCRIPT\n>",
    // Attributes in any case and quoting; src in any case; a data block.
    "<script TYPE='Module' defer>m()</script><script SRC=/x.js>n()</script>",
    '<script type=text/javascript>u()</script><script type="application/json">{}</script>',
    '<script type=" text/javascript ">v()</script><script type="text/plain">w()</script>',
    // Unterminated: the text runs to the end of the page.
    "<p>a</p><script>tail()",
    "<!DOCTYPE html><html><head><meta charset=utf-8></head><body><script>x()</script></body></html>",
  ];
  for (const html of pages) expect(inlineScriptHashes(html), html).toEqual(referenceHashes(html));
});
