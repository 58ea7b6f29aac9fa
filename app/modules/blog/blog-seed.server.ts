import { count } from "drizzle-orm";
import type { DatabaseHandle } from "~/db/client.server";
import { blogPosts } from "~/db/schema";
import { DEMO_POSTS } from "./demo-posts";
import type { DemoPost } from "./demo-posts/types";
import { newPostId } from "./post-ids";
import { sanitizePostHtml } from "./sanitize.server";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Row values for a demo post; tests build their posts with this too. */
export function demoPostValues(post: DemoPost, now = new Date()): typeof blogPosts.$inferInsert {
  const publishedAt =
    post.publishedDaysAgo === null
      ? null
      : new Date(now.getTime() - post.publishedDaysAgo * DAY_MS);
  const created = publishedAt ?? now;
  return {
    id: newPostId(post.slug, created.getTime()),
    slug: post.slug,
    title: post.title,
    summary: post.summary,
    content: sanitizePostHtml(post.content),
    category: post.category,
    tags: post.tags,
    author: post.author,
    authorImage: post.authorImage,
    imageUrl: post.imageUrl,
    isPublished: post.isPublished,
    publishedAt,
    createdAt: created,
    updatedAt: created,
  };
}

/** Fills an empty blog with the demo posts. */
export async function seedDemoPosts(handle: DatabaseHandle): Promise<string | null> {
  const [row] = await handle.db.select({ value: count() }).from(blogPosts);
  if (row?.value) return null;
  await handle.db.insert(blogPosts).values(DEMO_POSTS.map((post) => demoPostValues(post)));
  return `${DEMO_POSTS.length} blog posts`;
}
