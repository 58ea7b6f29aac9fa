import crypto from "node:crypto";
import fs from "node:fs/promises";
import { afterAll, beforeAll, inject } from "vitest";
import {
  openPglite,
  openPostgres,
  setDatabase,
  type DatabaseHandle,
} from "../../app/db/client.server";
import { TEMPLATE_DATABASE, withDatabaseName } from "./postgres-url";

/** A fresh, migrated database for one test file (PGlite, or PostgreSQL by TEST_DATABASE_URL). */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const dump = await fs.readFile(inject("pgliteTemplatePath"));
    return openPglite({ loadDataDir: new Blob([dump]) });
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
export function setupTestDatabase(): () => DatabaseHandle {
  let handle: DatabaseHandle | undefined;
  beforeAll(async () => {
    handle = await openTestDatabase();
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
