import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { openPostgres, type DatabaseHandle } from "~/db/client.server";
import { claimEmbeddedDatabase, EmbeddedDatabaseBusyError } from "~/db/embedded-owner.server";
import { getObjectStore } from "~/modules/storage/storage.server";
import { getEnv, type Env } from "~/utils/env.server";
import { extractArchive } from "./archive.server";
import { embeddedDatabaseDir, hasPgliteData, restorePgliteDump } from "./database-pglite.server";
import { dropUserSchemas, postgresContents, restorePostgresDump } from "./database-postgres.server";
import { emptyStore, putFilesBack, storeContents } from "./files.server";
import {
  DamagedArchiveError,
  knownMigrations,
  newestMigration,
  readVerifiedManifest,
  type DatabaseKind,
  type Manifest,
} from "./manifest.server";
import { countPublicRows, totalRows } from "./row-counts.server";

/** The restore did not start: the archive, the target or the mode is not right. */
export class RestoreRefusedError extends Error {
  override name = "RestoreRefusedError";
}

export type RestoreReport = { tables: Record<string, number>; files: number; manifest: Manifest };

const KIND_NAMES: Record<DatabaseKind, string> = {
  pglite: "the embedded database (no DATABASE_URL)",
  postgres: "PostgreSQL (DATABASE_URL)",
};

/**
 * Restores an archive into an empty site: checks every checksum first, then
 * that nothing would be overwritten (unless `force`), then loads the
 * database, applies the migrations this version has on top, and puts the
 * files back into the configured store.
 */
export async function restoreBackup(
  file: string,
  {
    force = false,
    onProgress = () => {},
  }: { force?: boolean; onProgress?: (line: string) => void },
): Promise<RestoreReport> {
  const env = getEnv();
  if (!fs.existsSync(file)) throw new RestoreRefusedError(`${file} does not exist.`);
  await fsp.mkdir(env.DATA_DIR, { recursive: true });
  const staging = await fsp.mkdtemp(path.join(env.DATA_DIR, ".restore-"));
  try {
    try {
      await extractArchive(file, staging);
    } catch (error) {
      if (error instanceof DamagedArchiveError) throw error;
      throw new DamagedArchiveError(`The archive cannot be read: ${(error as Error).message}`);
    }
    const manifest = await readVerifiedManifest(staging);
    onProgress(`Checksums verified (${manifest.files.length} entries)`);
    const kind: DatabaseKind = env.DATABASE_URL ? "postgres" : "pglite";
    assertRestorable(manifest, kind);
    return await withTargetHeld(env, kind, async () => {
      const present = await targetContents(env, kind);
      if (present.length > 0 && !force) {
        throw new RestoreRefusedError(
          `The target is not empty (${present.join(", ")}). Restore into an empty data ` +
            "folder or database, or pass --force to replace everything in it.",
        );
      }
      if (force) await clearTarget(env, kind, onProgress);
      const dumpFile = path.join(staging, manifest.database.path);
      const handle =
        kind === "postgres"
          ? await restorePostgres(env.DATABASE_URL!, dumpFile)
          : await restorePgliteDump(embeddedDatabaseDir(env.DATA_DIR), dumpFile);
      let tables: Record<string, number>;
      try {
        tables = await countPublicRows(handle.executeSql);
        assertSameCounts(manifest.database.tables, tables);
        onProgress(
          `Database restored (${totalRows(tables)} rows in ${Object.keys(tables).length} tables)`,
        );
        await handle.migrate();
        onProgress("Migrations applied");
      } finally {
        await handle.close();
      }
      const files = await putFilesBack(getObjectStore(), staging, manifest.files, onProgress);
      return { tables, files, manifest };
    });
  } finally {
    await fsp.rm(staging, { recursive: true, force: true });
  }
}

function assertRestorable(manifest: Manifest, kind: DatabaseKind) {
  if (manifest.database.kind !== kind) {
    throw new RestoreRefusedError(
      `This backup holds ${KIND_NAMES[manifest.database.kind]}, but this site is configured ` +
        `for ${KIND_NAMES[kind]}. Restore it with the same kind of database.`,
    );
  }
  if (!knownMigrations().includes(manifest.app.migration)) {
    throw new RestoreRefusedError(
      `This backup was made by a newer version (${manifest.app.version}, migration ` +
        `${manifest.app.migration}; this one ends at ${newestMigration()}). Upgrade first.`,
    );
  }
}

function assertSameCounts(expected: Record<string, number>, actual: Record<string, number>) {
  const wrong = Object.entries(expected).filter(([table, rows]) => actual[table] !== rows);
  if (wrong.length > 0) {
    throw new Error(
      `The restored database differs from the backup's counts: ${wrong
        .map(([table, rows]) => `${table} ${actual[table] ?? "missing"} (expected ${rows})`)
        .join(", ")}`,
    );
  }
}

/** With the embedded database, holds it for the whole restore: no server may start meanwhile. */
async function withTargetHeld<T>(env: Env, kind: DatabaseKind, work: () => Promise<T>) {
  if (kind === "postgres") return work();
  let owner: { close(): Promise<void> };
  try {
    owner = await claimEmbeddedDatabase(env.DATA_DIR, async () => ({
      ok: false,
      message: "A restore is running on this data folder; try again when it has finished.",
    }));
  } catch (error) {
    if (!(error instanceof EmbeddedDatabaseBusyError)) throw error;
    throw new RestoreRefusedError(
      `A server (or another command) is running on ${env.DATA_DIR}. Stop it before restoring.`,
    );
  }
  try {
    return await work();
  } finally {
    await owner.close();
  }
}

async function targetContents(env: Env, kind: DatabaseKind): Promise<string[]> {
  const found: string[] = [];
  if (kind === "postgres") {
    const tables = await postgresContents(env.DATABASE_URL!);
    if (tables.length > 0) found.push(`tables ${tables.join(", ")}`);
  } else {
    const dbDir = embeddedDatabaseDir(env.DATA_DIR);
    const entries = fs.existsSync(dbDir) ? fs.readdirSync(dbDir) : [];
    if (hasPgliteData(dbDir) || entries.length > 0) found.push(`a database in ${dbDir}`);
  }
  const files = await storeContents(getObjectStore());
  if (files.length > 0) found.push(`uploaded files such as ${files.join(", ")}`);
  return found;
}

async function clearTarget(env: Env, kind: DatabaseKind, onProgress: (line: string) => void) {
  if (kind === "postgres") await dropUserSchemas(env.DATABASE_URL!);
  else await fsp.rm(embeddedDatabaseDir(env.DATA_DIR), { recursive: true, force: true });
  const removed = await emptyStore(getObjectStore());
  onProgress(`--force: the old database and ${removed} stored file(s) removed`);
}

async function restorePostgres(databaseUrl: string, dumpFile: string): Promise<DatabaseHandle> {
  await restorePostgresDump(databaseUrl, dumpFile);
  return openPostgres(databaseUrl, () => {});
}
