import { and, count, desc, eq, inArray, ne, sql, type SQL } from "drizzle-orm";
import { db } from "~/db/client.server";
import { blogPosts, mediaAssets, type BlogPost } from "~/db/schema";
import { MEDIA_URL_PREFIX } from "~/modules/media/media-limits";
import type { PictureInfo } from "~/modules/media/picture";
import { toPrefixTsQuery } from "~/db/sql-helpers.server";
import { BLOG_PAGE_SIZE, type BlogFilters } from "./blog-filters";
import { inOrder, searchPublishedPostIds } from "./blog-search.server";
import type { BlogCategoryId } from "./categories";
import { isSlugId } from "~/utils/ids";
import { paginate } from "~/utils/pagination";

/**
 * Public reads of blog posts. Every function here sees published posts only
 * (the admin twins live in blog-admin.server.ts), so a draft cannot leak
 * through any visitor URL or query.
 */

export type PostCard = Pick<
  BlogPost,
  | "id"
  | "slug"
  | "title"
  | "summary"
  | "category"
  | "tags"
  | "author"
  | "authorImage"
  | "imageUrl"
  | "publishedAt"
> & { cover: PictureInfo | null; authorPicture: PictureInfo | null };

export type PublicPost = Omit<
  BlogPost,
  "searchRank" | "searchDocument" | "isPublished" | "scheduledAt"
> & { cover: PictureInfo | null; authorPicture: PictureInfo | null };

/**
 * A cover's or author picture's library facts (sizes and renditions) when
 * it is an uploaded image, read in the same query: pages draw it as
 * <picture>.
 */
const pictureOf = (column: typeof blogPosts.imageUrl | typeof blogPosts.authorImage) =>
  sql<PictureInfo | null>`(select json_build_object('name', m.name, 'width', m.width, 'height', m.height, 'renditions', m.renditions) from ${mediaAssets} m where m.name = substr(${column}, ${MEDIA_URL_PREFIX.length + 1}) and ${column} like ${`${MEDIA_URL_PREFIX}%`})`;

const CARD_COLUMNS = {
  id: blogPosts.id,
  slug: blogPosts.slug,
  title: blogPosts.title,
  summary: blogPosts.summary,
  category: blogPosts.category,
  tags: blogPosts.tags,
  author: blogPosts.author,
  authorImage: blogPosts.authorImage,
  imageUrl: blogPosts.imageUrl,
  publishedAt: blogPosts.publishedAt,
  cover: pictureOf(blogPosts.imageUrl),
  authorPicture: pictureOf(blogPosts.authorImage),
};

/** A post's public fields (the article page; a shared preview adds its publishing state). */
export const PUBLIC_POST_COLUMNS = {
  ...CARD_COLUMNS,
  content: blogPosts.content,
  createdAt: blogPosts.createdAt,
  updatedAt: blogPosts.updatedAt,
};

const isPublished = eq(blogPosts.isPublished, true);
const newestFirst = [desc(blogPosts.publishedAt), desc(blogPosts.createdAt)];

export type PublishedPostList = {
  posts: PostCard[];
  total: number;
  /** A search matched more posts than it counts (see blog-search.server.ts). */
  totalCapped: boolean;
  page: number;
  pageCount: number;
};

const cards = (where: SQL) => db().select(CARD_COLUMNS).from(blogPosts).where(where);

/**
 * Published posts, optionally in one category and matching a search. The
 * search is full-text over title, summary, tags and content, every word a
 * prefix (so "kube" finds Kubernetes), ranked by relevance among the newest
 * matches (blog-search.server.ts).
 */
export async function listPublishedPosts(filters: BlogFilters): Promise<PublishedPostList> {
  if (filters.q) {
    const tsQuery = toPrefixTsQuery(filters.q);
    // Text with nothing searchable in it (only punctuation) matches nothing.
    if (!tsQuery) return { posts: [], total: 0, totalCapped: false, page: 1, pageCount: 1 };
    const { ids, ...found } = await searchPublishedPostIds(tsQuery, filters.category, filters.page);
    return { posts: await inOrder(ids, cards), ...found };
  }
  const where = and(
    isPublished,
    filters.category ? eq(blogPosts.category, filters.category) : undefined,
  )!;
  const [totalRow] = await db().select({ value: count() }).from(blogPosts).where(where);
  const total = totalRow?.value ?? 0;
  const { page, pageCount, offset } = paginate(total, BLOG_PAGE_SIZE, filters.page);
  if (!total) return { posts: [], total, totalCapped: false, page, pageCount };

  const posts = await cards(where)
    .orderBy(...newestFirst)
    .limit(BLOG_PAGE_SIZE)
    .offset(offset);
  return { posts, total, totalCapped: false, page, pageCount };
}

/** A published post by slug, or null (drafts are "not found" to visitors). */
export async function getPublishedPostBySlug(slug: string): Promise<PublicPost | null> {
  if (!isSlugId(slug)) return null;
  const [row] = await db()
    .select(PUBLIC_POST_COLUMNS)
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), isPublished))
    .limit(1);
  return row ?? null;
}

export const RELATED_POSTS_LIMIT = 3;

/** Up to three other published posts of the same category, newest first. */
export async function listRelatedPosts(
  post: Pick<BlogPost, "id" | "category">,
  limit = RELATED_POSTS_LIMIT,
): Promise<PostCard[]> {
  return db()
    .select(CARD_COLUMNS)
    .from(blogPosts)
    .where(and(isPublished, eq(blogPosts.category, post.category), ne(blogPosts.id, post.id)))
    .orderBy(...newestFirst)
    .limit(Math.min(limit, RELATED_POSTS_LIMIT));
}

export const FEATURED_CATEGORIES: BlogCategoryId[] = ["ai", "data-science"];
export const FEATURED_POSTS_LIMIT = 6;

/** /featured-blogs: the newest published AI and data-science posts. */
export async function listFeaturedPosts(limit = FEATURED_POSTS_LIMIT): Promise<PostCard[]> {
  return db()
    .select(CARD_COLUMNS)
    .from(blogPosts)
    .where(and(isPublished, inArray(blogPosts.category, FEATURED_CATEGORIES)))
    .orderBy(...newestFirst)
    .limit(Math.min(limit, FEATURED_POSTS_LIMIT));
}

/** How many posts a "latest posts" block (the home page's "Latest Insights") shows at most. */
export const LATEST_POSTS_LIMIT = 12;

/** The newest published posts, of every category or of one (a page's "latest posts" block). */
export async function listLatestPosts(
  limit: number,
  category?: BlogCategoryId,
): Promise<PostCard[]> {
  return cards(category ? and(isPublished, eq(blogPosts.category, category))! : isPublished)
    .orderBy(...newestFirst)
    .limit(Math.min(limit, LATEST_POSTS_LIMIT));
}

/** Every published post's address and dates, newest first (sitemap). */
export async function listPublishedPostStamps(): Promise<
  Array<Pick<BlogPost, "slug" | "category" | "publishedAt" | "updatedAt">>
> {
  return db()
    .select({
      slug: blogPosts.slug,
      category: blogPosts.category,
      publishedAt: blogPosts.publishedAt,
      updatedAt: blogPosts.updatedAt,
    })
    .from(blogPosts)
    .where(isPublished)
    .orderBy(...newestFirst);
}

export const FEED_POSTS_LIMIT = 20;

/** The newest published posts with their full content (RSS and Atom feeds). */
export async function listPublishedPostsForFeed(limit = FEED_POSTS_LIMIT): Promise<PublicPost[]> {
  return db()
    .select(PUBLIC_POST_COLUMNS)
    .from(blogPosts)
    .where(isPublished)
    .orderBy(...newestFirst)
    .limit(Math.min(limit, FEED_POSTS_LIMIT));
}
