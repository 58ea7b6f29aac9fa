import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { contentType, FOLDERS } from "./copy-to-bucket.server";
import { PARTIAL_SUFFIX, type Folder, type ObjectStore } from "~/modules/storage/object-store";
import { describeFile, type ManifestEntry } from "./manifest.server";

/** Progress lines for long runs: every this many files, and the last one. */
const PROGRESS_EVERY = 50;

type StoredName = { folder: Folder; name: string };

/** Every finished file of the store (an unfinished upload is not a file yet). */
async function storedNames(store: ObjectStore): Promise<StoredName[]> {
  const names: StoredName[] = [];
  for (const folder of FOLDERS) {
    for await (const { name } of store.list(folder)) {
      if (name.endsWith(PARTIAL_SUFFIX) || name.includes("/") || name.startsWith(".")) continue;
      names.push({ folder, name });
    }
  }
  return names;
}

/**
 * Copies every uploaded file (résumés and images) from the store into
 * `root`/files/<folder>/<name> and describes each for the manifest. A file
 * deleted after it was listed is skipped; one uploaded after the listing
 * waits for the next backup.
 */
export async function copyStoreToDir(
  store: ObjectStore,
  root: string,
  onProgress: (line: string) => void,
): Promise<ManifestEntry[]> {
  const names = await storedNames(store);
  const entries: ManifestEntry[] = [];
  for (const folder of FOLDERS)
    await fsp.mkdir(path.join(root, "files", folder), { recursive: true });
  for (const [index, { folder, name }] of names.entries()) {
    const file = await store.open(folder, name);
    if (file) {
      const relative = `files/${folder}/${name}`;
      await pipeline(
        Readable.fromWeb(file.body as NodeReadableStream),
        fs.createWriteStream(path.join(root, relative), { mode: 0o600 }),
      );
      entries.push(await describeFile(root, relative));
    }
    const done = index + 1;
    if (done % PROGRESS_EVERY === 0 || done === names.length) {
      onProgress(`Files: ${done}/${names.length}`);
    }
  }
  return entries;
}

/** Up to `limit` stored names, as "folder/name": a store in use. */
export async function storeContents(store: ObjectStore, limit = 3): Promise<string[]> {
  const found: string[] = [];
  for (const folder of FOLDERS) {
    for await (const { name } of store.list(folder)) {
      found.push(`${folder}/${name}`);
      if (found.length >= limit) return found;
    }
  }
  return found;
}

/** `--force`: removes every stored file, so the store ends up holding the backup's files only. */
export async function emptyStore(store: ObjectStore): Promise<number> {
  let removed = 0;
  for (const folder of FOLDERS) {
    const names: string[] = [];
    for await (const { name } of store.list(folder)) names.push(name);
    for (const name of names) {
      await store.remove(folder, name);
      removed += 1;
    }
  }
  return removed;
}

/** Puts the archive's files back into the store, by the names they had. */
export async function putFilesBack(
  store: ObjectStore,
  root: string,
  entries: ManifestEntry[],
  onProgress: (line: string) => void,
): Promise<number> {
  const files = entries.filter((entry) => entry.path.startsWith("files/"));
  for (const [index, entry] of files.entries()) {
    const [, folder, name] = entry.path.split("/") as [string, Folder, string];
    const bytes = await fsp.readFile(path.join(root, entry.path));
    await store.put(folder, name, bytes, contentType(folder, name));
    const done = index + 1;
    if (done % PROGRESS_EVERY === 0 || done === files.length) {
      onProgress(`Files restored: ${done}/${files.length}`);
    }
  }
  return files.length;
}
