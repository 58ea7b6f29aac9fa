import { sql, type SQL } from "drizzle-orm";
import { blogPosts, postRevisions } from "~/db/schema";
import { MEDIA_URL_PREFIX } from "./media-limits";

/**
 * Where a library image is used: a post (or a kept revision of one) whose
 * cover, author picture or content names the image's address. Counted from
 * the posts themselves on every read, so it can never drift from them.
 */
export function namesImage(
  table: typeof blogPosts | typeof postRevisions,
  name: SQL | string,
): SQL {
  const url = sql`${MEDIA_URL_PREFIX} || ${name}`;
  return sql`(${table.imageUrl} = ${url} or ${table.authorImage} = ${url} or strpos(${table.content}, ${url}) > 0)`;
}

/** True when a post or a kept revision names the image (the sweep keeps it). */
export function imageIsReferenced(name: SQL | string): SQL<boolean> {
  return sql<boolean>`(exists (select 1 from ${blogPosts} where ${namesImage(blogPosts, name)}) or exists (select 1 from ${postRevisions} where ${namesImage(postRevisions, name)}))`;
}
