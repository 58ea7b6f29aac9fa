// The HTTP entry point: security headers, compression, static assets, health
// checks and graceful shutdown. App code is loaded from the server build (or
// through Vite in development), never imported directly — see server/app.ts.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import compression from "compression";
import express from "express";
import type { ViteDevServer } from "vite";
import type * as AppModuleExports from "./app";
import { clientAddress, type TrustProxy } from "./client-address";
import { eventEndpoint } from "./event-endpoint";
import { limitRequestBodies } from "./limits";
import { refuseMethodsBeforeExpress, refuseUnsupportedMethods } from "./methods";
import { metricsEndpoint } from "./metrics-endpoint";
import { createPageCache } from "./page-cache/page-cache";
import { requestTally, type RequestObserver } from "./request-log";
import { createRequestStart } from "./request-start";
import { createRouteLabeler, STATIC } from "./route-label";
import { onlyUnder } from "./only-under";
import {
  MAP_FRAME_PREFIX,
  mapFrameHeaders,
  pageHeadersReplaceDefaults,
  rejectCrossSiteRequests,
  securityHeaders,
} from "./security";

type AppModule = typeof AppModuleExports;

// Production unless told otherwise: React and Express pick their fast paths
// from NODE_ENV, so `node build/start.js` alone must not run in dev mode.
process.env.NODE_ENV ??= "production";
const DEV = process.env.NODE_ENV === "development";
const BUILD_DIR = path.resolve("build");

let vite: ViteDevServer | undefined;
let appModule: AppModule;

if (DEV) {
  const { createServer } = await import("vite");
  vite = await createServer({ server: { middlewareMode: true } });
  appModule = (await vite.ssrLoadModule("./server/app.ts")) as AppModule;
} else {
  appModule = (await import(path.join(BUILD_DIR, "server/index.js"))) as AppModule;
}

let env: ReturnType<AppModule["getEnv"]>;
try {
  env = appModule.getEnv();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
const logger = appModule.getLogger();

try {
  await appModule.startApp();
} catch (error) {
  if (error instanceof appModule.EmbeddedDatabaseBusyError) console.error(error.message);
  else logger.fatal({ err: error }, "could not open the database");
  process.exit(1);
}
// Background work — e-mail retries, orphan sweeps, retention — through the
// job queue in the database. Should it not start (the database busy or
// restarting), the site still serves and the queue tries again shortly.
const BACKGROUND_RETRY_MS = 30_000;
let stopping = false;
function startBackgroundWork() {
  appModule.startBackgroundWork().catch((error: unknown) => {
    logger.error({ err: error }, "the job queue did not start; trying again shortly");
    if (!stopping) setTimeout(startBackgroundWork, BACKGROUND_RETRY_MS).unref();
  });
}
startBackgroundWork();

let shuttingDown = false;
const app = express();
app.disable("x-powered-by");
app.set("trust proxy", parseTrustProxy(env.TRUST_PROXY));

// Requests by route pattern and status, and their durations (/metrics).
const routeLabel = createRouteLabeler(await appModule.routeManifest());
const countRequest: RequestObserver = (method, path, status, seconds, res) => {
  const route = (res.locals.routeLabel as string | undefined) ?? routeLabel(path);
  appModule.recordHttpRequest(method, route, status, seconds);
};
const markStatic = (res: express.Response) => {
  res.locals.routeLabel = STATIC;
};
const requestStart = createRequestStart({
  logger,
  observe: countRequest,
  shuttingDown: () => shuttingDown,
  finishedWhileShuttingDown: () => setImmediate(() => server.closeIdleConnections()),
});
const inFlight = requestStart.inFlight;
app.use(requestStart.middlewares);
// TRACE, TRACK, CONNECT…: 405 before any app code (server/methods.ts).
app.use(refuseUnsupportedMethods(logger));
// Public pages from memory, before any per-response work (docs/decisions/007-page-cache.md).
const pageCache = DEV
  ? undefined
  : createPageCache({
      contentVersion: appModule.currentContentVersion,
      nextTimedChange: appModule.nextTimedContentChange,
      onError: (error, message) => logger.error({ err: error }, message),
      onLookup: appModule.countPageCache,
      queryParams: (path) => appModule.ROUTE_QUERY_PARAMS[routeLabel(path)] ?? [],
    });
if (pageCache) app.use(pageCache.serveHits);
// The page-view beacon: a status only. Answered before Express (the listener
// below); this route takes what only Express's matching would (a trailing
// slash, another letter case), before compression and the page headers.
const trustProxy = app.get("trust proxy fn") as TrustProxy;
const beacon = {
  path: appModule.EVENT_PATH,
  handle: eventEndpoint({
    collect: appModule.collectPageView,
    perMinute: env.ANALYTICS_RATE_LIMIT,
    onError: (error) => logger.warn({ err: error }, "page view not counted"),
    clientAddress: (req) => clientAddress(req, trustProxy),
  }),
  tally: requestTally(logger, { method: "POST", path: appModule.EVENT_PATH }),
};
app.post(appModule.EVENT_PATH, (req, res) => beacon.handle(req, res));
app.use(compression());
app.use(securityHeaders({ dev: DEV, https: env.PUBLIC_URL.startsWith("https:") }));
app.use(MAP_FRAME_PREFIX, mapFrameHeaders({ dev: DEV, mapOrigin: appModule.MAP_EMBED_ORIGIN }));
app.use(pageHeadersReplaceDefaults);

// Staff pages and the API are never indexed, whatever they answer (redirects
// and JSON included); robots.txt also keeps crawlers out of them.
app.use(["/admin", "/api"], (_req, res, next) => {
  res.setHeader("X-Robots-Tag", "noindex, nofollow");
  next();
});

app.use(limitRequestBodies);
app.use(rejectCrossSiteRequests({ publicUrl: env.PUBLIC_URL }));

app.get("/healthz", (_req, res) => {
  res.type("text/plain").send("ok");
});
app.get("/metrics", metricsEndpoint({ token: env.METRICS_TOKEN, render: appModule.renderMetrics }));
app.get("/readyz", async (_req, res) => {
  const ready = !shuttingDown && (await appModule.isReady());
  res
    .status(ready ? 200 : 503)
    .type("text/plain")
    .send(ready ? "ready" : "unavailable");
});

if (vite) {
  const devServer = vite;
  app.use(devServer.middlewares);
  app.use(async (req, res, next) => {
    try {
      const source = (await devServer.ssrLoadModule("./server/app.ts")) as AppModule;
      source.app(req, res, next);
    } catch (error) {
      devServer.ssrFixStacktrace(error as Error);
      next(error);
    }
  });
} else {
  // Hashed file names: safe to cache forever.
  app.use(
    "/assets",
    express.static(path.join(BUILD_DIR, "client/assets"), {
      immutable: true,
      maxAge: "1y",
      fallthrough: false,
      setHeaders: markStatic,
    }),
  );
  app.use(
    onlyUnder(
      fs.readdirSync(path.join(BUILD_DIR, "client")),
      express.static(path.join(BUILD_DIR, "client"), {
        maxAge: "1h",
        index: false,
        setHeaders: markStatic,
      }),
    ),
  );
  if (pageCache) app.use(pageCache.capture);
  app.use(appModule.app);
}

// Fresh page-cache hits (decision 031) and the beacons are answered before
// Express; the rest goes through it.
const server = http.createServer(requestStart.listener(app, { pageCache, beacon }));
// (app.listen would hand a listen error to the callback below, which would
// then announce a server that is not listening.)
server.once("error", (error) => {
  logger.fatal({ err: error }, "could not listen");
  process.exit(1);
});
server.listen(env.PORT, env.HOST, async () => {
  logger.info({ url: env.PUBLIC_URL, port: env.PORT }, `server listening at ${env.PUBLIC_URL}`);
  console.log(`\n  Arcwell site is running at ${env.PUBLIC_URL}\n`);
  // Where e-mail goes: an operator must not take outbox mode for delivery.
  const mail = appModule.mailDestination();
  const mailLine = appModule.mailDestinationLine(mail);
  if (mail.mode === "outbox") logger.warn({ mail: mail.mode }, mailLine);
  else logger.info({ mail: mail.mode }, mailLine);
  console.log(`  ${mailLine}\n`);
  const warning = appModule.publicUrlWarning(process.env, env);
  if (warning) logger.warn(warning);
  const hint = await appModule.firstAdminHint().catch(() => null);
  if (hint) console.log(hint);
});

refuseMethodsBeforeExpress(server, logger);

function shutdown(signal: string) {
  if (shuttingDown) return;
  shuttingDown = true;
  logger.info({ signal, inFlight: inFlight.size }, "shutting down: finishing in-flight requests");
  for (const res of inFlight) if (!res.headersSent) res.setHeader("Connection", "close");
  const force = setTimeout(() => {
    logger.warn(
      { inFlight: inFlight.size },
      "in-flight requests did not finish in time; closing connections",
    );
    server.closeAllConnections();
  }, env.SHUTDOWN_GRACE_MS);
  force.unref();
  // Jobs still running finish too (within the same grace), then the database closes.
  stopping = true;
  const background = appModule
    .stopBackgroundWork(env.SHUTDOWN_GRACE_MS)
    .catch((error: unknown) => logger.error({ err: error }, "job queue did not stop cleanly"));
  server.close(async () => {
    await vite?.close();
    await background;
    // Page views still waiting for their batch insert are written before the database closes.
    await appModule.flushPageViews();
    beacon.tally.stop();
    await appModule.stopApp();
    logger.info("shutdown complete");
    process.exit(0);
  });
  server.closeIdleConnections();
}

process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));

function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (!value || value === "false") return false;
  if (value === "true") return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value; // "loopback", an address, or a comma-separated list
}
