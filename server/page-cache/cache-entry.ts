import crypto from "node:crypto";
import type { OutgoingHttpHeaders } from "node:http";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { PUBLIC_CACHE_CONTROL, type Encoding } from "./cache-policy";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Brotli quality when a page is stored: fast (2–3 ms of CPU for a 39–60 KB
 * page, on the thread pool; quality 4 is no faster, 6 hardly smaller), so
 * the visitor who missed waits little. A page hit again is recompressed at
 * BEST_BROTLI_QUALITY in the background (11–14% smaller, 60–140 ms of CPU
 * once per page and version): `createUpgrades` in page-cache.ts.
 */
export const FAST_BROTLI_QUALITY = 5;
export const BEST_BROTLI_QUALITY = 11;
const GZIP_LEVEL = 9;

export type CompressedEncoding = Exclude<Encoding, "identity">;
export const COMPRESSED_ENCODINGS: readonly CompressedEncoding[] = ["br", "gzip"];

/** One encoding of a stored page: its bytes and every header it is sent with, ready for writeHead. */
export type Variant = { body: Buffer; headers: string[] };

export type CacheEntry = {
  key: string;
  /** The content version the page was rendered under. */
  version: string;
  /** Epoch ms after which the page may differ by time alone (next midnight in New York). */
  expiresAt: number;
  etag: string;
  /** The route's Last-Modified (sitemap, feeds), in epoch ms, for If-Modified-Since. */
  lastModified: number | null;
  /**
   * The page as sent for each encoding. A query entry (a search, mostly read
   * once) is compressed only for the encoding its first reader took; another
   * is added when first asked for (`withEncoding`).
   */
  variants: { identity: Variant } & Partial<Record<CompressedEncoding, Variant>>;
  /** The headers of a 304 answer. */
  notModified: string[];
  /** Bytes held, for the cache's size bound. */
  size: number;
  /** Set once the brotli body has been recompressed at the best quality. */
  bestBrotli: boolean;
};

/**
 * Headers of the rendered response that the entry does not keep: those
 * that belong to one request or connection, and those the cache sets itself.
 */
const NOT_STORED = new Set([
  "x-request-id",
  "date",
  "connection",
  "keep-alive",
  "transfer-encoding",
  "content-length",
  "content-encoding",
  "etag",
  "vary",
  "cache-control",
  "x-cache",
  "set-cookie",
]);

function storedHeaders(headers: OutgoingHttpHeaders): string[] {
  const flat: string[] = [];
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || NOT_STORED.has(name)) continue;
    for (const item of Array.isArray(value) ? value : [value]) flat.push(name, String(item));
  }
  return flat;
}

function brotliOptions(quality: number, size: number): zlib.BrotliOptions {
  return {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
    },
  };
}

function variant(common: string[], body: Buffer, encoding: Encoding): Variant {
  const headers = [...common, "content-length", String(body.length)];
  if (encoding !== "identity") headers.push("content-encoding", encoding);
  return { body, headers };
}

function entrySize(variants: CacheEntry["variants"], key: string): number {
  const bodies = Object.values(variants).reduce((sum, item) => sum + (item?.body.length ?? 0), 0);
  // Headers and bookkeeping: a rough, generous allowance.
  return bodies + key.length + 4096;
}

export type RenderedPage = {
  key: string;
  version: string;
  expiresAt: number;
  /** The response's headers as rendered (CSP already carrying the script hashes). */
  headers: OutgoingHttpHeaders;
  body: Buffer;
};

function compress(body: Buffer, encoding: CompressedEncoding): Promise<Buffer> {
  return encoding === "br"
    ? brotli(body, brotliOptions(FAST_BROTLI_QUALITY, body.length))
    : gzip(body, { level: GZIP_LEVEL });
}

/**
 * Compresses a rendered page (off the event loop) into a cache entry, in
 * `encodings` (brotli and gzip unless told; the page as rendered always).
 */
export async function buildEntry(
  page: RenderedPage,
  encodings: readonly CompressedEncoding[] = COMPRESSED_ENCODINGS,
): Promise<CacheEntry> {
  const compressed = await Promise.all(encodings.map((encoding) => compress(page.body, encoding)));
  // Weak: the same validator names every encoding of the page.
  const digest = crypto.createHash("sha256").update(page.body).digest("base64url");
  const etag = `W/"${digest.slice(0, 27)}"`;
  // A route's own public policy (the feeds' 15 minutes) stands; pages get the cache's.
  const cacheControl = String(page.headers["cache-control"] ?? PUBLIC_CACHE_CONTROL);
  const cacheHeaders = ["etag", etag, "vary", "Accept-Encoding", "cache-control", cacheControl];
  const lastModified = Date.parse(String(page.headers["last-modified"] ?? ""));
  const common = [...storedHeaders(page.headers), ...cacheHeaders];
  const variants: CacheEntry["variants"] = { identity: variant(common, page.body, "identity") };
  encodings.forEach((encoding, index) => {
    variants[encoding] = variant(common, compressed[index]!, encoding);
  });
  return {
    key: page.key,
    version: page.version,
    expiresAt: page.expiresAt,
    etag,
    lastModified: Number.isNaN(lastModified) ? null : lastModified,
    variants,
    notModified: cacheHeaders,
    size: entrySize(variants, page.key),
    bestBrotli: false,
  };
}

/** The same entry with the page also compressed in `encoding` (the caller swaps it in). */
export async function withEncoding(
  entry: CacheEntry,
  encoding: CompressedEncoding,
): Promise<CacheEntry> {
  const identity = entry.variants.identity;
  const body = await compress(identity.body, encoding);
  const common = identity.headers.slice(0, -2); // without its content-length
  const variants = { ...entry.variants, [encoding]: variant(common, body, encoding) };
  return { ...entry, variants, size: entrySize(variants, entry.key) };
}

/** The same entry with its brotli body at the best quality (the caller swaps it in). */
export async function withBestBrotli(entry: CacheEntry): Promise<CacheEntry> {
  const identity = entry.variants.identity;
  const body = await brotli(
    identity.body,
    brotliOptions(BEST_BROTLI_QUALITY, identity.body.length),
  );
  const common = identity.headers.slice(0, -2); // without its content-length
  const variants = { ...entry.variants, br: variant(common, body, "br") };
  return { ...entry, variants, size: entrySize(variants, entry.key), bestBrotli: true };
}
