import { describe, expect, test } from "vitest";
import { DEMO_COMPANY, type CompanyInfo } from "~/modules/company/company-info";
import { siteSeo } from "~/modules/seo/site-seo.server";
import { canonicalUrl, clampDescription, pageMeta, type SeoMetaArgs } from "./seo";

const ORIGIN = "https://www.example.com";

function args(path: string, company: CompanyInfo = DEMO_COMPANY): SeoMetaArgs {
  const url = new URL(path, ORIGIN);
  return {
    location: { pathname: url.pathname, search: url.search },
    matches: [{ id: "root", loaderData: { company, seo: siteSeo(company, ORIGIN) } }, undefined],
  };
}

/** The tags as "key=value" lines, easy to assert on. */
function tags(meta: ReturnType<typeof pageMeta>): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  const add = (key: string, value: string) => (out[key] ??= []).push(value);
  for (const tag of meta as Array<Record<string, string>>) {
    if (tag.tagName === "link") add(`link:${tag.rel}:${tag.type ?? ""}`, tag.href!);
    else if ("title" in tag) add("title", tag.title!);
    else add(tag.name ?? tag.property!, tag.content!);
  }
  return out;
}

describe("pageMeta", () => {
  test("a page gets title · company, description, canonical, OpenGraph and Twitter tags", () => {
    const meta = tags(
      pageMeta(args("/careers?q=cloud&utm_source=x"), {
        title: "Careers",
        description: "Open positions.",
      }),
    );
    expect(meta.title).toEqual(["Careers · Arcwell Technologies"]);
    expect(meta.description).toEqual(["Open positions."]);
    expect(meta["link:canonical:"]).toEqual([`${ORIGIN}/careers`]);
    expect(meta["og:url"]).toEqual([`${ORIGIN}/careers`]);
    expect(meta["og:site_name"]).toEqual(["Arcwell Technologies"]);
    expect(meta["og:type"]).toEqual(["website"]);
    expect(meta["og:title"]).toEqual(["Careers"]);
    expect(meta["og:image"]).toEqual([`${ORIGIN}/images/share/arcwell-share.png`]);
    expect(meta["og:image:width"]).toEqual(["1200"]);
    expect(meta["og:image:height"]).toEqual(["630"]);
    expect(meta["twitter:card"]).toEqual(["summary_large_image"]);
    expect(meta["twitter:site"]).toEqual(["@example"]);
    expect(meta["twitter:image"]).toEqual(meta["og:image"]);
    expect(meta["link:alternate:application/rss+xml"]).toEqual([`${ORIGIN}/blog/rss.xml`]);
    expect(meta["link:alternate:application/atom+xml"]).toEqual([`${ORIGIN}/blog/atom.xml`]);
    expect(meta.robots).toBeUndefined();
    expect(meta["og:image:alt"]).toEqual([
      "Arcwell Technologies — Transforming businesses through innovative technology solutions and expert staff augmentation.",
    ]);
  });

  test("the home page leads with the company name", () => {
    const meta = tags(
      pageMeta(args("/"), { title: "IT Consulting", description: "D", home: true }),
    );
    expect(meta.title).toEqual(["Arcwell Technologies · IT Consulting"]);
    expect(meta["og:title"]).toEqual(["Arcwell Technologies · IT Consulting"]);
    expect(meta["link:canonical:"]).toEqual([`${ORIGIN}/`]);
  });

  test("noindex pages say so and name no canonical URL", () => {
    const meta = tags(
      pageMeta(args("/missing"), { title: "Page not found", description: "D", noindex: true }),
    );
    expect(meta.robots).toEqual(["noindex"]);
    expect(meta["link:canonical:"]).toBeUndefined();
  });

  test("an article shares its own cover and its article tags", () => {
    const meta = tags(
      pageMeta(args("/blog/a-post"), {
        title: "A post",
        description: "Summary",
        image: { url: "/images/blog/a-post.jpg", alt: "A post" },
        article: {
          publishedTime: "2026-01-01T00:00:00.000Z",
          modifiedTime: "2026-01-02T00:00:00.000Z",
          section: "Cloud Computing",
          tags: ["AWS", "FinOps"],
        },
      }),
    );
    expect(meta["og:type"]).toEqual(["article"]);
    expect(meta["og:image"]).toEqual([`${ORIGIN}/images/blog/a-post.jpg`]);
    expect(meta["og:image:width"]).toBeUndefined();
    expect(meta["og:image:alt"]).toEqual(["A post"]);
    expect(meta["article:published_time"]).toEqual(["2026-01-01T00:00:00.000Z"]);
    expect(meta["article:modified_time"]).toEqual(["2026-01-02T00:00:00.000Z"]);
    expect(meta["article:section"]).toEqual(["Cloud Computing"]);
    expect(meta["article:tag"]).toEqual(["AWS", "FinOps"]);
  });

  test("without an X profile there is no twitter:site", () => {
    const company = { ...DEMO_COMPANY, socialLinks: [] };
    const meta = tags(pageMeta(args("/", company), { title: "T", description: "D" }));
    expect(meta["twitter:site"]).toBeUndefined();
  });
});

test("canonical URLs keep only ?page=N of a paginated list, and never page 1", () => {
  const location = (search: string) => ({ pathname: "/blog", search });
  expect(canonicalUrl(ORIGIN, location("?page=2&q=ai"), true)).toBe(`${ORIGIN}/blog?page=2`);
  expect(canonicalUrl(ORIGIN, location("?page=1"), true)).toBe(`${ORIGIN}/blog`);
  expect(canonicalUrl(ORIGIN, location("?page=3"))).toBe(`${ORIGIN}/blog`);
  expect(canonicalUrl(ORIGIN, location("?page=abc"), true)).toBe(`${ORIGIN}/blog`);
});

test("descriptions are cut at a word boundary", () => {
  expect(clampDescription("Short and sweet.")).toBe("Short and sweet.");
  const long = `${"word ".repeat(60)}end`;
  const clamped = clampDescription(long, 50);
  expect(clamped.length).toBeLessThanOrEqual(50);
  expect(clamped).toMatch(/word…$/);
});
