/** How long crawlers and caches may keep the sitemap and feeds (they follow publishing closely). */
export const FEED_MAX_AGE_SECONDS = 15 * 60;
/** robots.txt changes only with a deploy. */
export const ROBOTS_MAX_AGE_SECONDS = 24 * 60 * 60;

type TextResponseOptions = {
  contentType: string;
  maxAgeSeconds: number;
  /** Sent as Last-Modified; a request with an If-Modified-Since at or after it gets 304. */
  lastModified?: Date | null;
};

/** A public, cacheable text response for the sitemap, robots.txt and the feeds. */
export function textResponse(request: Request, body: string, options: TextResponseOptions) {
  const headers = new Headers({
    "Content-Type": options.contentType,
    "Cache-Control": `public, max-age=${options.maxAgeSeconds}`,
  });
  const modified = options.lastModified;
  if (modified) {
    headers.set("Last-Modified", modified.toUTCString());
    const since = Date.parse(request.headers.get("If-Modified-Since") ?? "");
    // HTTP dates have whole seconds.
    if (!Number.isNaN(since) && Math.floor(modified.getTime() / 1000) * 1000 <= since) {
      return new Response(null, { status: 304, headers });
    }
  }
  return new Response(body, { headers });
}
