/** Blog ids: the slug plus a time-based suffix (spec section 5), unique even when created in the same millisecond. */
export function newPostId(slug: string, now = Date.now()): string {
  const random = Math.floor(Math.random() * 36 ** 3)
    .toString(36)
    .padStart(3, "0");
  return `${slug.slice(0, 80)}-${now.toString(36)}${random}`;
}
