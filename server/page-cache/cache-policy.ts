import type { IncomingHttpHeaders, OutgoingHttpHeaders } from "node:http";
// Relative: this file is bundled without the app's path aliases.
import { hasStaffCookie } from "../../app/modules/accounts/auth-cookie";

/**
 * What the page cache may serve and store. Public pages, their `.data`
 * requests, the sitemap, robots.txt and the feeds are the same for every
 * anonymous visitor; everything else goes through untouched.
 */

/**
 * Staff and API paths, and a candidate's private pages (a token in the
 * address): never cached anywhere (`private, no-store`).
 */
const PRIVATE_PREFIXES = [
  "/admin/",
  "/api/",
  "/careers/status/",
  "/careers/my-data/",
  // Job alerts: the subscribe answer and the token pages (a bearer token in the address).
  "/careers/alerts",
];

/**
 * Paths that are not pages: files (static, hashed assets, uploaded media),
 * health checks, metrics and React Router's route manifest.
 */
const NEVER_CACHED_PREFIXES = [
  "/assets/",
  "/media/",
  "/__manifest",
  "/healthz",
  "/readyz",
  "/metrics",
];

/** Extensions of cacheable URLs; any other extension is a file, served by express.static. */
const CACHEABLE_EXTENSIONS = new Set([".data", ".xml", ".txt"]);

/** Cache-Control of a cached page (see docs/decisions/007-page-cache.md). */
export const SHARED_CACHE_SECONDS = 10;
export const STALE_WHILE_REVALIDATE_SECONDS = 50;
export const PUBLIC_CACHE_CONTROL = `public, max-age=0, s-maxage=${SHARED_CACHE_SECONDS}, stale-while-revalidate=${STALE_WHILE_REVALIDATE_SECONDS}`;
export const PRIVATE_CACHE_CONTROL = "private, no-store";

/** `/admin/` matches `/admin`, `/admin/jobs` and `/admin.data`, never `/administration`. */
function startsWithAny(path: string, prefixes: readonly string[]) {
  const page = path.endsWith(".data") ? path.slice(0, -".data".length) : path;
  return prefixes.some((prefix) => page === prefix.replace(/\/$/, "") || page.startsWith(prefix));
}

export function isPrivatePath(path: string): boolean {
  return startsWithAny(path, PRIVATE_PREFIXES);
}

/** Whether a path may name a cacheable page (the response decides the rest). */
export function isCacheablePath(path: string): boolean {
  if (isPrivatePath(path) || startsWithAny(path, NEVER_CACHED_PREFIXES)) return false;
  const lastSegment = path.slice(path.lastIndexOf("/") + 1);
  const dot = lastSegment.lastIndexOf(".");
  return dot === -1 || CACHEABLE_EXTENSIONS.has(lastSegment.slice(dot));
}

export type RequestKind = "cacheable" | "private" | "other";

/**
 * How to treat a request: `private` for staff (a better-auth cookie or a
 * staff path) — never stored, and marked `private, no-store`; `cacheable`
 * for an anonymous GET or HEAD of a page; `other` for the rest.
 */
export function classifyRequest(
  method: string,
  path: string,
  headers: IncomingHttpHeaders,
): RequestKind {
  if (isPrivatePath(path)) return "private";
  // Files keep their own caching (hashed assets for a year), cookie or not.
  if (!isCacheablePath(path)) return "other";
  if (hasStaffCookie(headers.cookie)) return "private";
  return method === "GET" || method === "HEAD" ? "cacheable" : "other";
}

/** React Router's own parameter of `.data` requests: which loaders to run. */
const ROUTES_PARAM = "_routes";
/** `q[]` or `q[0]`: a list form of `q`, which the page refuses (a 400), so it stays in the key. */
const LIST_FORM = /^([^[\]]+)\[[^\]]*\]$/;

/**
 * The cache key, which is also the URL a missed page is rendered from: the
 * path plus the query parameters the page reads (`declared`, from
 * app/route-query-params.ts; `_routes` for `.data`), sorted by name — the
 * values of one name keep their order, so a repeated `q` still gets its 400.
 * Everything else (fbclid, gclid, utm_*, any unknown name) is dropped: the
 * page never sees it, so every URL sharing a key renders the same bytes.
 * Values are kept as sent (an empty `?flag` may mean something to a page).
 * A URL left without a query is the plain page (`hasQuery` false): only
 * real searches go to the bounded query segment.
 */
export function cacheKey(
  url: string,
  declared: readonly string[],
): { key: string; hasQuery: boolean } {
  const question = url.indexOf("?");
  if (question === -1) return { key: url, hasQuery: false };
  const path = url.slice(0, question);
  const reads = path.endsWith(".data") ? [...declared, ROUTES_PARAM] : declared;
  const kept = new URLSearchParams();
  if (reads.length > 0) {
    for (const [name, value] of new URLSearchParams(url.slice(question + 1))) {
      if (reads.includes(LIST_FORM.exec(name)?.[1] ?? name)) kept.append(name, value);
    }
  }
  kept.sort();
  const query = kept.toString();
  return query ? { key: `${path}?${query}`, hasQuery: true } : { key: path, hasQuery: false };
}

/**
 * Only a plain success is kept: never an error, a redirect, a response that
 * sets a cookie, one its route marked `no-store` or `private` (a form with a
 * one-time key, a live diagnostics reading), one that varies by a request
 * header, or one already encoded.
 */
export function isStorableResponse(status: number, headers: OutgoingHttpHeaders): boolean {
  if (status !== 200) return false;
  if (headers["set-cookie"] !== undefined || headers["content-encoding"] !== undefined) {
    return false;
  }
  const cacheControl = String(headers["cache-control"] ?? "").toLowerCase();
  if (/\b(?:no-store|private|no-cache)\b/.test(cacheControl)) return false;
  // Varying by anything but the encoding (which the cache handles) would serve the wrong variant.
  const vary = String(headers.vary ?? "").toLowerCase();
  return vary.split(",").every((name) => ["", "accept-encoding"].includes(name.trim()));
}

export type Encoding = "br" | "gzip" | "identity";

/**
 * The best encoding the client accepts: brotli, then gzip, else none. `q=0`
 * refuses one; `*` stands for any not named. Browsers send a few distinct
 * headers, so the last answer is kept.
 */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return "identity";
  if (acceptEncoding === lastAccept.header) return lastAccept.encoding;
  const accepted = new Map<string, boolean>();
  for (const part of acceptEncoding.split(",")) {
    const [name, ...parameters] = part.split(";");
    const refused = parameters.some((parameter) => /^\s*q\s*=\s*0(?:\.0*)?\s*$/i.test(parameter));
    accepted.set(name!.trim().toLowerCase(), !refused);
  }
  const accepts = (name: string) => accepted.get(name) ?? accepted.get("*") ?? false;
  const encoding = accepts("br")
    ? "br"
    : accepts("gzip") || accepted.get("x-gzip")
      ? "gzip"
      : "identity";
  lastAccept = { header: acceptEncoding, encoding };
  return encoding;
}

let lastAccept: { header: string; encoding: Encoding } = { header: "", encoding: "identity" };

export type Conditions = { ifNoneMatch?: string; ifModifiedSince?: string };

/**
 * Whether the client's copy is current (RFC 9110 §13.2.2): If-None-Match
 * decides when present; otherwise If-Modified-Since, for an entry whose
 * route sent Last-Modified.
 */
export function isNotModified(
  conditions: Conditions,
  entry: { etag: string; lastModified: number | null },
): boolean {
  if (conditions.ifNoneMatch) return etagMatches(conditions.ifNoneMatch, entry.etag);
  if (!conditions.ifModifiedSince || entry.lastModified === null) return false;
  const since = Date.parse(conditions.ifModifiedSince);
  // HTTP dates have whole seconds.
  return !Number.isNaN(since) && Math.floor(entry.lastModified / 1000) * 1000 <= since;
}

/** Weak comparison (RFC 9110 §13.1.2): `W/"x"` matches `"x"`, and `*` matches anything. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = etag.replace(/^W\//, "");
  return ifNoneMatch.split(",").some((candidate) => {
    const trimmed = candidate.trim();
    return trimmed === "*" || trimmed.replace(/^W\//, "") === opaque;
  });
}
