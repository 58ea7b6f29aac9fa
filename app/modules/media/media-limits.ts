/**
 * Image uploads (post covers, author pictures): what is accepted and how
 * large, shared by the browser's check, the upload action and the HTTP
 * server's body limit. This file imports nothing, so server/ can use it too.
 */

/** Largest image accepted: 2 MB. */
export const MAX_MEDIA_BYTES = 2 * 1024 * 1024;

/**
 * Most pixels an uploaded image may have: 40 megapixels (8000 × 5000, more
 * than any phone or common camera makes). Decoding costs memory and time by
 * the pixel, not the byte — a 2 MB PNG can hold 268 million — so the size is
 * checked from the file's header before anything decodes it.
 */
export const MAX_MEDIA_MEGAPIXELS = 40;
export const MAX_MEDIA_PIXELS = MAX_MEDIA_MEGAPIXELS * 1_000_000;

/** The window of the per-account upload limit (MEDIA_UPLOAD_RATE_LIMIT uploads; each is resized six ways). */
export const MEDIA_UPLOAD_WINDOW_SECONDS = 15 * 60;

/** Raster formats only. SVG is refused: it is a document that can carry script. */
export const MEDIA_TYPES = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/webp": "webp",
  "image/gif": "gif",
} as const;

export type MediaType = keyof typeof MEDIA_TYPES;
export type MediaExtension = (typeof MEDIA_TYPES)[MediaType];

export const ACCEPTED_MEDIA_TYPES = Object.keys(MEDIA_TYPES) as MediaType[];

/**
 * Renditions made on upload: these widths (each only when smaller than the
 * original), in AVIF and WebP and in the original's own format. Enough for a
 * phone, a tablet and a wide article column at 1x and 2x.
 */
export const RENDITION_WIDTHS = [480, 960, 1600] as const;

export type { MediaRendition } from "~/db/enums";

/** Formats served besides the uploaded four: AVIF renditions. */
export const RENDITION_TYPES = { ...MEDIA_TYPES, "image/avif": "avif" } as const;

/** The media library's page size, and its picker's. */
export const MEDIA_PAGE_SIZE = 24;

/** Longest alt text the library keeps for an image. */
export const MAX_MEDIA_ALT_LENGTH = 300;

/** Unused uploads are swept when older than this (the job queue's media sweep). */
export const UNUSED_MEDIA_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** The path that takes uploads; the form posts to it with fetch. */
export const MEDIA_UPLOAD_PATH = "/admin/blogs/media";

/** The media library's address (its Upload form posts here too), and its picker's data. */
export const MEDIA_LIBRARY_PATH = "/admin/media";

/** Where stored images are served from. */
export const MEDIA_URL_PREFIX = "/media/";

export const MEDIA_MESSAGES = {
  missing: "Choose an image to upload.",
  notAnImage: "Only PNG, JPEG, WebP or GIF images can be uploaded.",
  tooLarge: "The image is too large: the limit is 2 MB.",
  tooManyPixels: `The image has too many pixels: the limit is ${MAX_MEDIA_MEGAPIXELS} megapixels (for example 8000 × 5000). Scale it down and upload it again.`,
  tooManyUploads: (minutes: number) =>
    `You have uploaded many images in a short time. Please wait ${minutes} ${minutes === 1 ? "minute" : "minutes"} and try again.`,
  damaged: "The image file is damaged or incomplete. Export it again and upload the new file.",
  failed: "The image could not be uploaded. Please try again.",
  uploading: "Uploading image…",
  uploaded: "Image uploaded.",
} as const;

export const MEDIA_LIBRARY_MESSAGES = {
  altTooLong: `Keep the description under ${MAX_MEDIA_ALT_LENGTH} characters.`,
  altSaved: "Description saved.",
  deleted: "Image deleted.",
  notFound: "This image is no longer in the library.",
  inUse: "This image is used by a post. Remove it from the post first, then delete it.",
  inUseByPage: (page: { title: string; path: string }) =>
    `This image is used by the page “${page.title}” (${page.path}). Remove it from the page first, then delete it.`,
  uploaded:
    "Image uploaded. Describe it below: the description is offered as alt text whenever the image is picked into a post.",
  empty: "No images yet. Upload one here, or in the blog editor.",
  noMatches: "No images match your search.",
} as const;
