import { count, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { isDatabaseUnavailableError } from "~/utils/database-errors.server";
import { getLogger } from "~/utils/logger.server";
import { blogPosts } from "~/db/schema";
import { listFeaturedPosts } from "./blog.server";
import { BLOG_CATEGORIES } from "./categories";

type Check<T> = { ok: true; value: T } | { ok: false; message: string };

export type BlogDiagnostics = {
  /** Counts only — draft titles and content are never part of diagnostics. */
  posts: Check<{ total: number; published: number; drafts: number; byCategory: CategoryCount[] }>;
  featured: Check<{ count: number; titles: string[] }>;
  latencyMs: number | null;
  checkedAt: string;
};

type CategoryCount = { id: string; name: string; published: number };

/** What the page says of a failed check: never the database's own message (it names tables and more). */
export const DIAGNOSTICS_FAILURES = {
  unavailable: "the database is not answering",
  failed: "the query failed (the server log has the details)",
} as const;

async function settle<T>(check: string, run: () => Promise<T>): Promise<Check<T>> {
  try {
    return { ok: true, value: await run() };
  } catch (error) {
    const unavailable = isDatabaseUnavailableError(error);
    getLogger().warn({ err: error, check }, "blog diagnostics: a check failed");
    return {
      ok: false,
      message: unavailable ? DIAGNOSTICS_FAILURES.unavailable : DIAGNOSTICS_FAILURES.failed,
    };
  }
}

/** /test-blogs: what the blog queries return right now, and how fast the database answers. */
export async function getBlogDiagnostics(): Promise<BlogDiagnostics> {
  const started = performance.now();
  const ping = await settle("ping", () => db().execute(sql`select 1`));
  const latencyMs = ping.ok ? Math.round((performance.now() - started) * 10) / 10 : null;

  const posts = await settle("posts", async () => {
    const rows = await db()
      .select({ category: blogPosts.category, published: blogPosts.isPublished, value: count() })
      .from(blogPosts)
      .groupBy(blogPosts.category, blogPosts.isPublished);
    const sum = (keep: (row: (typeof rows)[number]) => boolean) =>
      rows.filter(keep).reduce((total, row) => total + row.value, 0);
    return {
      total: sum(() => true),
      published: sum((row) => row.published),
      drafts: sum((row) => !row.published),
      byCategory: BLOG_CATEGORIES.map(({ id, name }) => ({
        id,
        name,
        published: sum((row) => row.published && row.category === id),
      })),
    };
  });
  const featured = await settle("featured", async () => {
    const rows = await listFeaturedPosts();
    return { count: rows.length, titles: rows.map((row) => row.title) };
  });
  return { posts, featured, latencyMs, checkedAt: new Date().toISOString() };
}
