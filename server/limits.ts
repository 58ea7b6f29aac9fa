import type { RequestHandler } from "express";

/** Largest plain form post we accept; text fields only (uploads get their own limit). */
export const MAX_FORM_BYTES = 100 * 1024;

const FORM_TYPES = ["application/x-www-form-urlencoded", "text/plain"];

/** Refuses oversized form posts with 413 before anything reads the body. */
export const limitFormBodies: RequestHandler = (req, res, next) => {
  const type = req.headers["content-type"] ?? "";
  const length = Number(req.headers["content-length"] ?? 0);
  if (FORM_TYPES.some((formType) => type.startsWith(formType)) && length > MAX_FORM_BYTES) {
    res.status(413).type("text/plain").send("The submitted form is too large.");
    return;
  }
  next();
};
