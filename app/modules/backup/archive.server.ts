import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import * as tar from "tar";
import { DamagedArchiveError, MANIFEST_NAME } from "./manifest.server";

/** Backups and their `.partial` files: readable and writable by their owner only. */
export const ARCHIVE_MODE = 0o600;

/** Refused before any work is done, and again when the archive is put in place. */
export function assertTargetFree(file: string): void {
  if (fs.existsSync(file)) {
    throw new Error(`${file} already exists: choose another name (a backup never overwrites).`);
  }
}

/**
 * Packs `staging` (manifest first, so a reader finds it at once) into a
 * gzipped tar at `file`. Written under a temporary name beside the target
 * and then linked into place, so `file` is either absent or complete — and
 * a link, unlike a rename, fails when something took the name meanwhile.
 * The archive holds every personal record: it is owner-only (0600) from the
 * moment its first byte is written, whatever the umask.
 */
export async function writeArchive(staging: string, entries: string[], file: string) {
  const target = path.resolve(file);
  await fsp.mkdir(path.dirname(target), { recursive: true });
  const partial = path.join(
    path.dirname(target),
    `.${path.basename(target)}.${process.pid}.${Date.now()}.partial`,
  );
  try {
    // Created owner-only before tar writes into it (tar would create it 0644).
    await (await fsp.open(partial, "wx", ARCHIVE_MODE)).close();
    await fsp.chmod(partial, ARCHIVE_MODE);
    await tar.c({ gzip: true, file: partial, cwd: staging, portable: true }, [
      MANIFEST_NAME,
      ...entries,
    ]);
    const handle = await fsp.open(partial, "r+");
    await handle.sync();
    await handle.close();
    await fsp.link(partial, target);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") assertTargetFree(target);
    throw error;
  } finally {
    await fsp.rm(partial, { force: true });
  }
}

/** Unpacks an archive into `into`: plain files and folders only, never above it. */
export async function extractArchive(file: string, into: string) {
  const rejected: string[] = [];
  // Synchronously: a damaged archive then fails with no write still in
  // flight, so the folder can be removed at once (restore is a command, not
  // the server, so blocking its event loop costs nothing).
  tar.x({
    file,
    cwd: into,
    strict: true,
    sync: true,
    filter: (entryPath, entry) => {
      const type = "type" in entry ? entry.type : "File";
      const ok = type === "File" || type === "Directory";
      if (!ok) rejected.push(entryPath);
      return ok;
    },
  });
  if (rejected.length > 0) {
    throw new DamagedArchiveError(
      `The archive holds entries a backup never has: ${rejected.join(", ")}`,
    );
  }
}
