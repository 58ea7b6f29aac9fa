/**
 * How the HTTP server (server/limits.ts) tells a route that a form's body is
 * larger than the route accepts. This file imports nothing, so server/ can
 * use it too.
 *
 * An over-size form is not refused with a bare 413 page: the visitor would
 * lose everything typed. The server lets it through with this header (set by
 * the server alone: an incoming one is always removed) carrying the route's
 * limit, and the form readers keep every field cut to that limit
 * (`readForm`) or cut the file while it streams (`readMultipartForm`), so the
 * route answers with its form, the field's own "too long" message and the
 * values kept.
 */
export const BODY_OVER_LIMIT_HEADER = "x-arcwell-body-over-limit";
