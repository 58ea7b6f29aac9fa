/** An absolute URL on the site (PUBLIC_URL); absolute URLs pass through unchanged. */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  // Without an origin (no root data) a path is the best we can do.
  if (!origin) return pathOrUrl;
  return new URL(pathOrUrl, `${origin}/`).href;
}

const RASTER_IMAGE = /\.(png|jpe?g|webp|gif|avif)(?:[?#].*)?$/i;
/** The app's own SVG covers; each ships a JPEG twin (see scripts/render-share-images.ts). */
const SHIPPED_SVG_COVER = /^\/images\/blog\/[\w-]+\.svg$/;

/**
 * An image social networks can show (they take no SVG): raster images as
 * they are, the app's own SVG covers as their JPEG twin, anything else null.
 */
export function shareableImage(url: string | null | undefined): string | null {
  if (!url) return null;
  if (RASTER_IMAGE.test(url)) return url;
  if (SHIPPED_SVG_COVER.test(url)) return url.replace(/\.svg$/, ".jpg");
  return null;
}
