import path from "node:path";
import type { Env } from "~/utils/env.server";
import { getLogger } from "~/utils/logger.server";
import { countDatabaseError } from "~/utils/metrics.server";
import { openPglite, openPostgres, type DatabaseHandle } from "./client.server";

/** Opens the database the environment points at: PostgreSQL by URL, else PGlite in DATA_DIR/db. */
export async function openConfiguredDatabase(env: Env): Promise<DatabaseHandle> {
  if (env.DATABASE_URL) {
    return openPostgres(env.DATABASE_URL, (error) => {
      countDatabaseError("pool");
      getLogger().error({ err: error }, "PostgreSQL pool error (will reconnect on next query)");
    });
  }
  return openPglite({ dataDir: path.join(env.DATA_DIR, "db") });
}
