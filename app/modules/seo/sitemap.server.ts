import { FEATURED_CATEGORIES, listPublishedPostStamps } from "~/modules/blog/blog.server";
import { BLOG_CATEGORIES } from "~/modules/blog/categories";
import { listPublicJobStamps } from "~/modules/jobs/jobs.server";
import { absoluteUrl } from "~/utils/urls";
import { articlePath, lastModified } from "./blog-posting.server";
import { escapeXml } from "./xml";

/**
 * /sitemap.xml: every indexable public page — the marketing pages, public
 * jobs, published posts and the categories that have posts — each with the
 * date its content last changed. Drafts, inactive or closed jobs, search
 * results, apply forms and /test-blogs are never listed.
 */

export type SitemapEntry = { path: string; lastmod: Date };

/** Pages whose content ships with the code: they change when the site is built. */
const CODE_PAGES = ["/services", "/staff-augmentation", "/contact"] as const;

const FEATURED = FEATURED_CATEGORIES as readonly string[];

const latest = (...dates: Array<Date | null | undefined>): Date =>
  new Date(Math.max(...dates.filter((date): date is Date => Boolean(date)).map(Number)));

/** `legalPages`: the legal pages with their own "last updated" date (content/legal/pages.ts). */
export async function listSitemapEntries(
  builtAt: Date,
  legalPages: readonly SitemapEntry[],
): Promise<SitemapEntry[]> {
  const [posts, jobs] = await Promise.all([listPublishedPostStamps(), listPublicJobStamps()]);
  const postDates = posts.map((post) => ({ ...post, lastmod: lastModified(post) }));
  const newestPost = (filter: (category: string) => boolean = () => true) =>
    postDates.find((post) => filter(post.category))?.lastmod;
  const newestJob = jobs.reduce<Date | undefined>(
    (newest, job) => (!newest || job.updatedAt > newest ? job.updatedAt : newest),
    undefined,
  );

  const entries: SitemapEntry[] = [
    // The home page shows the latest insights.
    { path: "/", lastmod: latest(builtAt, newestPost()) },
    ...CODE_PAGES.map((path) => ({ path, lastmod: builtAt })),
    { path: "/careers", lastmod: latest(builtAt, newestJob) },
    { path: "/blog", lastmod: latest(builtAt, newestPost()) },
    {
      path: "/featured-blogs",
      lastmod: latest(
        builtAt,
        newestPost((category) => FEATURED.includes(category)),
      ),
    },
    ...BLOG_CATEGORIES.flatMap(({ id }) => {
      const newest = newestPost((category) => category === id);
      return newest ? [{ path: `/blog/category/${id}`, lastmod: latest(builtAt, newest) }] : [];
    }),
    ...jobs.map((job) => ({
      path: `/careers/job/${encodeURIComponent(job.id)}`,
      lastmod: job.updatedAt,
    })),
    ...postDates.map((post) => ({ path: articlePath(post.slug), lastmod: post.lastmod })),
    ...legalPages,
  ];
  return entries;
}

/** W3C datetime, to the second. */
const w3cDate = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, "Z");

export function renderSitemap(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map(
    (entry) =>
      `  <url>\n    <loc>${escapeXml(absoluteUrl(origin, entry.path))}</loc>\n    <lastmod>${w3cDate(entry.lastmod)}</lastmod>\n  </url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}
