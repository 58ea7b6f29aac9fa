import { FEATURED_CATEGORIES, listPublishedPostStamps } from "~/modules/blog/blog.server";
import { BLOG_CATEGORIES } from "~/modules/blog/categories";
import { listPublicJobStamps } from "~/modules/jobs/jobs.server";
import { listPublishedPageStamps } from "~/modules/pages/pages.server";
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
  const [posts, jobs, pages] = await Promise.all([
    listPublishedPostStamps(),
    listPublicJobStamps(),
    listPublishedPageStamps(),
  ]);
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
  return withPageRecords(entries, pages);
}

/**
 * Page records (issue 28): a marketing page's entry takes its record's last
 * change when later; a page at a free path is added; a noindex page is left out.
 */
function withPageRecords(
  entries: SitemapEntry[],
  pages: ReadonlyArray<{ path: string; updatedAt: Date; noindex: boolean }>,
): SitemapEntry[] {
  const byPath = new Map(pages.map((page) => [page.path, page]));
  const listed = entries.flatMap((entry) => {
    const page = byPath.get(entry.path);
    if (!page) return [entry];
    if (page.noindex) return [];
    return [{ path: entry.path, lastmod: latest(entry.lastmod, page.updatedAt) }];
  });
  const known = new Set(entries.map((entry) => entry.path));
  const added = pages
    .filter((page) => !page.noindex && !known.has(page.path))
    .map((page) => ({ path: page.path, lastmod: page.updatedAt }));
  return [...listed, ...added];
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
