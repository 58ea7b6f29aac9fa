import type { RequestHandler } from "express";
// Relative: this file is bundled without the app's path aliases.
import {
  MAX_MEDIA_BYTES,
  MEDIA_LIBRARY_PATH,
  MEDIA_UPLOAD_PATH,
} from "../app/modules/media/media-limits";
import { BODY_OVER_LIMIT_HEADER } from "../app/utils/body-limit";

/**
 * Largest request body a route reads whole. The pages of this site only take
 * small text forms; a route that takes uploads gets its own, larger limit.
 */
export const MAX_FORM_BYTES = 100 * 1024;

/** The blog form: up to 200,000 characters of HTML, URL-encoded (which can triple it). */
const BLOG_FORM_BYTES = 1024 * 1024;

/** A résumé upload: the 5 MB file (cut off while it streams) and the form's text. */
export const APPLICATION_FORM_BYTES = 25 * 1024 * 1024;

/**
 * Routes that take file uploads, with the largest body they read. The route
 * itself cuts each file at its own limit while it streams (the résumé: 5 MB)
 * and reads the rest without keeping it, so a too-large file gets the form
 * back with a message at the file's field.
 */
const UPLOAD_ROUTES: Array<{ path: RegExp; maxBytes: number }> = [
  // With a job (`/careers/apply/<job>`) and without one ("Send us your CV").
  { path: /^\/careers\/apply(?:\/[^/]+)?(?:\.data)?$/, maxBytes: APPLICATION_FORM_BYTES },
  // A candidate replacing the résumé on their status page (the same file rule).
  { path: /^\/careers\/status\/[^/]+(?:\.data)?$/, maxBytes: APPLICATION_FORM_BYTES },
  // Blog images (2 MB each, cut off while streaming), and the blog form,
  // whose HTML content is longer than other forms' text.
  { path: new RegExp(`^${MEDIA_UPLOAD_PATH}(?:\\.data)?$`), maxBytes: MAX_MEDIA_BYTES * 4 },
  // The media library's Upload form (one image, the same limit).
  { path: new RegExp(`^${MEDIA_LIBRARY_PATH}(?:\\.data)?$`), maxBytes: MAX_MEDIA_BYTES * 4 },
  { path: /^\/admin\/blogs\/(?:new|edit\/[^/]+)(?:\.data)?$/, maxBytes: BLOG_FORM_BYTES },
];

/** The largest body any route reads whole (a reverse proxy's limit must be at least this). */
export const LARGEST_BODY_BYTES = Math.max(
  MAX_FORM_BYTES,
  ...UPLOAD_ROUTES.map((route) => route.maxBytes),
);

const BODY_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** The largest body the route at `path` reads whole. */
export function maxBodyBytes(path: string): number {
  return UPLOAD_ROUTES.find((route) => route.path.test(path))?.maxBytes ?? MAX_FORM_BYTES;
}

/** A body a browser's form sends (what the form readers can cut field by field). */
function isFormBody(contentType: string | undefined): boolean {
  const type = contentType?.split(";")[0]?.trim().toLowerCase();
  return type === "application/x-www-form-urlencoded" || type === "multipart/form-data";
}

/**
 * Bounds request bodies before anything reads them: bodies of unknown length
 * get 411 (browsers always send Content-Length for form posts, and Node never
 * reads past it, so the declared length bounds the memory). A form larger
 * than its route's limit goes on marked with BODY_OVER_LIMIT_HEADER, and its
 * route answers with the form and a field error (never a bare text page);
 * any other over-size body (JSON, text) gets a plain 413.
 */
export const limitRequestBodies: RequestHandler = (req, res, next) => {
  // Only this middleware may say a body is over its limit.
  delete req.headers[BODY_OVER_LIMIT_HEADER];
  if (!BODY_METHODS.has(req.method)) return next();
  const declared = req.headers["content-length"];
  if (declared === undefined) {
    if (req.headers["transfer-encoding"]) {
      res.status(411).type("text/plain").send("A Content-Length header is required.");
      return;
    }
    return next();
  }
  const limit = maxBodyBytes(req.path);
  if (Number(declared) > limit) {
    if (isFormBody(req.headers["content-type"])) {
      req.headers[BODY_OVER_LIMIT_HEADER] = String(limit);
      return next();
    }
    res.status(413).type("text/plain").send("The submitted request is too large.");
    return;
  }
  next();
};
