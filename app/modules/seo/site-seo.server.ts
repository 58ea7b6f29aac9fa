import type { MetaDescriptor } from "react-router";
import type { CompanyInfo } from "~/modules/company/company-info";
import type { SiteSeo } from "~/utils/seo";
import { absoluteUrl } from "~/utils/urls";

/** The default share image (public/), shipped at the size social networks want. */
export const SHARE_IMAGE = { path: "/images/share/arcwell-share.png", width: 1200, height: 630 };

/** "@handle" from the company's X profile URL, if it has one. */
export function twitterHandle(company: CompanyInfo): string | null {
  const link = company.socialLinks.find((social) => social.network === "x");
  const match = link
    ? /^https:\/\/(?:www\.)?(?:x|twitter)\.com\/(\w{1,15})\/?$/.exec(link.url)
    : null;
  return match ? `@${match[1]}` : null;
}

/**
 * The facts and tags every page shares, worked out once on the server (root
 * loader), so the per-page helper that runs in the browser stays small.
 */
export function siteSeo(company: CompanyInfo, origin: string): SiteSeo {
  const handle = twitterHandle(company);
  const tags: MetaDescriptor[] = [
    { property: "og:site_name", content: company.name },
    { property: "og:locale", content: "en_US" },
    { name: "twitter:card", content: "summary_large_image" },
    ...(handle ? [{ name: "twitter:site", content: handle }] : []),
    {
      tagName: "link",
      rel: "alternate",
      type: "application/rss+xml",
      title: `${company.name} Blog (RSS)`,
      href: absoluteUrl(origin, "/blog/rss.xml"),
    },
    {
      tagName: "link",
      rel: "alternate",
      type: "application/atom+xml",
      title: `${company.name} Blog (Atom)`,
      href: absoluteUrl(origin, "/blog/atom.xml"),
    },
  ];
  return {
    origin,
    name: company.name,
    image: {
      url: absoluteUrl(origin, SHARE_IMAGE.path),
      alt: `${company.name} — ${company.tagline}`,
    },
    imageTags: [
      { property: "og:image:width", content: String(SHARE_IMAGE.width) },
      { property: "og:image:height", content: String(SHARE_IMAGE.height) },
    ],
    tags,
  };
}
