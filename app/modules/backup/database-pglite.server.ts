import crypto from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { openPglite, type DatabaseHandle } from "~/db/client.server";
import {
  askEmbeddedOwner,
  claimEmbeddedDatabase,
  EmbeddedDatabaseBusyError,
  type OwnerAnswer,
} from "~/db/embedded-owner.server";
import { countPublicRows } from "./row-counts.server";

/** The embedded database's entry in the archive: PGlite's own data-folder dump. */
export const PGLITE_DUMP = "database/pglite.tar.gz";
/** The owner-socket task that has the running server dump its database. */
export const DUMP_TASK = "backup:database";
/** A large database may take a while to dump; the socket's usual minute is too short. */
const DUMP_TIMEOUT_MS = 30 * 60_000;
/** Where the server writes a dump for a backup command: directly in DATA_DIR, by this name. */
const HANDOFF_NAME = /^\.backup-[0-9a-f]{16}\.tar\.gz$/;

export function embeddedDatabaseDir(dataDir: string): string {
  return path.join(dataDir, "db");
}

export function hasPgliteData(dbDir: string): boolean {
  return fs.existsSync(path.join(dbDir, "PG_VERSION"));
}

function pgliteClientOf(handle: DatabaseHandle): PGlite {
  const client = (handle as { client?: unknown }).client;
  if (handle.kind !== "pglite" || !(client instanceof PGlite)) {
    throw new Error("The open database is not the embedded one.");
  }
  return client;
}

// Dumps under way in this process (a scheduled backup and a command's may overlap).
let dumpsUnderWay = 0;

/**
 * Whether this process is copying its embedded database: it holds the query
 * lock on purpose, so the database is busy, not down — statements wait, then
 * run. Readiness (/readyz) answers ready meanwhile, or a load balancer would
 * take the instance out for every backup.
 */
export function isDumpingEmbedded(): boolean {
  return dumpsUnderWay > 0;
}

/**
 * Writes a consistent copy of an open PGlite database to `file` (never
 * overwriting). `dumpDataDir` holds PGlite's query lock while it copies, so
 * no statement runs meanwhile: the copy is one moment of the database, and a
 * transaction caught half-way is rolled back when the copy is opened. The
 * checkpoint first means the copy opens without replaying the log.
 */
export async function dumpOpenPglite(handle: DatabaseHandle, file: string): Promise<number> {
  const client = pgliteClientOf(handle);
  let dump: Blob | File;
  dumpsUnderWay += 1;
  try {
    await client.exec("checkpoint");
    dump = await client.dumpDataDir("gzip");
  } finally {
    dumpsUnderWay -= 1;
  }
  const bytes = new Uint8Array(await dump.arrayBuffer());
  const out = await fsp.open(file, "wx", 0o600);
  try {
    await out.writeFile(bytes);
    await out.sync();
  } finally {
    await out.close();
  }
  return bytes.byteLength;
}

/** Rows per table in a dump, counted in a copy opened in memory — which also proves it opens. */
export async function countRowsInPgliteDump(file: string): Promise<Record<string, number>> {
  const client = await PGlite.create({ loadDataDir: new Blob([await fsp.readFile(file)]) });
  try {
    return await countPublicRows((text, values) => client.query(text, values));
  } finally {
    await client.close();
  }
}

/** What the server answers a backup command on its owner socket (server/lifecycle.ts). */
export async function answerDumpTask(
  handle: DatabaseHandle,
  dataDir: string,
  file: string | undefined,
): Promise<OwnerAnswer> {
  const target = path.resolve(file ?? "");
  if (path.dirname(target) !== path.resolve(dataDir) || !HANDOFF_NAME.test(path.basename(target))) {
    return { ok: false, message: "A database dump is written into the data folder only." };
  }
  const bytes = await dumpOpenPglite(handle, target);
  return { ok: true, message: `${bytes}` };
}

/**
 * Dumps the embedded database in `dataDir` to `file` for a backup command:
 * the running server does it when it holds the database (so the site keeps
 * serving), otherwise this process claims the database and dumps it itself
 * — without migrating it: a backup takes what is there.
 */
export async function dumpEmbeddedDatabase(dataDir: string, file: string): Promise<void> {
  const handoff = path.join(dataDir, `.backup-${crypto.randomBytes(8).toString("hex")}.tar.gz`);
  try {
    for (let attempt = 0; attempt < 2; attempt++) {
      const answer = await askEmbeddedOwner(
        dataDir,
        { task: DUMP_TASK, args: { file: handoff } },
        { timeoutMs: DUMP_TIMEOUT_MS },
      );
      if (answer) {
        if (!answer.ok) throw new Error(`The running server could not dump: ${answer.message}`);
        await moveFile(handoff, file);
        return;
      }
      try {
        await dumpWhileHolding(dataDir, file);
        return;
      } catch (error) {
        // A server started between the two steps: ask it instead.
        if (!(error instanceof EmbeddedDatabaseBusyError) || attempt > 0) throw error;
      }
    }
  } finally {
    await fsp.rm(handoff, { force: true });
  }
}

async function dumpWhileHolding(dataDir: string, file: string) {
  const owner = await claimEmbeddedDatabase(dataDir, async () => ({
    ok: false,
    message: "A backup is reading the embedded database; try again in a moment.",
  }));
  try {
    const dbDir = embeddedDatabaseDir(dataDir);
    if (!hasPgliteData(dbDir)) throw new Error(`There is no database in ${dbDir} to back up.`);
    const handle = await openPglite({ dataDir: dbDir });
    try {
      await dumpOpenPglite(handle, file);
    } finally {
      await handle.close();
    }
  } finally {
    await owner.close();
  }
}

async function moveFile(from: string, to: string) {
  try {
    await fsp.rename(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EXDEV") throw error;
    await fsp.copyFile(from, to, fs.constants.COPYFILE_EXCL);
  }
}

/** Loads a dump into an empty `dbDir` and opens it (the caller migrates and closes it). */
export async function restorePgliteDump(dbDir: string, file: string): Promise<DatabaseHandle> {
  return openPglite({ dataDir: dbDir, loadDataDir: new Blob([await fsp.readFile(file)]) });
}
