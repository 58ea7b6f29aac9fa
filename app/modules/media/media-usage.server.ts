import { sql, type SQL } from "drizzle-orm";
import { blogPosts, pageRevisions, pages, postRevisions } from "~/db/schema";
import { MEDIA_URL_PREFIX } from "./media-limits";

/**
 * Where a library image is used: a post (or a kept revision of one) whose
 * cover, author picture or content names the image's address, or a page (or
 * a kept revision of one) whose blocks or share image name it. Counted from
 * the posts and pages themselves on every read, so it can never drift from
 * them.
 */
export function namesImage(
  table: typeof blogPosts | typeof postRevisions,
  name: SQL | string,
): SQL {
  const url = sql`${MEDIA_URL_PREFIX} || ${name}`;
  return sql`(${table.imageUrl} = ${url} or ${table.authorImage} = ${url} or strpos(${table.content}, ${url}) > 0)`;
}

/**
 * A page whose blocks (an image field holds the address as a JSON string)
 * or share image name the image.
 */
export function pageNamesImage(
  table: typeof pages | typeof pageRevisions,
  name: SQL | string,
): SQL {
  const url = sql`${MEDIA_URL_PREFIX} || ${name}`;
  return sql`(strpos(${table.blocks}::text, ${url}) > 0 or strpos(${table.seo}::text, ${url}) > 0)`;
}

/** True when a post, a page or a kept revision of either names the image (the sweep keeps it). */
export function imageIsReferenced(name: SQL | string): SQL<boolean> {
  return sql<boolean>`(exists (select 1 from ${blogPosts} where ${namesImage(blogPosts, name)})
    or exists (select 1 from ${postRevisions} where ${namesImage(postRevisions, name)})
    or exists (select 1 from ${pages} where ${pageNamesImage(pages, name)})
    or exists (select 1 from ${pageRevisions} where ${pageNamesImage(pageRevisions, name)}))`;
}
