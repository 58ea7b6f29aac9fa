/**
 * The spec's publish rules (section 4), in one place for the form and the
 * list's toggle:
 * - a new post published at once gets published_at = now; a new draft none;
 * - publishing sets published_at = now only when the post was not already
 *   published or had no date, so saving a published post keeps its date;
 * - unpublishing changes nothing else: the date stays (the spec never clears
 *   it), and publishing again later counts as "not already published", so
 *   the post then gets a fresh date.
 */
export function nextPublishedAt(
  current: { isPublished: boolean; publishedAt: Date | null } | null,
  publish: boolean,
  now: Date = new Date(),
): Date | null {
  if (!current) return publish ? now : null;
  if (publish && (!current.isPublished || !current.publishedAt)) return now;
  return current.publishedAt;
}
