import { expect, test } from "vitest";
import { DEMO_COMPANY } from "~/modules/company/company-info";
import { expectIsoDateTime, expectNothingEmpty, expectUrlOn } from "../../../tests/helpers/json-ld";
import { blogPostingJsonLd, type BlogPostingInput } from "./blog-posting.server";
import type { SeoSite } from "./json-ld.server";

const ORIGIN = "https://www.example.com";
const SITE: SeoSite = { company: DEMO_COMPANY, origin: ORIGIN };

const POST: BlogPostingInput = {
  slug: "introduction-to-generative-ai",
  title: "An Introduction to Generative AI",
  summary: "What it is and where it pays off.",
  category: "ai",
  tags: ["AI", "Strategy"],
  author: "Priya Raman",
  imageUrl: "/images/blog/introduction-to-generative-ai.svg",
  publishedAt: new Date("2026-02-01T14:00:00Z"),
  updatedAt: new Date("2026-02-03T09:30:00Z"),
};

test("BlogPosting has headline, image, dates, author, publisher with logo and its page", () => {
  const article = blogPostingJsonLd(SITE, POST);
  const url = `${ORIGIN}/blog/introduction-to-generative-ai`;
  expect(article).toMatchObject({
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: POST.title,
    description: POST.summary,
    datePublished: "2026-02-01T14:00:00.000Z",
    dateModified: "2026-02-03T09:30:00.000Z",
    author: { "@type": "Person", name: "Priya Raman" },
    publisher: {
      "@type": "Organization",
      name: "Arcwell Technologies",
      logo: { "@type": "ImageObject" },
    },
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    url,
    articleSection: "Artificial Intelligence",
    keywords: "AI, Strategy",
  });
  expectIsoDateTime(article.datePublished);
  expectIsoDateTime(article.dateModified);
  // Social-ready raster twin of the SVG cover, absolute.
  expect(article.image).toEqual([`${ORIGIN}/images/blog/introduction-to-generative-ai.jpg`]);
  expectUrlOn(ORIGIN, (article.publisher as { logo: { url: string } }).logo.url);
  expectNothingEmpty(article);
});

test("no cover falls back to the share image; no tags means no keywords", () => {
  const article = blogPostingJsonLd(SITE, { ...POST, imageUrl: null, tags: [] });
  expect(article.image).toEqual([`${ORIGIN}/images/share/arcwell-share.png`]);
  expect(article).not.toHaveProperty("keywords");
  expectNothingEmpty(article);
});

test("a post edited before it went live was last modified when published", () => {
  const article = blogPostingJsonLd(SITE, {
    ...POST,
    updatedAt: new Date("2026-01-20T00:00:00Z"),
  });
  expect(article.dateModified).toBe(article.datePublished);
});

test("a remote cover image stays as it is; an external SVG falls back", () => {
  expect(
    blogPostingJsonLd(SITE, { ...POST, imageUrl: "https://cdn.example.org/cover.jpg?w=1200" })
      .image,
  ).toEqual(["https://cdn.example.org/cover.jpg?w=1200"]);
  expect(
    blogPostingJsonLd(SITE, { ...POST, imageUrl: "https://cdn.example.org/cover.svg" }).image,
  ).toEqual([`${ORIGIN}/images/share/arcwell-share.png`]);
});
