import type { RequestHandler } from "express";
// Relative: this file is bundled without the app's path aliases.
import { MAX_MEDIA_BYTES, MEDIA_UPLOAD_PATH } from "../app/modules/media/media-limits";

/**
 * Largest request body we accept. The pages of this site only take small
 * text forms; a route that takes uploads gets its own, larger limit.
 */
export const MAX_FORM_BYTES = 100 * 1024;

/** The blog form: up to 200,000 characters of HTML, URL-encoded (which can triple it). */
const BLOG_FORM_BYTES = 1024 * 1024;

/**
 * Routes that take file uploads, with the largest body they accept. The
 * route itself cuts each file at its own limit while it streams (the résumé:
 * 5 MB) and reads the rest without keeping it, so a somewhat-too-large file
 * still gets a friendly message; beyond this, the answer is a plain 413.
 */
const UPLOAD_ROUTES: Array<{ path: RegExp; maxBytes: number }> = [
  { path: /^\/careers\/apply\/[^/]+(?:\.data)?$/, maxBytes: 25 * 1024 * 1024 },
  // Blog images (2 MB each, cut off while streaming), and the blog form,
  // whose HTML content is longer than other forms' text.
  { path: new RegExp(`^${MEDIA_UPLOAD_PATH}(?:\\.data)?$`), maxBytes: MAX_MEDIA_BYTES * 4 },
  { path: /^\/admin\/blogs\/(?:new|edit\/[^/]+)(?:\.data)?$/, maxBytes: BLOG_FORM_BYTES },
];

/** The largest body any route accepts (a reverse proxy's limit must be at least this). */
export const LARGEST_BODY_BYTES = Math.max(
  MAX_FORM_BYTES,
  ...UPLOAD_ROUTES.map((route) => route.maxBytes),
);

const BODY_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

function maxBodyBytes(path: string): number {
  return UPLOAD_ROUTES.find((route) => route.path.test(path))?.maxBytes ?? MAX_FORM_BYTES;
}

/**
 * Refuses oversized bodies (413) and bodies of unknown length (411) before
 * anything reads them. Browsers always send Content-Length for form posts,
 * and Node never reads past it, so the declared length bounds the memory.
 */
export const limitRequestBodies: RequestHandler = (req, res, next) => {
  if (!BODY_METHODS.has(req.method)) return next();
  const declared = req.headers["content-length"];
  if (declared === undefined) {
    if (req.headers["transfer-encoding"]) {
      res.status(411).type("text/plain").send("A Content-Length header is required.");
      return;
    }
    return next();
  }
  if (Number(declared) > maxBodyBytes(req.path)) {
    res.status(413).type("text/plain").send("The submitted form is too large.");
    return;
  }
  next();
};
