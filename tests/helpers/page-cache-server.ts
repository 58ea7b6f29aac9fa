import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import compression from "compression";
import express, { type RequestHandler } from "express";
import { ROUTE_QUERY_PARAMS } from "../../app/route-query-params";
import { createPageCache, type PageCacheOptions } from "../../server/page-cache/page-cache";
import type { createRequestStart } from "../../server/request-start";
import { securityHeaders } from "../../server/security";

/** What the stand-in app saw of each request it rendered. */
export type Rendered = { method: string; url: string; cookie?: string; nonce: string };

export type Page = {
  status?: number;
  headers?: Record<string, string>;
  body?: string;
  /** Resolves before the page is written (to hold a render mid-flight). */
  before?: () => Promise<void>;
};

export const PAGE_HTML = [
  "<!DOCTYPE html><html><head>",
  '<script type="application/ld+json">{"@type":"Organization"}</script>',
  "<script>document.documentElement.classList.add('js')</script>",
  "</head><body><h1>Hello</h1>",
  '<script type="module">import("/assets/entry.js"); window.__data = {"a":1};</script>',
  "</body></html>",
].join("");

/**
 * The page cache mounted as server/index.ts mounts it (hits before
 * compression, capture just before the app, the real security headers),
 * in front of a stand-in app whose pages the test chooses. With `start`,
 * requests begin as in server/index.ts too: its Express middlewares, and
 * its listener answering fresh hits before Express (`arrived` counts only
 * the requests that reached Express).
 */
export async function startCacheServer(
  pages: (url: string) => Page,
  options: Partial<PageCacheOptions> = {},
  start?: ReturnType<typeof createRequestStart>,
) {
  let version = "v1";
  const rendered: Rendered[] = [];
  /** Requests that reached the server, rendered or not. */
  let arrived = 0;
  const cache = createPageCache({
    contentVersion: () => version,
    nextTimedChange: () => new Date(Date.now() + 60_000),
    onError: () => {},
    // The app's declarations, by exact path (the server matches route patterns).
    queryParams: (path) => ROUTE_QUERY_PARAMS[path.replace(/\.data$/, "")] ?? [],
    ...options,
  });
  const appHandler: RequestHandler = async (req, res) => {
    rendered.push({
      method: req.method,
      url: req.url,
      cookie: req.headers.cookie,
      nonce: String(res.locals.cspNonce),
    });
    const page = pages(req.url);
    await page.before?.();
    res.status(page.status ?? 200);
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    for (const [name, value] of Object.entries(page.headers ?? {})) res.append(name, value);
    // Written in pieces, as React Router streams.
    const body = page.body ?? PAGE_HTML;
    res.write(body.slice(0, 10));
    res.end(body.slice(10));
  };
  const app = express();
  app.disable("x-powered-by");
  app.use((_req, res, next) => {
    arrived += 1;
    if (!start) res.setHeader("X-Request-Id", "test");
    next();
  });
  if (start) app.use(start.middlewares);
  app.use(cache.serveHits);
  app.use(compression());
  app.use(securityHeaders({ dev: false, https: false }));
  app.use(cache.capture);
  app.use(appHandler);
  const server = http.createServer(start ? start.listener(app, { pageCache: cache }) : app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    cache,
    rendered,
    arrived: () => arrived,
    setVersion(next: string) {
      version = next;
    },
    request: (path: string, init: RequestInit = {}) => rawRequest(port, path, init),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type RawResponse = {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** Names and values as sent, in order. */
  rawHeaders: string[];
  /** The bytes as sent (still compressed). */
  raw: Buffer;
  /** The body decoded from its Content-Encoding. */
  text: string;
};

/** A request that keeps the bytes as sent (fetch would decompress them). */
function rawRequest(port: number, path: string, init: RequestInit): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        port,
        host: "127.0.0.1",
        path,
        method: init.method ?? "GET",
        headers: init.headers as http.OutgoingHttpHeaders,
        signal: init.signal ?? undefined,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const raw = Buffer.concat(chunks);
          const encoding = res.headers["content-encoding"];
          const decoded =
            raw.length === 0
              ? raw
              : encoding === "br"
                ? zlib.brotliDecompressSync(raw)
                : encoding === "gzip"
                  ? zlib.gunzipSync(raw)
                  : raw;
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            rawHeaders: res.rawHeaders,
            raw,
            text: String(decoded),
          });
        });
      },
    );
    request.on("error", reject);
    request.end();
  });
}
