import type { MetaDescriptor } from "react-router";
import { absoluteUrl } from "./urls";

/**
 * The one SEO helper: every public route's `meta` goes through pageMeta, so
 * each page gets the same complete set — title "Page · Company", description,
 * canonical URL from PUBLIC_URL, OpenGraph, Twitter card and feed links.
 * It runs in the browser too (React Router renders meta on navigation), so
 * it stays small: the site-wide part is worked out once by the root loader
 * (app/modules/seo/site-seo.server.ts), and structured data (JSON-LD) is
 * built by the page loaders on the server.
 */

/** Site-wide SEO facts from the root loader. */
export type SiteSeo = {
  /** PUBLIC_URL. */
  origin: string;
  name: string;
  /** The default share image, absolute, and its og:image:width/height tags. */
  image: { url: string; alt: string };
  imageTags: MetaDescriptor[];
  /** Tags every page carries (site name, locale, Twitter card and site, feed links). */
  tags: MetaDescriptor[];
};

export const TITLE_SEPARATOR = " · ";
const DESCRIPTION_MAX = 200;

/** The parts of React Router's MetaArgs this helper reads. */
export type SeoMetaArgs = {
  location: { pathname: string; search: string };
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
};

export type PageSeo = {
  /** The page's own title; the company name is appended. */
  title: string;
  description: string;
  /** The home page: "Company · title". */
  home?: boolean;
  /** Error, search-result and debug pages: `noindex`, and no canonical URL. */
  noindex?: boolean;
  /** The page's own share image (a post's raster cover); the default one otherwise. */
  image?: { url: string | null; alt: string };
  /** Articles get og:type article and their article:* tags. */
  article?: {
    publishedTime?: string | null;
    modifiedTime?: string | null;
    section?: string;
    tags?: readonly string[];
  };
  /** A paginated list: `?page=N` names a different page (kept in the canonical URL). */
  paginated?: boolean;
  /** The page's own RSS feed (besides the blog's, which every page links). */
  feed?: { title: string; path: string };
};

/** The root loader's site-wide part (it always runs before a page's meta does). */
const siteSeo = (args: SeoMetaArgs) =>
  (args.matches.find((match) => match?.id === "root")?.loaderData as { seo: SiteSeo }).seo;

/** Cuts a description at a word boundary so previews don't end mid-word. */
export function clampDescription(text: string, max = DESCRIPTION_MAX): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const end = flat.lastIndexOf(" ", max - 1);
  return `${flat.slice(0, end > 0 ? end : max - 1).replace(/\W+$/, "")}…`;
}

export function fullTitle(page: Pick<PageSeo, "title" | "home">, name: string): string {
  return page.home ? name + TITLE_SEPARATOR + page.title : page.title + TITLE_SEPARATOR + name;
}

/** The page's canonical URL: its path, plus `?page=N` (N > 1) on paginated lists. */
export function canonicalUrl(
  origin: string,
  location: SeoMetaArgs["location"],
  paginated = false,
): string {
  const page = paginated ? Number(new URLSearchParams(location.search).get("page")) : 0;
  return absoluteUrl(origin, location.pathname + (page > 1 ? `?page=${page}` : ""));
}

export function pageMeta(args: SeoMetaArgs, page: PageSeo): MetaDescriptor[] {
  const site = siteSeo(args);
  const title = fullTitle(page, site.name);
  const social = page.home ? title : page.title;
  const description = clampDescription(page.description);
  const url = canonicalUrl(site.origin, args.location, page.paginated);
  const own = page.image?.url;
  const image = own ? { url: absoluteUrl(site.origin, own), alt: page.image!.alt } : site.image;
  const article = page.article;

  // [key, value]: twitter:* are <meta name>, the rest <meta property>; empty values are left out.
  const tags: Array<[string, string | null | undefined]> = [
    ["og:type", article ? "article" : "website"],
    ["og:title", social],
    ["og:description", description],
    ["og:url", url],
    ["og:image", image.url],
    ["og:image:alt", image.alt],
    ["article:published_time", article?.publishedTime],
    ["article:modified_time", article?.modifiedTime],
    ["article:section", article?.section],
    ...(article?.tags ?? []).map((tag): [string, string] => ["article:tag", tag]),
    ["twitter:title", social],
    ["twitter:description", description],
    ["twitter:image", image.url],
    ["twitter:image:alt", image.alt],
  ];
  return [
    { title },
    { name: "description", content: description },
    page.noindex
      ? { name: "robots", content: "noindex" }
      : { tagName: "link", rel: "canonical", href: url },
    ...tags.flatMap(([key, content]) =>
      content ? [key.startsWith("tw") ? { name: key, content } : { property: key, content }] : [],
    ),
    // The default image's size; a page's own image may be any size.
    ...(own ? [] : site.imageTags),
    ...site.tags,
    ...(page.feed
      ? [
          {
            tagName: "link",
            rel: "alternate",
            type: "application/rss+xml",
            title: `${site.name} ${page.feed.title}`,
            href: absoluteUrl(site.origin, page.feed.path),
          },
        ]
      : []),
  ];
}
