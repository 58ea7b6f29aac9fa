import { and, desc, eq, gte, inArray, lt, sql, type SQL } from "drizzle-orm";
import { db } from "~/db/client.server";
import { blogPosts } from "~/db/schema";
import { perContentVersion } from "~/modules/content/per-content-version.server";
import { BLOG_PAGE_SIZE } from "./blog-filters";
import type { BlogCategoryId } from "./categories";
import { paginate } from "~/utils/pagination";

/**
 * Blog search that stays fast at 100,000 posts (docs/decisions/012): a
 * search ranks at most SEARCH_LIMITS.candidates matches — the newest — and counts
 * no further. Matching reads the stored whole-document vector (title,
 * summary, tags, content) or its GIN index; ranking reads only the small
 * inline title/summary/tags vector of each candidate.
 */

export const SEARCH_LIMITS = {
  /** The ranked candidate cap: more matches than this show as "more than 1,000". */
  candidates: 1000,
  /**
   * The newest posts are searched first; when they hold enough matches, the
   * older posts are never visited (a common word costs the same at 10,000
   * or 10,000,000 posts).
   */
  recentWindow: 10_000,
};

const isPublished = eq(blogPosts.isPublished, true);

/** Through blog_posts_search_idx (GIN) or, walking the newest posts, one stored vector a post. */
const documentMatches = (query: SQL) => sql`${blogPosts.searchDocument} @@ ${query}`;

type Candidate = { id: string; rank: number };

/** Up to `limit` matching posts, newest first, with their relevance. */
function newestMatches(where: SQL | undefined, query: SQL, limit: number): Promise<Candidate[]> {
  return db()
    .select({ id: blogPosts.id, rank: sql<number>`ts_rank(${blogPosts.searchRank}, ${query})` })
    .from(blogPosts)
    .where(where)
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.createdAt))
    .limit(limit);
}

/**
 * recentWindowStart, kept per content version: it depends on no search
 * term, and each new search is a page-cache miss, so it would otherwise be
 * read again for every one.
 */
const windowStarts = new Map<string, () => Promise<Date | null>>();
function keptWindowStart(category: BlogCategoryId | null, size: number): Promise<Date | null> {
  // A handful of keys: the categories (a fixed list) times the window sizes used.
  const key = `${category ?? ""}|${size}`;
  let read = windowStarts.get(key);
  if (!read) {
    read = perContentVersion(() => recentWindowStart(category, size));
    windowStarts.set(key, read);
  }
  return read();
}

/** When the newest `size` published posts (of the category) begin; null if there are fewer. */
async function recentWindowStart(
  category: BlogCategoryId | null,
  size: number,
): Promise<Date | null> {
  const [row] = await db()
    .select({ publishedAt: blogPosts.publishedAt })
    .from(blogPosts)
    .where(category ? and(isPublished, eq(blogPosts.category, category)) : isPublished)
    .orderBy(desc(blogPosts.publishedAt))
    .offset(size - 1)
    .limit(1);
  return row?.publishedAt ?? null;
}

export type SearchPage = {
  /** This page's post ids, best first. */
  ids: string[];
  /** Matches counted (at most SEARCH_LIMITS.candidates). */
  total: number;
  /** More posts match than were counted. */
  totalCapped: boolean;
  page: number;
  pageCount: number;
};

/** One page of a search: the newest matches ranked by relevance, then by date. */
export async function searchPublishedPostIds(
  tsQuery: string,
  category: BlogCategoryId | null,
  requestedPage: number,
  limits = SEARCH_LIMITS,
): Promise<SearchPage> {
  const query = sql`to_tsquery('english', ${tsQuery})`;
  const where = and(
    isPublished,
    category ? eq(blogPosts.category, category) : undefined,
    documentMatches(query),
  );
  const limit = limits.candidates + 1;
  const windowStart = await keptWindowStart(category, limits.recentWindow);
  if (!windowStart)
    return rankedPage(await newestMatches(where, query, limit), requestedPage, limits);
  const recent = await newestMatches(
    and(where, gte(blogPosts.publishedAt, windowStart)),
    query,
    limit,
  );
  if (recent.length === limit) return rankedPage(recent, requestedPage, limits);
  // The older posts carry on where the window ended (a published post always
  // has a date), so no post is checked twice.
  const older = await newestMatches(
    and(where, lt(blogPosts.publishedAt, windowStart)),
    query,
    limit - recent.length,
  );
  return rankedPage(recent.concat(older), requestedPage, limits);
}

function rankedPage(
  candidates: Candidate[],
  requestedPage: number,
  limits: typeof SEARCH_LIMITS,
): SearchPage {
  const totalCapped = candidates.length > limits.candidates;
  // Sorted by relevance; equal ranks keep the newest-first order (a stable sort).
  const ranked = candidates
    .slice(0, limits.candidates)
    .sort((a, b) => Number(b.rank) - Number(a.rank));
  const { page, pageCount, offset } = paginate(ranked.length, BLOG_PAGE_SIZE, requestedPage);
  const ids = ranked.slice(offset, offset + BLOG_PAGE_SIZE).map((candidate) => candidate.id);
  return { ids, total: ranked.length, totalCapped, page, pageCount };
}

/** Rows by id, in the order of `ids`. */
export async function inOrder<T extends { id: string }>(
  ids: string[],
  load: (where: SQL) => Promise<T[]>,
): Promise<T[]> {
  if (!ids.length) return [];
  const rows = await load(inArray(blogPosts.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
