import fsp from "node:fs/promises";
import path from "node:path";
import { getObjectStore } from "~/modules/storage/storage.server";
import { getEnv, type Env } from "~/utils/env.server";
import { assertTargetFree, writeArchive } from "./archive.server";
import { countRowsInPgliteDump, dumpEmbeddedDatabase, PGLITE_DUMP } from "./database-pglite.server";
import { dumpPostgres, POSTGRES_DUMP } from "./database-postgres.server";
import { copyStoreToDir } from "./files.server";
import {
  currentAppVersion,
  describeFile,
  FORMAT_VERSION,
  MANIFEST_NAME,
  type DatabaseKind,
  type Manifest,
} from "./manifest.server";
import { totalRows } from "./row-counts.server";

export type BackupReport = {
  file: string;
  bytes: number;
  databaseBytes: number;
  tables: Record<string, number>;
  files: number;
  seconds: number;
};

/** Writes the database dump at the given path and returns its rows per table. */
export type DatabaseDumper = (file: string) => Promise<Record<string, number>>;

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/**
 * The dumper for the configured database: pg_dump for PostgreSQL; for the
 * embedded one, `dumpEmbedded` writes the data-folder dump (a command asks
 * the server that holds it, the server dumps its own) and the rows are
 * counted in that dump.
 */
export function databaseDumper(
  env: Env,
  dumpEmbedded: (file: string) => Promise<void>,
): { kind: DatabaseKind; dump: DatabaseDumper } {
  if (env.DATABASE_URL) {
    const url = env.DATABASE_URL;
    return { kind: "postgres", dump: (file) => dumpPostgres(url, file) };
  }
  return {
    kind: "pglite",
    dump: async (file) => {
      await dumpEmbedded(file);
      return countRowsInPgliteDump(file);
    },
  };
}

/** A command's dumper (the server has its own, see schedule). */
export function commandDumper(): { kind: DatabaseKind; dump: DatabaseDumper } {
  const env = getEnv();
  return databaseDumper(env, async (file) => {
    await dumpEmbeddedDatabase(env.DATA_DIR, file);
  });
}

/**
 * One archive of the whole site at `file`: the database first, then every
 * uploaded file, then the manifest. Safe while the site serves — the dump
 * is one consistent moment (decision 020) and the files are only read. The
 * contents are gathered in a folder beside the target, on the disk the
 * archive goes to.
 */
export async function createBackup(
  file: string,
  {
    dumper = commandDumper(),
    onProgress = () => {},
  }: {
    dumper?: { kind: DatabaseKind; dump: DatabaseDumper };
    onProgress?: (line: string) => void;
  } = {},
): Promise<BackupReport> {
  const started = new Date();
  const target = path.resolve(file);
  assertTargetFree(target);
  await fsp.mkdir(path.dirname(target), { recursive: true });
  const staging = await fsp.mkdtemp(
    path.join(path.dirname(target), `.${path.basename(target)}.staging-`),
  );
  try {
    const dumpPath = dumper.kind === "postgres" ? POSTGRES_DUMP : PGLITE_DUMP;
    await fsp.mkdir(path.join(staging, "database"));
    const tables = await dumper.dump(path.join(staging, dumpPath));
    const dump = await describeFile(staging, dumpPath);
    onProgress(
      `Database dumped (${formatBytes(dump.size)}; ${totalRows(tables)} rows in ` +
        `${Object.keys(tables).length} tables)`,
    );
    const files = await copyStoreToDir(getObjectStore(), staging, onProgress);
    const manifest: Manifest = {
      format: FORMAT_VERSION,
      app: currentAppVersion(),
      // When the database was dumped: the moment the backup stands for.
      createdAt: started.toISOString(),
      database: { kind: dumper.kind, path: dumpPath, tables },
      files: [dump, ...files],
    };
    await fsp.writeFile(path.join(staging, MANIFEST_NAME), JSON.stringify(manifest, null, 2));
    await writeArchive(staging, ["database", "files"], target);
    const { size } = await fsp.stat(target);
    onProgress(`Backup written: ${target} (${formatBytes(size)})`);
    return {
      file: target,
      bytes: size,
      databaseBytes: dump.size,
      tables,
      files: files.length,
      seconds: (Date.now() - started.getTime()) / 1000,
    };
  } finally {
    await fsp.rm(staging, { recursive: true, force: true });
  }
}
