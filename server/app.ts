// The server-build entry (see vite.config.ts). Everything that needs the app's
// modules (environment, database, React Router handler) is exported from here,
// so server/index.ts never imports app code directly and there is exactly one
// database handle per process.
import "react-router";
import { createRequestHandler } from "@react-router/express";
import express from "express";
import { getDatabase, setDatabase } from "~/db/client.server";
import { openConfiguredDatabase } from "~/db/open.server";
import { sweepOrphanedResumes } from "~/modules/applications/applications.server";
import { seedDemoContentInto } from "~/modules/demo-content.server";
import { AdminAccountSchema } from "~/modules/accounts/account-schema";
import { createOrUpdateAdmin, hasAdmin } from "~/modules/accounts/admin-cli.server";
import { applyLocalAuthSecret } from "~/utils/auth-secret.server";
import { getEnv } from "~/utils/env.server";
import { getLogger } from "~/utils/logger.server";
import "~/utils/load-context";

export { EnvError } from "~/utils/env.server";
// For the page cache in server/index.ts.
export { nextTimedContentChange } from "~/modules/content/content-expiry";
export { currentContentVersion } from "~/modules/content/content-version.server";
export { applyLocalAuthSecret, getEnv, getLogger };

const READY_TIMEOUT_MS = 2_000;

/** Opens the database and applies pending migrations (and seeds, unless told not to). */
export async function startApp(options: { seed?: boolean } = {}) {
  const env = getEnv();
  const handle = await openConfiguredDatabase(env);
  setDatabase(handle);
  await handle.migrate();
  getLogger().info({ database: handle.kind }, "database ready");
  if (options.seed ?? env.SEED_DEMO) {
    const seeded = await seedDemoContentInto(handle);
    if (seeded.length) getLogger().info({ seeded }, "demo content seeded");
  }
  const swept = await sweepOrphanedResumes();
  if (swept.length) getLogger().warn({ swept }, "removed orphaned résumé files");
  return handle;
}

/** `npm run db:seed`: idempotent, each seeder only fills an empty table. */
export async function seedDemoContent() {
  return seedDemoContentInto(getDatabase());
}

/**
 * `npm run admin:create`: validates the arguments and creates (or updates) a
 * verified administrator. Throws an Error with a readable message on bad input.
 */
export async function createAdmin(input: { email?: string; password?: string; name?: string }) {
  const parsed = AdminAccountSchema.safeParse(input);
  if (!parsed.success) {
    throw new Error(parsed.error.issues.map((issue) => `  - ${issue.message}`).join("\n"));
  }
  return createOrUpdateAdmin(parsed.data);
}

const FIRST_ADMIN_COMMAND =
  'npm run admin:create -- --email you@example.com --password "a long passphrase" --name "Your Name"';

/** What `npm start` prints while no administrator exists yet (null once one does). */
export async function firstAdminHint(): Promise<string | null> {
  if (await hasAdmin()) return null;
  return [
    "  No administrator exists yet. Create the first one (stop the server first when",
    "  using the embedded database), then sign in at /admin/login:",
    "",
    `    ${FIRST_ADMIN_COMMAND}`,
    "",
  ].join("\n");
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
