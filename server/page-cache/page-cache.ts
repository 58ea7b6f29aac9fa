import type { IncomingMessage, ServerResponse } from "node:http";
import type { Request, RequestHandler, Response } from "express";
import onHeaders from "on-headers";
import {
  buildEntry,
  COMPRESSED_ENCODINGS,
  withBestBrotli,
  withEncoding,
  type CacheEntry,
  type Variant,
} from "./cache-entry";
import {
  cacheKey,
  classifyRequest,
  isNotModified,
  isStorableResponse,
  preferredEncoding,
  PRIVATE_CACHE_CONTROL,
  type Conditions,
} from "./cache-policy";
import { captureBody } from "./capture-body";
import { inlineScriptHashes, withScriptHashes } from "./csp-hashes";
import { createEntryStore, DEFAULT_STORE_LIMITS, type StoreLimits } from "./entry-store";

/**
 * The page cache (docs/decisions/007-page-cache.md). Two middlewares:
 * - `serveHits`, mounted before compression: answers anonymous GET/HEAD of
 *   public pages from memory, already compressed, and marks staff requests
 *   `private, no-store`;
 * - `capture`, mounted just before the React Router handler: renders a
 *   missed page without a CSP nonce, keeps it (brotli, gzip, identity) with
 *   the hashes of its inline scripts in its CSP, and sends it.
 */

export type PageCacheOptions = {
  /** The content version (app/modules/content): a value with PGlite, a fresh query with PostgreSQL. */
  contentVersion: () => string | Promise<string>;
  /** The next moment public pages change by time alone. */
  nextTimedChange: (now: Date) => Date;
  onError: (error: unknown, message: string) => void;
  /**
   * The query parameters the page at a path reads (app/route-query-params.ts):
   * the only ones in its cache key and in the URL it is rendered from.
   */
  queryParams: (path: string) => readonly string[];
  /**
   * Each cacheable request: answered from memory (`hit`), from memory although
   * the content version could not be read (`stale`), rendered by the app
   * (`miss`), or given the page another request was rendering (`coalesced`).
   */
  onLookup?: (result: LookupResult) => void;
  limits?: Partial<StoreLimits>;
  /** Renders of missed pages at once (MAX_CONCURRENT_RENDERS); the rest wait their turn. */
  maxConcurrentRenders?: number;
};

export type LookupResult = "hit" | "stale" | "miss" | "coalesced";

/**
 * Hits after which a page gets its best-quality brotli. A page read once
 * (a one-off search, a scanner's URL) keeps the fast level it was stored at.
 */
export const UPGRADE_AFTER_HITS = 2;

/**
 * Missed pages rendered at once; further misses wait in arrival order
 * (`createRenderGate`). Fifty unique searches interleaved on the one event
 * loop each finished at a random point of the crowd's work, so some waited
 * six times the median (p99 1.8 s against p50 0.3 s at 50 connections);
 * in turns they wait about the same, and fewer half-done renders are held in
 * memory at once. Two or more, so that one page's compression (thread pool)
 * and database reads overlap another's rendering. Hits never wait: they are
 * answered before any of this.
 */
export const MAX_CONCURRENT_RENDERS = 4;

/** A miss on its way through the app: where to store it and who waits for it. */
type PendingRender = {
  key: string;
  hasQuery: boolean;
  version: string;
  expiresAt: number;
  /** The request's validators, set aside: the render itself always makes a full 200. */
  conditions: Conditions;
  done: (entry: CacheEntry | null) => void;
};

const PENDING = "pageCache";
const CSP = "Content-Security-Policy";

/** A fresh hit found before Express (`findHit`), to be written by `writeHit`. */
export type FoundHit = { path: string; entry: CacheEntry; hasQuery: boolean };

/**
 * What `findHit` got when it asked for the content version and found no
 * string: serveHits uses it instead of asking again, so a request that goes
 * on to Express costs no second version read (PostgreSQL while not listening).
 */
const ASKED_VERSION = Symbol("pageCache.askedVersion");
type Asked = { version: string | Promise<string> } | { error: unknown };
type AskedRequest = IncomingMessage & { [ASKED_VERSION]?: Asked };

/**
 * URLs whose path Express reads as everything before the `?` (parseurl's
 * fast case); anything else — an absolute URL, a `#`, white space — is left
 * to Express, whose reading is the one the rest of the site uses.
 */
const PLAIN_URL = /^\/[^\t\n\f\r #\u00a0\ufeff]*$/;

function conditionsOf(req: Request): Conditions {
  return {
    ifNoneMatch: req.headers["if-none-match"],
    ifModifiedSince: req.headers["if-modified-since"],
  };
}

/** The entry's bytes for this reader, if it holds them in the reader's encoding. */
function variantFor(req: IncomingMessage, entry: CacheEntry): Variant | undefined {
  return entry.variants[preferredEncoding(req.headers["accept-encoding"])];
}

function sendEntry(
  req: Request,
  res: ServerResponse,
  entry: CacheEntry,
  source: LookupResult,
  conditions: Conditions,
) {
  res.setHeader("X-Cache", source);
  if (isNotModified(conditions, entry)) {
    res.writeHead(304, entry.notModified);
    res.end();
    return;
  }
  // Only if compressing it for this reader failed: the page as rendered.
  const variant = variantFor(req, entry) ?? entry.variants.identity;
  res.writeHead(200, variant.headers);
  res.end(req.method === "HEAD" ? undefined : variant.body);
}

export function createPageCache(options: PageCacheOptions) {
  const limits = { ...DEFAULT_STORE_LIMITS, ...options.limits };
  const store = createEntryStore(limits);
  // One render per page and version at a time; concurrent misses wait for it.
  const renders = new Map<string, { version: string; entry: Promise<CacheEntry | null> }>();
  const onLookup = options.onLookup;
  const upgrades = createUpgrades(store, options.onError);
  const gate = createRenderGate(options.maxConcurrentRenders ?? MAX_CONCURRENT_RENDERS);

  /**
   * Sends a kept page; a query entry kept in another encoding is first
   * compressed in this reader's (once: the fuller entry replaces it).
   */
  function send(
    req: Request,
    res: ServerResponse,
    entry: CacheEntry,
    source: LookupResult,
    conditions: Conditions,
    hasQuery: boolean,
  ) {
    const encoding = preferredEncoding(req.headers["accept-encoding"]);
    if (encoding === "identity" || entry.variants[encoding] || isNotModified(conditions, entry)) {
      return sendEntry(req, res, entry, source, conditions);
    }
    withEncoding(entry, encoding).then(
      (fuller) => {
        store.replace(entry, fuller, hasQuery);
        sendEntry(req, res, fuller, source, conditions);
      },
      (error: unknown) => {
        options.onError(error, "page cache: could not compress a page");
        sendEntry(req, res, entry, source, conditions);
      },
    );
  }

  function startRender(
    req: Request,
    res: Response,
    key: string,
    hasQuery: boolean,
    version: string,
  ) {
    // The render must depend on nothing but the URL: no cookies (none of
    // ours are present) and no validators (the cache answers those itself).
    const conditions = conditionsOf(req);
    delete req.headers.cookie;
    delete req.headers["if-none-match"];
    delete req.headers["if-modified-since"];

    let done!: (entry: CacheEntry | null) => void;
    const entry = new Promise<CacheEntry | null>((resolve) => (done = resolve));
    const render = { version, entry };
    renders.set(key, render);
    void entry.then(() => {
      if (renders.get(key) === render) renders.delete(key);
    });
    // Whatever answers in the end (an error page, a static file, a closed
    // connection), nobody keeps waiting for this render.
    res.once("close", () => done(null));
    const expiresAt = options.nextTimedChange(new Date()).getTime();
    res.locals[PENDING] = { key, hasQuery, version, expiresAt, conditions, done };
  }

  /**
   * A fresh hit for a request still outside Express (server/request-start.ts):
   * an anonymous GET/HEAD of a page kept under the content version held in
   * memory. Undefined for everything else — misses, staff, stale copies, a
   * version still to be read — which Express then handles through serveHits.
   */
  function findHit(req: IncomingMessage): FoundHit | undefined {
    const { method, url } = req;
    if ((method !== "GET" && method !== "HEAD") || !url || !PLAIN_URL.test(url)) return undefined;
    const question = url.indexOf("?");
    const path = question === -1 ? url : url.slice(0, question);
    if (classifyRequest(method, path, req.headers) !== "cacheable") return undefined;
    let version: string | Promise<string>;
    try {
      version = options.contentVersion();
    } catch (error) {
      (req as AskedRequest)[ASKED_VERSION] = { error };
      return undefined;
    }
    if (typeof version !== "string") {
      (req as AskedRequest)[ASKED_VERSION] = { version };
      return undefined;
    }
    const { key, hasQuery } = cacheKey(url, options.queryParams(path));
    const entry = store.get(key, hasQuery, version, Date.now());
    // A kept query page not yet in this reader's encoding: serveHits adds it.
    return entry && variantFor(req, entry) ? { path, entry, hasQuery } : undefined;
  }

  /**
   * Answers a hit from findHit as serveHits would, in one writeHead: `leading`
   * are the headers Express's first middlewares would have set (request id,
   * `Connection: close` while shutting down).
   */
  function writeHit(
    req: IncomingMessage,
    res: ServerResponse,
    { entry, hasQuery }: FoundHit,
    leading: readonly string[],
  ) {
    onLookup?.("hit");
    upgrades.noteHit(entry, hasQuery);
    const conditions = {
      ifNoneMatch: req.headers["if-none-match"],
      ifModifiedSince: req.headers["if-modified-since"],
    };
    if (isNotModified(conditions, entry)) {
      res.writeHead(304, [...leading, "X-Cache", "hit", ...entry.notModified]);
      res.end();
      return;
    }
    const variant = variantFor(req, entry) ?? entry.variants.identity;
    res.writeHead(200, [...leading, "X-Cache", "hit", ...variant.headers]);
    res.end(req.method === "HEAD" ? undefined : variant.body);
  }

  const serveHits: RequestHandler = (req, res, next) => {
    const kind = classifyRequest(req.method, req.path, req.headers);
    if (kind === "private") {
      // Whatever the route says, nobody in between may keep a staff answer.
      onHeaders(res, () => res.setHeader("Cache-Control", PRIVATE_CACHE_CONTROL));
      return next();
    }
    if (kind !== "cacheable") return next();

    const { key, hasQuery } = cacheKey(req.url, options.queryParams(req.path));
    const lookup = (version: string) => {
      const entry = store.get(key, hasQuery, version, Date.now());
      if (entry) {
        onLookup?.("hit");
        upgrades.noteHit(entry, hasQuery);
        return send(req, res, entry, "hit", conditionsOf(req), hasQuery);
      }
      // A HEAD has no body to keep: it takes the ordinary path.
      if (req.method === "HEAD") return miss();
      const running = renders.get(key);
      if (running?.version !== version) {
        startRender(req, res, key, hasQuery, version);
        return miss();
      }
      const conditions = conditionsOf(req);
      void running.entry.then((shared) => {
        if (shared) {
          onLookup?.("coalesced");
          upgrades.noteHit(shared, hasQuery);
          return send(req, res, shared, "hit", conditions, hasQuery);
        }
        startRender(req, res, key, hasQuery, version);
        miss();
      });
    };
    const miss = () => {
      onLookup?.("miss");
      gate.enter(res, next);
    };

    // Without a version there is no telling whether a copy is fresh, but the
    // database is most likely down and a render would fail: the last copy
    // kept is served, marked stale (decision 029); a page not kept renders as usual.
    const unavailable = (error: unknown) => {
      options.onError(error, "page cache: content version unavailable");
      const stale = store.latest(key, hasQuery);
      if (!stale) return miss();
      onLookup?.("stale");
      send(req, res, stale, "stale", conditionsOf(req), hasQuery);
    };

    const asked = (req as AskedRequest)[ASKED_VERSION];
    let version: string | Promise<string>;
    if (asked && "error" in asked) return unavailable(asked.error);
    try {
      version = asked ? asked.version : options.contentVersion();
    } catch (error) {
      return unavailable(error);
    }
    if (typeof version === "string") return lookup(version);
    version.then(lookup, unavailable);
  };

  async function keep(pending: PendingRender, req: Request, res: Response, body: Buffer) {
    // A search is mostly read once: compressed for its reader only, not in
    // every encoding (each one is about a tenth of a search's CPU).
    const encoding = preferredEncoding(req.headers["accept-encoding"]);
    const encodings = pending.hasQuery
      ? COMPRESSED_ENCODINGS.filter((each) => each === encoding)
      : COMPRESSED_ENCODINGS;
    const entry = await buildEntry(
      {
        key: pending.key,
        version: pending.version,
        expiresAt: pending.expiresAt,
        headers: res.getHeaders(),
        body,
      },
      encodings,
    );
    store.set(entry, pending.hasQuery);
    return entry;
  }

  const capture: RequestHandler = (req, res, next) => {
    const pending = res.locals[PENDING] as PendingRender | undefined;
    if (!pending) return next();
    // The page is rendered from its key: the parameters it reads, nothing
    // else (no fbclid, no utm_*), so whoever shares the key gets its bytes.
    // The URL as sent stays readable for answers never kept (a redirect
    // keeps the visitor's query: app/routes/public/missing-path.server.ts).
    res.locals.requestedUrl = req.originalUrl;
    req.url = req.originalUrl = pending.key;
    // Cached bytes go to everybody: no per-request nonce in them. The CSP
    // lists the hashes of the page's inline scripts instead (below).
    res.locals.cspNonce = "";
    captureBody(res, async (body, send) => {
      const policy = res.getHeader(CSP);
      if (policy && /^text\/html\b/i.test(String(res.getHeader("Content-Type") ?? ""))) {
        const hashes = inlineScriptHashes(body.toString("utf8"));
        res.setHeader(CSP, withScriptHashes(String(policy), hashes));
      }
      const storable =
        isStorableResponse(res.statusCode, res.getHeaders()) && body.length <= limits.maxEntryBytes;
      let entry: CacheEntry | null = null;
      if (storable) {
        try {
          entry = await keep(pending, req, res, body);
        } catch (error) {
          options.onError(error, "page cache: could not store a page");
        }
      }
      pending.done(entry);
      if (entry) sendEntry(req, res, entry, "miss", pending.conditions);
      else send(body); // as rendered, compressed per response as before
    });
    next();
  };

  return {
    findHit,
    writeHit,
    serveHits,
    capture,
    stats: () => ({ ...store.stats(), rendersWaiting: gate.waiting() }),
    /** Resolves when no brotli upgrade is queued or running (tests, shutdown). */
    upgradesSettled: () => upgrades.settled(),
  };
}

export type PageCache = ReturnType<typeof createPageCache>;

type Turn = { start: () => void; started: boolean; gone: boolean };

/**
 * At most `slots` renders at once, the others started first come, first
 * served. A slot is held until the response is over (finished or closed);
 * a request whose client left while it waited is dropped from the line.
 */
function createRenderGate(slots: number) {
  let running = 0;
  let line: Turn[] = [];
  let head = 0;

  function admit() {
    while (running < slots && head < line.length) {
      const turn = line[head++]!;
      if (turn.gone) continue;
      running += 1;
      turn.started = true;
      turn.start();
    }
    // Drop the served part of the line now and then, not on every turn.
    if (head > 1024 && head * 2 > line.length) {
      line = line.slice(head);
      head = 0;
    }
  }

  return {
    enter(res: ServerResponse, start: () => void) {
      const turn: Turn = { start, started: false, gone: false };
      const leave = () => {
        if (turn.gone) return;
        turn.gone = true;
        if (!turn.started) return;
        running -= 1;
        admit();
      };
      res.once("finish", leave);
      res.once("close", leave);
      line.push(turn);
      admit();
    },
    /** Misses waiting for a slot (for tests and metrics). */
    waiting: () => line.slice(head).filter((turn) => !turn.gone).length,
  };
}

/**
 * Best-quality brotli for the pages that are read again. It costs 60–140 ms
 * of CPU for a 39–60 KB page (`/`, `/careers`), against 2–3 ms at the fast
 * level stored in the request, for 11–14% fewer bytes. So it is never done
 * in the request, never for a query entry (a search is mostly read once),
 * and only from a page's UPGRADE_AFTER_HITS-th hit on.
 *
 * Off the event loop: zlib's async brotliCompress runs on libuv's thread
 * pool; the loop only hands over the buffer and takes back the result.
 * Measured on a loaded 2-core machine, 5 × quality 11 of a 39 KB page: event
 * loop delay p99 4 ms with the async API, 586 ms with the sync one. A worker
 * thread would give the same for more code (and a copy of each page). One
 * upgrade runs at a time, so however many pages turn popular at once (after
 * a save), they keep at most one pool thread — one core — busy, and leave
 * the pool to the file system and crypto.
 */
function createUpgrades(
  store: ReturnType<typeof createEntryStore>,
  onError: PageCacheOptions["onError"],
) {
  const hits = new WeakMap<CacheEntry, number>();
  let queue: Promise<void> = Promise.resolve();

  async function upgrade(entry: CacheEntry, hasQuery: boolean) {
    // Superseded (a save, an eviction) while it waited: nothing to improve.
    if (!store.holds(entry, hasQuery)) return;
    try {
      store.replace(entry, await withBestBrotli(entry), hasQuery);
    } catch (error) {
      onError(error, "page cache: brotli recompression failed");
    }
  }

  return {
    noteHit(entry: CacheEntry, hasQuery: boolean) {
      if (hasQuery || entry.bestBrotli) return;
      const count = (hits.get(entry) ?? 0) + 1;
      hits.set(entry, count);
      if (count !== UPGRADE_AFTER_HITS) return;
      queue = queue.then(() => upgrade(entry, hasQuery));
    },
    settled: () => queue,
  };
}
