/**
 * Image uploads (post covers, author pictures): what is accepted and how
 * large, shared by the browser's check, the upload action and the HTTP
 * server's body limit. This file imports nothing, so server/ can use it too.
 */

/** Largest image accepted: 2 MB. */
export const MAX_MEDIA_BYTES = 2 * 1024 * 1024;

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

/** The path that takes uploads; the form posts to it with fetch. */
export const MEDIA_UPLOAD_PATH = "/admin/blogs/media";

/** Where stored images are served from. */
export const MEDIA_URL_PREFIX = "/media/";

export const MEDIA_MESSAGES = {
  missing: "Choose an image to upload.",
  notAnImage: "Only PNG, JPEG, WebP or GIF images can be uploaded.",
  tooLarge: "The image is too large: the limit is 2 MB.",
  failed: "The image could not be uploaded. Please try again.",
  uploading: "Uploading image…",
  uploaded: "Image uploaded.",
} as const;
