/**
 * The headers of a page opened from a private e-mailed link (candidate
 * status, data request, job-alert management): never stored, never indexed,
 * and the link's token never sent on as a Referer to another site.
 */
export const PRIVATE_HEADERS = {
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex, nofollow",
  // Not no-referrer: Chromium then posts the page's forms with `Origin: null` (server/security.ts).
  "Referrer-Policy": "same-origin",
};

/** The document's headers: the private ones, and the Retry-After of a refused post or an error. */
export function privatePageHeaders({
  actionHeaders,
  errorHeaders,
}: {
  actionHeaders: Headers;
  errorHeaders?: Headers;
}): Headers {
  const headers = new Headers(PRIVATE_HEADERS);
  const retryAfter = errorHeaders?.get("Retry-After") ?? actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
}
