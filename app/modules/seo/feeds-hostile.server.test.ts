import { expect, test } from "vitest";
import { DEMO_COMPANY } from "~/modules/company/company-info";
import type { Job } from "~/db/schema";
import type { PublicPost } from "~/modules/blog/blog.server";
import { categoryName } from "~/modules/blog/categories";
import { parseXmlStrictly, type XmlElement } from "../../../tests/helpers/xml";
import { buildBlogFeed } from "./feeds.server";
import { buildJobsRss, buildJobsXml } from "./job-feeds.server";
import { renderSitemap } from "./sitemap.server";
import { xmlChars } from "./xml";

// Issue 25, item 9: every feed stays well-formed XML (checked by a strict
// parser) whatever editors type — markup, quotes, ampersands, a CDATA end,
// characters XML forbids — and plain text goes out as text, never as HTML.

const HOSTILE = `<script>alert("x")</script> & 'quotes' ]]> <b>bold</b> \u0001\u000B\uFFFF end`;
/** What a reader must show: the same characters, less those XML cannot carry. */
const SHOWN = `<script>alert("x")</script> & 'quotes' ]]> <b>bold</b>  end`;

const SITE = {
  company: { ...DEMO_COMPANY, name: `Arc & <Co> "Ltd" ${HOSTILE}` },
  origin: "https://www.example.com",
};

const post: PublicPost = {
  id: "hostile-1",
  slug: "hostile",
  title: `Title ${HOSTILE}`,
  summary: `Summary ${HOSTILE}`,
  content: "<p>Body</p>",
  category: "cloud",
  tags: [`tag <x> "y" & z`, HOSTILE, "a<b"],
  author: `Author ${HOSTILE}`,
  authorImage: null,
  imageUrl: "/images/blog/cover.svg?a=1&b=<2>",
  cover: null,
  authorPicture: null,
  publishedAt: new Date("2026-03-01T12:00:00Z"),
  createdAt: new Date("2026-02-20T12:00:00Z"),
  updatedAt: new Date("2026-03-05T12:00:00Z"),
};

const job: Job = {
  id: "hostile-job",
  title: `Engineer ${HOSTILE}`,
  department: `Dept ${HOSTILE}`,
  location: `Remote ${HOSTILE}`,
  type: "Full-time",
  description: `Description ${HOSTILE}`,
  responsibilities: [HOSTILE],
  requirements: [HOSTILE],
  isActive: true,
  closingDate: null,
  salaryMin: 1,
  salaryMax: 2,
  salaryCurrency: "USD",
  salaryUnit: "YEAR",
  isRemote: true,
  screeningQuestions: [],
  scheduledAt: null,
  datePosted: new Date("2026-03-01T15:00:00Z"),
  createdAt: new Date("2026-03-01T15:00:00Z"),
  updatedAt: new Date("2026-03-02T15:00:00Z"),
};

const named = (elements: XmlElement[], name: string) =>
  elements.filter((element) => element.name === name);

test("the blog's Atom feed is well-formed; titles, summaries, names and tags are text", () => {
  const elements = parseXmlStrictly(buildBlogFeed(SITE, [post]).atom1());
  const entry = elements.slice(elements.findIndex((element) => element.name === "entry"));
  const title = named(entry, "title")[0]!;
  expect(title.attributes.type).toBe("text");
  expect(title.text).toBe(`Title ${SHOWN}`);
  const summary = named(entry, "summary")[0]!;
  expect(summary.attributes.type).toBe("text");
  expect(summary.text).toBe(`Summary ${SHOWN}`);
  expect(named(entry, "name")[0]!.text).toBe(`Author ${SHOWN}`);
  expect(named(entry, "category").map((category) => category.attributes.label)).toEqual([
    categoryName("cloud"),
    `tag <x> "y" & z`,
    SHOWN,
    "a<b",
  ]);
  expect(named(entry, "content")[0]!.attributes.type).toBe("html");
  expect(named(elements, "title")[0]!.text).toBe(`Arc & <Co> "Ltd" ${SHOWN} Blog`);
});

test("the blog's RSS feed is well-formed; a summary is HTML-escaped text, not markup", () => {
  const elements = parseXmlStrictly(buildBlogFeed(SITE, [post]).rss2());
  const item = elements.slice(elements.findIndex((element) => element.name === "item"));
  expect(named(item, "title")[0]!.text).toBe(`Title ${SHOWN}`);
  // RSS descriptions are HTML: the reader's HTML shows the characters, runs no markup.
  const description = named(item, "description")[0]!.text;
  expect(description).not.toContain("<");
  expect(description).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp;");
  expect(named(item, "dc:creator")[0]!.text).toBe(`Author ${SHOWN}`);
  expect(named(item, "category").map((category) => category.text)).toContain(`tag <x> "y" & z`);
  expect(named(item, "content:encoded")[0]!.text).toContain("<p>Body</p>");
});

test("the jobs RSS feed and the aggregator XML are well-formed with hostile fields", () => {
  const rss = parseXmlStrictly(buildJobsRss(SITE, [job]).rss2());
  const item = rss.slice(rss.findIndex((element) => element.name === "item"));
  expect(named(item, "title")[0]!.text).toBe(`Engineer ${SHOWN}`);
  expect(named(item, "category")[0]!.text).toBe(`Dept ${SHOWN}`);
  expect(named(item, "description")[0]!.text).not.toContain("<");

  const xml = parseXmlStrictly(buildJobsXml(SITE, [job]));
  expect(named(xml, "title")[0]!.text).toBe(`Engineer ${SHOWN}`);
  expect(named(xml, "company")[0]!.text).toBe(xmlChars(SITE.company.name));
  expect(named(xml, "category")[0]!.text).toBe(`Dept ${SHOWN}`);
});

test("the sitemap is well-formed with any path", () => {
  const elements = parseXmlStrictly(
    renderSitemap(SITE.origin, [
      { path: `/blog/a?b=1&c=<2>"'`, lastmod: new Date("2026-03-01T00:00:00Z") },
    ]),
  );
  expect(named(elements, "loc")[0]!.text).toContain("&c=");
});

test("the strict parser refuses what the old feeds sent", () => {
  expect(() => parseXmlStrictly('<feed><category label="a<b"/></feed>')).toThrow();
  expect(() => parseXmlStrictly("<feed>\u0001</feed>")).toThrow();
  expect(() => parseXmlStrictly('<rss><category domain="?a=1&b=2">x</category></rss>')).toThrow();
  expect(() => parseXmlStrictly("<a/><b/>")).toThrow();
});
