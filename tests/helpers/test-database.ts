import crypto from "node:crypto";
import fs from "node:fs/promises";
import { afterAll, beforeAll, expect, inject } from "vitest";
import {
  openPglite,
  openPostgres,
  setDatabase,
  type DatabaseHandle,
} from "../../app/db/client.server";
import { TEMPLATE_DATABASE, withDatabaseName } from "./postgres-url";

/**
 * A fresh, migrated database for one test file (PGlite, or PostgreSQL by
 * TEST_DATABASE_URL). `embedded` keeps a file on PGlite in both passes: for
 * what only the embedded database has (its data-folder backups).
 */
export async function openTestDatabase({ embedded = false } = {}): Promise<DatabaseHandle> {
  assertRunOnBothDatabases();
  const adminUrl = embedded ? undefined : process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const template = inject("pgliteTemplatePath");
    if (!template) {
      // The PostgreSQL pass migrates no PGlite template: migrate this one.
      const handle = await openPglite();
      await handle.migrate();
      return handle;
    }
    return openPglite({ loadDataDir: new Blob([await fs.readFile(template)]) });
  }
  const name = `arcwell_test_${crypto.randomBytes(6).toString("hex")}`;
  const admin = openPostgres(adminUrl, () => {});
  await admin.pool.query(`create database ${name} template ${TEMPLATE_DATABASE}`);
  await admin.close();
  const handle = openPostgres(withDatabaseName(adminUrl, name), () => {});
  return {
    ...handle,
    async close() {
      await handle.close();
      const cleanup = openPostgres(adminUrl, () => {});
      await cleanup.pool.query(`drop database if exists ${name} with (force)`);
      await cleanup.close();
    },
  };
}

/** Opens a fresh database before the file's tests and makes it the app's database. */
export function setupTestDatabase(options: { embedded?: boolean } = {}): () => DatabaseHandle {
  let handle: DatabaseHandle | undefined;
  beforeAll(async () => {
    handle = await openTestDatabase(options);
    setDatabase(handle);
  });
  afterAll(async () => {
    await handle?.close();
    setDatabase(undefined);
  });
  return () => {
    if (!handle) throw new Error("test database not open yet");
    return handle;
  };
}

/**
 * The PostgreSQL pass runs only the files listed as database tests
 * (tests/setup/database-test-files.ts): one that opens a database without
 * being listed (its import of this helper not seen) fails here, in the
 * PGlite pass, rather than being left out of the other pass unnoticed.
 */
function assertRunOnBothDatabases() {
  const file = expect.getState().testPath;
  if (!file) throw new Error("openTestDatabase runs only inside a Vitest test file");
  if (!inject("databaseTestFiles").includes(file)) {
    throw new Error(
      `${file} opens a test database, but the PostgreSQL pass would leave it out: ` +
        "import tests/helpers/test-database.ts by a literal path (tests/setup/database-test-files.ts)",
    );
  }
}
