import { LRUCache } from "lru-cache";
import type { CacheEntry } from "./cache-entry";

export type StoreLimits = {
  /** Bytes for pages without a query string (every encoding counted). */
  maxBytes: number;
  /**
   * Bytes for URLs with a query string (searches, filters, page numbers,
   * `.data` requests). Kept apart so that random query strings can only
   * evict each other, never the site's pages.
   */
  maxQueryBytes: number;
  /** Largest single entry; a bigger page is served but not kept. */
  maxEntryBytes: number;
  /** Entry counts, bounding the bookkeeping as well as the bytes. */
  maxEntries: number;
  maxQueryEntries: number;
};

export const DEFAULT_STORE_LIMITS: StoreLimits = {
  maxBytes: 64 * 1024 * 1024,
  maxQueryBytes: 16 * 1024 * 1024,
  maxEntryBytes: 2 * 1024 * 1024,
  maxEntries: 5_000,
  maxQueryEntries: 2_000,
};

/**
 * Cached pages in two least-recently-used segments. An entry is only handed
 * out under the content version it was rendered for and before it expires;
 * the first time a newer version is seen, everything older is dropped.
 */
export function createEntryStore(limits: StoreLimits) {
  const segment = (maxSize: number, max: number) =>
    new LRUCache<string, CacheEntry>({
      max,
      maxSize,
      maxEntrySize: limits.maxEntryBytes,
      sizeCalculation: (entry) => entry.size,
    });
  const pages = segment(limits.maxBytes, limits.maxEntries);
  const queries = segment(limits.maxQueryBytes, limits.maxQueryEntries);
  let currentVersion: string | undefined;

  function observe(version: string) {
    if (version === currentVersion) return;
    currentVersion = version;
    pages.clear();
    queries.clear();
  }

  return {
    /** A fresh entry for this key under this version, or undefined. */
    get(key: string, hasQuery: boolean, version: string, now: number): CacheEntry | undefined {
      observe(version);
      const entry = (hasQuery ? queries : pages).get(key);
      if (!entry) return undefined;
      if (entry.version === version && now < entry.expiresAt) return entry;
      (hasQuery ? queries : pages).delete(key);
      return undefined;
    },
    /** The entry kept for this key, whatever its version or expiry (stale-if-error). */
    latest(key: string, hasQuery: boolean): CacheEntry | undefined {
      return (hasQuery ? queries : pages).peek(key);
    },
    /** Keeps an entry, unless a newer version has been seen since it was rendered. */
    set(entry: CacheEntry, hasQuery: boolean): boolean {
      if (entry.version !== currentVersion) return false;
      (hasQuery ? queries : pages).set(entry.key, entry);
      return (hasQuery ? queries : pages).peek(entry.key) === entry;
    },
    /** Whether this very entry is still the one kept for its key. */
    holds(entry: CacheEntry, hasQuery: boolean): boolean {
      return (hasQuery ? queries : pages).peek(entry.key) === entry;
    },
    /** Swaps an entry for an improved copy (better compression) if it is still the one kept. */
    replace(previous: CacheEntry, next: CacheEntry, hasQuery: boolean) {
      const segmentFor = hasQuery ? queries : pages;
      if (segmentFor.peek(previous.key) === previous) segmentFor.set(next.key, next);
    },
    stats() {
      return {
        entries: pages.size + queries.size,
        bytes: pages.calculatedSize + queries.calculatedSize,
        queryEntries: queries.size,
        queryBytes: queries.calculatedSize,
      };
    },
  };
}
