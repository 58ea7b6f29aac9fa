// The server-build entry (see vite.config.ts). Everything that needs the app's
// modules (environment, database, React Router handler) is exported from here,
// so server/index.ts never imports app code directly and there is exactly one
// database handle per process.
import "react-router";
import { createRequestHandler } from "@react-router/express";
import express from "express";
import { getDatabase } from "~/db/client.server";
import { isDumpingEmbedded } from "~/modules/backup/database-pglite.server";
import { wasDatabaseUnavailable } from "~/utils/database-errors.server";
import { hasAdmin } from "~/modules/accounts/admin-cli.server";
import { applyLocalAuthSecret } from "~/utils/auth-secret.server";
import { getEnv } from "~/utils/env.server";
import { getLogger } from "~/utils/logger.server";
import { withRequestScope } from "~/utils/request-scope.server";
import "~/utils/load-context";

export { EnvError, publicUrlWarning } from "~/utils/env.server";
// For the page cache in server/index.ts.
export { nextTimedContentChange } from "~/modules/content/content-expiry";
export { currentContentVersion } from "~/modules/content/content-version.server";
export { ROUTE_QUERY_PARAMS } from "~/route-query-params";
// For the office map frame's CSP in server/index.ts.
export { MAP_EMBED_ORIGIN } from "~/modules/company/office-maps";
export { applyLocalAuthSecret, getEnv, getLogger };
// The start-up line saying where e-mail goes (outbox mode or SMTP).
export { mailDestination, mailDestinationLine } from "~/utils/mail.server";
export { EmbeddedDatabaseBusyError, runCommand, startApp, stopApp } from "./lifecycle";
// The job queue (e-mail retries, sweeps, retention) runs in the server process only.
export { startBackgroundWork, stopBackgroundWork } from "./site-tasks";
// `npm run backup` / `npm run restore` (app/modules/backup).
export { createBackup } from "~/modules/backup/backup.server";
export { DamagedArchiveError } from "~/modules/backup/manifest.server";
export { restoreBackup, RestoreRefusedError } from "~/modules/backup/restore.server";
// `npm run storage:migrate` (needs no database).
export { copyLocalFilesToBucket } from "~/modules/backup/copy-to-bucket.server";
// The page-view beacon's endpoint (server/event-endpoint.ts) and its batch flush on shutdown.
export { collectPageView } from "~/modules/analytics/collect.server";
export { EVENT_PATH } from "~/modules/analytics/beacon-contract";
export { flushPageViews } from "~/modules/analytics/page-view-buffer.server";
// /metrics and the counters server/index.ts bumps (requests, the page cache).
export { renderMetrics } from "~/modules/metrics/scrape.server";
export { countPageCache, recordHttpRequest } from "~/utils/metrics.server";

/** This build's route table, for the request metrics' route labels (server/route-label.ts). */
export async function routeManifest() {
  const build = await import("virtual:react-router/server-build");
  return build.routes;
}

const READY_TIMEOUT_MS = 2_000;

const FIRST_ADMIN_COMMAND =
  'npm run admin:create -- --email you@example.com --password "a long passphrase" --name "Your Name"';

/** What `npm start` prints while no administrator exists yet (null once one does). */
export async function firstAdminHint(): Promise<string | null> {
  if (await hasAdmin()) return null;
  return [
    "  No administrator exists yet. Create the first one (this works while the server",
    "  runs), then sign in at /admin/login:",
    "",
    `    ${FIRST_ADMIN_COMMAND}`,
    "",
  ].join("\n");
}

/**
 * Resolves true when the database answers within READY_TIMEOUT_MS, or while
 * this process holds it for a backup's copy (busy, not down).
 */
export async function isReady(): Promise<boolean> {
  if (isDumpingEmbedded()) return true;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), READY_TIMEOUT_MS);
  });
  try {
    return await Promise.race([
      getDatabase()
        .ping()
        .then(() => true),
      timeout,
    ]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

export const app = express.Router();

// Given a function, React Router rebuilds its route tables from the build on
// every request (how development picks up edited routes): about a tenth of a
// miss's CPU. In production the build never changes, so it is handed over once.
const loadServerBuild = () => import("virtual:react-router/server-build");
const serverBuild =
  process.env.NODE_ENV === "development" ? loadServerBuild : await loadServerBuild();

/** Seconds a client is asked to wait while the database is unreachable. */
const RETRY_AFTER_SECONDS = "10";

// An outage is not a bug: a response that failed because the database was
// unreachable answers 503 with Retry-After — pages, `.data` requests and
// resource routes alike (the document renderer maps pages the same way).
app.use((_req, res, next) => {
  const writeHead = res.writeHead;
  res.writeHead = function (this: typeof res, statusCode: number, ...rest: unknown[]) {
    const context = res.locals.loadContext as object | undefined;
    if (statusCode === 500 && context && wasDatabaseUnavailable(context)) {
      statusCode = 503;
      if (!res.headersSent) res.setHeader("Retry-After", RETRY_AFTER_SECONDS);
    }
    return (writeHead as (...args: unknown[]) => typeof res).call(this, statusCode, ...rest);
  } as typeof res.writeHead;
  next();
});

// One scope per request: the layout's and the page's loaders share the session lookup.
app.use((_req, _res, next) => withRequestScope(next));

app.use(
  createRequestHandler({
    build: serverBuild,
    getLoadContext(req, res) {
      const context = {
        cspNonce: String(res.locals.cspNonce ?? ""),
        requestId: String(res.locals.requestId ?? ""),
        clientIp: req.ip ?? req.socket.remoteAddress ?? "unknown",
        requestedUrl: (res.locals.requestedUrl as string | undefined) ?? req.originalUrl,
      };
      res.locals.loadContext = context;
      return context;
    },
  }),
);
