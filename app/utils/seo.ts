import type { MetaDescriptor } from "react-router";
import { DEMO_COMPANY, type CompanyInfo } from "~/content/company";
import { absoluteUrl, shareableImage } from "./urls";

/**
 * The one SEO helper: every public route's `meta` goes through pageMeta, so
 * each page gets the same complete set — title "Page · Company", description,
 * canonical URL from PUBLIC_URL, OpenGraph, Twitter card and feed links.
 * Structured data (JSON-LD) is built on the server by the loaders instead
 * (app/modules/seo), so none of it ships to the browser.
 */

/** The default share image (public/), shipped at the size social networks want. */
export const SHARE_IMAGE = { path: "/images/share/arcwell-share.png", width: 1200, height: 630 };

export const TITLE_SEPARATOR = " · ";
const DESCRIPTION_MAX = 200;

/** What the root loader provides for meta tags. */
type RootSeoData = { company: CompanyInfo; site: { url: string } };

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
  /** The page's own image (a post's cover); the default share image otherwise. */
  image?: { url: string | null; alt: string };
  /** Articles get og:type article and their article:* tags. */
  article?: {
    publishedTime?: string | null;
    modifiedTime?: string | null;
    section?: string;
    tags?: readonly string[];
  };
  /** Query parameters that make a different page (kept in the canonical URL). */
  canonicalParams?: readonly string[];
};

function rootData(args: SeoMetaArgs): RootSeoData {
  const root = args.matches.find((match) => match?.id === "root")?.loaderData as
    Partial<RootSeoData> | undefined;
  return {
    company: root?.company ?? DEMO_COMPANY,
    site: root?.site ?? { url: "" },
  };
}

/** Cuts a description at a word boundary so previews don't end mid-word. */
export function clampDescription(text: string, max = DESCRIPTION_MAX): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(" ") > 0 ? cut.lastIndexOf(" ") : cut.length).replace(/[\s,.;:–—-]+$/, "")}…`;
}

export function fullTitle(page: Pick<PageSeo, "title" | "home">, companyName: string): string {
  if (page.title.includes(companyName)) return page.title;
  return page.home
    ? `${companyName}${TITLE_SEPARATOR}${page.title}`
    : `${page.title}${TITLE_SEPARATOR}${companyName}`;
}

/** The page's canonical URL: its path, plus only the parameters that name a distinct page. */
export function canonicalUrl(
  origin: string,
  location: SeoMetaArgs["location"],
  keep: readonly string[] = [],
): string {
  const params = new URLSearchParams(location.search);
  const kept = new URLSearchParams();
  for (const name of keep) {
    const value = params.get(name);
    // Page 1 is the bare path.
    if (value && !(name === "page" && value === "1")) kept.set(name, value);
  }
  const query = kept.toString();
  return absoluteUrl(origin, `${location.pathname}${query ? `?${query}` : ""}`);
}

/** "@handle" from the company's X profile URL, if it has one. */
function twitterHandle(company: CompanyInfo): string | null {
  const link = company.socialLinks.find((social) => social.network === "x");
  const handle = link
    ? /^https:\/\/(?:www\.)?(?:x|twitter)\.com\/(\w{1,15})\/?$/.exec(link.url)
    : null;
  return handle ? `@${handle[1]}` : null;
}

export function pageMeta(args: SeoMetaArgs, page: PageSeo): MetaDescriptor[] {
  const { company, site } = rootData(args);
  const title = fullTitle(page, company.name);
  const socialTitle = page.home ? title : page.title;
  const description = clampDescription(page.description);
  const url = canonicalUrl(site.url, args.location, page.canonicalParams);

  const own = shareableImage(page.image?.url);
  const image = own
    ? { url: absoluteUrl(site.url, own), alt: page.image!.alt, width: null, height: null }
    : {
        url: absoluteUrl(site.url, SHARE_IMAGE.path),
        alt: `${company.name} — ${company.tagline}`,
        width: SHARE_IMAGE.width,
        height: SHARE_IMAGE.height,
      };
  const handle = twitterHandle(company);
  const article = page.article;

  const tags: Array<MetaDescriptor | null> = [
    { title },
    { name: "description", content: description },
    page.noindex ? { name: "robots", content: "noindex" } : null,
    page.noindex ? null : { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: company.name },
    { property: "og:locale", content: "en_US" },
    { property: "og:type", content: article ? "article" : "website" },
    { property: "og:title", content: socialTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: image.url },
    image.width ? { property: "og:image:width", content: String(image.width) } : null,
    image.height ? { property: "og:image:height", content: String(image.height) } : null,
    { property: "og:image:alt", content: image.alt },
    article?.publishedTime
      ? { property: "article:published_time", content: article.publishedTime }
      : null,
    article?.modifiedTime
      ? { property: "article:modified_time", content: article.modifiedTime }
      : null,
    article?.section ? { property: "article:section", content: article.section } : null,
    ...(article?.tags ?? []).map((tag) => ({ property: "article:tag", content: tag })),
    { name: "twitter:card", content: "summary_large_image" },
    handle ? { name: "twitter:site", content: handle } : null,
    { name: "twitter:title", content: socialTitle },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image.url },
    { name: "twitter:image:alt", content: image.alt },
    {
      tagName: "link",
      rel: "alternate",
      type: "application/rss+xml",
      title: `${company.name} Blog (RSS)`,
      href: absoluteUrl(site.url, "/blog/rss.xml"),
    },
    {
      tagName: "link",
      rel: "alternate",
      type: "application/atom+xml",
      title: `${company.name} Blog (Atom)`,
      href: absoluteUrl(site.url, "/blog/atom.xml"),
    },
  ];
  return tags.filter((tag): tag is MetaDescriptor => tag !== null);
}
