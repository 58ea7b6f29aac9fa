import { expect, test } from "vitest";
import { DEMO_COMPANY } from "~/modules/company/company-info";
import type { PublicPost } from "~/modules/blog/blog.server";
import { buildBlogFeed } from "./feeds.server";

const ORIGIN = "https://www.example.com";
const SITE = { company: DEMO_COMPANY, origin: ORIGIN };

function post(slug: string, overrides: Partial<PublicPost> = {}): PublicPost {
  return {
    id: `${slug}-1`,
    slug,
    title: `Title of ${slug}`,
    summary: `Summary of ${slug}.`,
    content: '<p>See <a href="/contact">us</a>.</p><img src="/images/blog/chart.svg" alt="Chart">',
    category: "cloud",
    tags: ["AWS"],
    author: "Priya Raman",
    authorImage: null,
    imageUrl: "/images/blog/cover.svg",
    cover: null,
    authorPicture: null,
    publishedAt: new Date("2026-03-01T12:00:00Z"),
    createdAt: new Date("2026-02-20T12:00:00Z"),
    updatedAt: new Date("2026-03-05T12:00:00Z"),
    ...overrides,
  };
}

const POSTS = [
  post("newer-post"),
  post("older-post", {
    publishedAt: new Date("2026-02-01T12:00:00Z"),
    updatedAt: new Date("2026-02-01T12:00:00Z"),
  }),
];

test("RSS 2.0: the channel, then each post with full content and absolute URLs", () => {
  const rss = buildBlogFeed(SITE, POSTS).rss2();
  expect(rss).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?>\s*<rss version="2.0"/);
  expect(rss).toContain("<title>Arcwell Technologies Blog</title>");
  expect(rss).toContain(`<link>${ORIGIN}/blog</link>`);
  expect(rss.match(/<item>/g)).toHaveLength(2);
  expect(rss).toContain(`<link>${ORIGIN}/blog/newer-post</link>`);
  expect(rss).toContain(`<guid isPermaLink="false">${ORIGIN}/blog/newer-post</guid>`);
  expect(rss).toContain("<pubDate>Sun, 01 Mar 2026 12:00:00 GMT</pubDate>");
  expect(rss).toContain(`<img src="${ORIGIN}/images/blog/cover.jpg"`);
  expect(rss).toContain(`<a href="${ORIGIN}/contact">us</a>`);
  expect(rss).toContain(`<img src="${ORIGIN}/images/blog/chart.svg" alt="Chart" />`);
  expect(rss).not.toMatch(/(src|href)="\//);
  expect(rss).toContain(`<atom:link href="${ORIGIN}/blog/rss.xml" rel="self"`);
});

test("Atom 1.0: entries with published and updated dates and the full content", () => {
  const atom = buildBlogFeed(SITE, POSTS).atom1();
  expect(atom).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
  expect(atom).toContain(`<id>${ORIGIN}/blog</id>`);
  // The feed changed when its newest post last did.
  expect(atom).toContain("<updated>2026-03-05T12:00:00.000Z</updated>");
  expect(atom.match(/<entry>/g)).toHaveLength(2);
  expect(atom).toContain("<published>2026-03-01T12:00:00.000Z</published>");
  expect(atom).toContain(`<link href="${ORIGIN}/blog/newer-post"/>`);
  expect(atom).toContain(
    `<content type="html"><![CDATA[<p><img src="${ORIGIN}/images/blog/cover.jpg"`,
  );
  expect(atom).toContain(`<a href="${ORIGIN}/contact">us</a>`);
  expect(atom).toContain("<name>Priya Raman</name>");
});

test("text that looks like the end of a CDATA section cannot break the feed", () => {
  const rss = buildBlogFeed(SITE, [post("tricky", { content: "<p>a ]]> b</p>" })]).rss2();
  expect(rss).not.toContain("a ]]> b");
  expect(rss).toContain("a ]]&gt; b");
});

test("an empty blog still makes a valid, dated feed", () => {
  const now = new Date("2026-04-01T00:00:00Z");
  const atom = buildBlogFeed(SITE, [], now).atom1();
  expect(atom).toContain("<updated>2026-04-01T00:00:00.000Z</updated>");
  expect(atom).not.toContain("<entry>");
});
