const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether a URL segment can be a row's uuid. Checked before any query, so a
 * malformed id is a plain 404 instead of a database type error (a 500).
 */
export function isUuid(value: string | undefined | null): value is string {
  return typeof value === "string" && UUID.test(value);
}

/** Job ids, blog slugs and blog ids: slugified text (`[a-z0-9_-]`), bounded. */
const SLUG_ID = /^[A-Za-z0-9_-]{1,200}$/;

/**
 * Whether a URL segment or form value can be a job id, a blog slug or a blog
 * id. Checked before any query: another shape (NUL, slashes, spaces, a
 * 10,000-character string) is the normal 404 and never reaches the database.
 */
export function isSlugId(value: string | undefined | null): value is string {
  return typeof value === "string" && SLUG_ID.test(value);
}
