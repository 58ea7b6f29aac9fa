import type { BlogPost } from "~/db/schema";
import { categoryName } from "~/modules/blog/categories";
import { absoluteUrl, shareableImage } from "~/utils/urls";
import {
  jsonLdDocument,
  logoImage,
  organizationId,
  type JsonLd,
  type SeoSite,
} from "./json-ld.server";
import { SHARE_IMAGE } from "./site-seo.server";

export type BlogPostingInput = Pick<
  BlogPost,
  | "slug"
  | "title"
  | "summary"
  | "category"
  | "tags"
  | "author"
  | "imageUrl"
  | "publishedAt"
  | "updatedAt"
>;

export function articlePath(slug: string): string {
  return `/blog/${encodeURIComponent(slug)}`;
}

/** When readers last saw a change: a post edited before it went live changed when published. */
export function lastModified(post: Pick<BlogPost, "publishedAt" | "updatedAt">): Date {
  const updated = new Date(post.updatedAt);
  const published = post.publishedAt ? new Date(post.publishedAt) : null;
  return published && updated < published ? published : updated;
}

/** An article page: BlogPosting with its author, publisher and dates. */
export function blogPostingJsonLd(site: SeoSite, post: BlogPostingInput): JsonLd {
  const url = absoluteUrl(site.origin, articlePath(post.slug));
  const published = post.publishedAt ? new Date(post.publishedAt) : null;
  const modified = lastModified(post);
  const image = shareableImage(post.imageUrl) ?? SHARE_IMAGE.path;
  return jsonLdDocument("BlogPosting", {
    "@id": `${url}#article`,
    headline: post.title,
    description: post.summary,
    image: [absoluteUrl(site.origin, image)],
    datePublished: published?.toISOString(),
    dateModified: modified.toISOString(),
    author: { "@type": "Person", name: post.author },
    publisher: {
      "@type": "Organization",
      "@id": organizationId(site),
      name: site.company.name,
      logo: logoImage(site),
    },
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    url,
    articleSection: categoryName(post.category),
    keywords: post.tags.join(", "),
    inLanguage: "en-US",
  });
}
