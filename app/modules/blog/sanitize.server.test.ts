import { expect, test } from "vitest";
import { sanitizePostHtml, sanitizePostHtmlForFeed } from "./sanitize.server";

test("keeps article formatting", () => {
  const html =
    '<h2>Title</h2><p>Some <strong>bold</strong> and <em>em</em>.</p><ul><li>One</li></ul><pre><code class="language-sql">select 1;</code></pre><blockquote>Quote</blockquote>';
  expect(sanitizePostHtml(html)).toBe(html);
});

test("removes scripts, event handlers, styles and javascript: links", () => {
  const dirty =
    '<p onclick="steal()">Hi<script>alert(1)</script></p><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">x</a><style>body{}</style><iframe src="https://evil.example"></iframe>';
  const clean = sanitizePostHtml(dirty);
  expect(clean).not.toMatch(/script|onclick|onerror|javascript:|style|iframe/i);
  expect(clean).toContain("<p>Hi</p>");
});

test("demotes h1 to h2 and opens external links safely", () => {
  expect(sanitizePostHtml("<h1>Big</h1>")).toBe("<h2>Big</h2>");
  expect(sanitizePostHtml('<a href="https://example.com">x</a>')).toBe(
    '<a href="https://example.com" rel="noopener noreferrer nofollow" target="_blank">x</a>',
  );
  expect(sanitizePostHtml('<a href="/contact">x</a>')).toBe('<a href="/contact">x</a>');
});

test("feed HTML has absolute links and images and the same allowlist", () => {
  const html =
    '<p><a href="/contact">Contact</a> <a href="#part-2">below</a> <a href="mailto:a@example.com">mail</a></p>' +
    '<img src="/images/blog/x.svg" alt="Chart"><a href="javascript:alert(1)">x</a><script>1</script>';
  expect(sanitizePostHtmlForFeed(html, "https://www.example.com")).toBe(
    '<p><a href="https://www.example.com/contact">Contact</a> <a href="#part-2">below</a> <a href="mailto:a@example.com">mail</a></p>' +
      '<img src="https://www.example.com/images/blog/x.svg" alt="Chart" />',
  );
});
