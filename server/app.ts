// The server-build entry (see vite.config.ts). Everything that needs the app's
// modules (environment, database, React Router handler) is exported from here,
// so server/index.ts never imports app code directly and there is exactly one
// database handle per process.
import "react-router";
import { createRequestHandler } from "@react-router/express";
import express from "express";
import { getDatabase, setDatabase } from "~/db/client.server";
import { openConfiguredDatabase } from "~/db/open.server";
import { runSeeders } from "~/db/seed.server";
import { sweepOrphanedResumes } from "~/modules/applications/applications.server";
import { DEMO_SEEDERS } from "~/modules/demo-content.server";
import { getEnv } from "~/utils/env.server";
import { getLogger } from "~/utils/logger.server";
import "~/utils/load-context";

export { EnvError } from "~/utils/env.server";
export { getEnv, getLogger };

const READY_TIMEOUT_MS = 2_000;

/** Opens the database and applies pending migrations. */
export async function startApp() {
  const env = getEnv();
  const handle = await openConfiguredDatabase(env);
  setDatabase(handle);
  await handle.migrate();
  getLogger().info({ database: handle.kind }, "database ready");
  if (env.SEED_DEMO) {
    const seeded = await runSeeders(handle, DEMO_SEEDERS);
    if (seeded.length) getLogger().info({ seeded }, "demo content seeded");
  }
  const swept = await sweepOrphanedResumes();
  if (swept.length) getLogger().warn({ swept }, "removed orphaned résumé files");
  return handle;
}

/** `npm run db:seed`: idempotent, each seeder only fills an empty table. */
export async function seedDemoContent() {
  return runSeeders(getDatabase(), DEMO_SEEDERS);
}

export async function stopApp() {
  try {
    await getDatabase().close();
  } catch {
    // not opened: nothing to close
  }
  setDatabase(undefined);
}

/** Resolves true when the database answers within READY_TIMEOUT_MS. */
export async function isReady(): Promise<boolean> {
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

app.use(
  createRequestHandler({
    build: () => import("virtual:react-router/server-build"),
    getLoadContext(req, res) {
      return {
        cspNonce: String(res.locals.cspNonce ?? ""),
        requestId: String(res.locals.requestId ?? ""),
        clientIp: req.ip ?? req.socket.remoteAddress ?? "unknown",
      };
    },
  }),
);
