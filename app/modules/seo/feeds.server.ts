import { BLOG_DESCRIPTION } from "~/modules/blog/blog-description";
import { listPublishedPostsForFeed, type PublicPost } from "~/modules/blog/blog.server";
import { categoryName } from "~/modules/blog/categories";
import { sanitizePostHtmlForFeed } from "~/modules/blog/sanitize.server";
import { currentYear } from "~/utils/dates";
import { absoluteUrl, shareableImage } from "~/utils/urls";
import { articlePath, lastModified } from "./blog-posting.server";
import { LOGO, type SeoSite } from "./json-ld.server";
import { SiteFeed } from "./feed-xml";
import { escapeXml } from "./xml";
import { BLOG_FEED_PATHS } from "./feed-paths";

/**
 * The blog's RSS 2.0 and Atom 1.0 feeds (feed-xml.ts writes the XML):
 * the newest published posts with their full, sanitized content, every URL
 * absolute.
 */

export const FEED_PATHS = BLOG_FEED_PATHS;

/** The post's HTML for feed readers: its cover first, then the article. */
function itemContent(post: PublicPost, origin: string): string {
  const cover = shareableImage(post.imageUrl) ?? post.imageUrl;
  const figure = cover
    ? `<p><img src="${escapeXml(absoluteUrl(origin, cover))}" alt="" width="1200" height="630" /></p>`
    : "";
  return figure + sanitizePostHtmlForFeed(post.content, origin);
}

export function buildBlogFeed(
  site: SeoSite,
  posts: readonly PublicPost[],
  now = new Date(),
): SiteFeed {
  const { company, origin } = site;
  const url = (path: string) => absoluteUrl(origin, path);
  const updated = posts.reduce<Date | null>((newest, post) => {
    const modified = lastModified(post);
    return !newest || modified > newest ? modified : newest;
  }, null);

  const feed = new SiteFeed({
    title: `${company.name} Blog`,
    description: BLOG_DESCRIPTION,
    id: url("/blog"),
    link: url("/blog"),
    language: "en",
    image: url(LOGO.path),
    favicon: url("/favicon.svg"),
    copyright: `© ${currentYear(now)} ${company.name}`,
    updated: updated ?? now,
    generator: company.name,
    feedLinks: { rss: url(FEED_PATHS.rss), atom: url(FEED_PATHS.atom) },
    author: { name: company.name, email: company.email, link: url("/") },
  });
  for (const post of posts) {
    const link = url(articlePath(post.slug));
    feed.addItem({
      title: post.title,
      id: link,
      link,
      description: post.summary,
      content: itemContent(post, origin),
      author: [{ name: post.author }],
      date: lastModified(post),
      published: post.publishedAt ? new Date(post.publishedAt) : undefined,
      category: [
        {
          name: categoryName(post.category),
          term: post.category,
          domain: url(`/blog/category/${post.category}`),
        },
        ...post.tags.map((tag) => ({ name: tag, term: tag })),
      ],
    });
  }
  return feed;
}

/** The feed as of now, from the database. */
export async function loadBlogFeed(site: SeoSite): Promise<SiteFeed> {
  return buildBlogFeed(site, await listPublishedPostsForFeed());
}
