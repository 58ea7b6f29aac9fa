import { and, count, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from "drizzle-orm";
import { db } from "~/db/client.server";
import { blogPosts, type BlogPost } from "~/db/schema";
import { containsPattern } from "~/db/sql-helpers.server";
import {
  ADMIN_POSTS_PAGE_SIZE,
  type AdminPostFilters,
  type PostStatus,
} from "./admin-post-filters";
import { isSlugId } from "~/utils/ids";
import { paginate } from "~/utils/pagination";

/**
 * Admin reads and writes of blog posts. Reads see drafts too (the public
 * twins in blog.server.ts never do). Every write takes the actor the route
 * authorized, validates with the form's own schema, and leaves an audit entry
 * (the writes live in post-writes.server.ts and post-actions.server.ts).
 */

export { createPost, updatePost } from "./post-writes.server";
export { deletePost, setPostPublished } from "./post-actions.server";
export { previewUnsavedPost } from "./post-preview.server";

export type AdminPostRow = Pick<
  BlogPost,
  | "id"
  | "slug"
  | "title"
  | "summary"
  | "category"
  | "author"
  | "imageUrl"
  | "isPublished"
  | "publishedAt"
  | "scheduledAt"
  | "createdAt"
>;

export type AdminPost = Omit<BlogPost, "searchRank" | "searchDocument">;

export type AdminPostList = {
  posts: AdminPostRow[];
  total: number;
  page: number;
  pageCount: number;
};

const ROW_COLUMNS = {
  id: blogPosts.id,
  slug: blogPosts.slug,
  title: blogPosts.title,
  summary: blogPosts.summary,
  category: blogPosts.category,
  author: blogPosts.author,
  imageUrl: blogPosts.imageUrl,
  isPublished: blogPosts.isPublished,
  publishedAt: blogPosts.publishedAt,
  scheduledAt: blogPosts.scheduledAt,
  createdAt: blogPosts.createdAt,
};

// A scheduled post is a draft with a publishing time; "Draft" lists the others.
const STATUS_CONDITIONS: Record<PostStatus, SQL> = {
  published: eq(blogPosts.isPublished, true),
  draft: and(eq(blogPosts.isPublished, false), isNull(blogPosts.scheduledAt))!,
  scheduled: and(eq(blogPosts.isPublished, false), isNotNull(blogPosts.scheduledAt))!,
};

/**
 * Every post, drafts included: search over title, summary or content (the
 * spec's three), category and status filters, 25 rows a page. Drafts
 * without a date come first, then the newest.
 */
export async function listPostsForAdmin(filters: AdminPostFilters): Promise<AdminPostList> {
  const conditions: SQL[] = [];
  if (filters.q) {
    const pattern = containsPattern(filters.q);
    conditions.push(
      or(
        ilike(blogPosts.title, pattern),
        ilike(blogPosts.summary, pattern),
        ilike(blogPosts.content, pattern),
      )!,
    );
  }
  if (filters.category) conditions.push(eq(blogPosts.category, filters.category));
  if (filters.status) conditions.push(STATUS_CONDITIONS[filters.status]);
  const where = conditions.length ? and(...conditions) : undefined;

  const [totalRow] = await db().select({ value: count() }).from(blogPosts).where(where);
  const total = totalRow?.value ?? 0;
  const { page, pageCount, offset } = paginate(total, ADMIN_POSTS_PAGE_SIZE, filters.page);
  if (!total) return { posts: [], total, page, pageCount };
  const posts = await db()
    .select(ROW_COLUMNS)
    .from(blogPosts)
    .where(where)
    .orderBy(sql`${blogPosts.publishedAt} desc nulls first`, desc(blogPosts.createdAt))
    .limit(ADMIN_POSTS_PAGE_SIZE)
    .offset(offset);
  return { posts, total, page, pageCount };
}

/** One post by id, draft or not; null when there is none. */
export async function getPostForAdmin(id: string | undefined): Promise<AdminPost | null> {
  if (!isSlugId(id)) return null;
  const [row] = await db()
    .select({
      ...ROW_COLUMNS,
      content: blogPosts.content,
      tags: blogPosts.tags,
      authorImage: blogPosts.authorImage,
      updatedAt: blogPosts.updatedAt,
    })
    .from(blogPosts)
    .where(eq(blogPosts.id, id))
    .limit(1);
  return row ?? null;
}
