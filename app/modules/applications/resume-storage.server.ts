import crypto from "node:crypto";
import path from "node:path";
import { PARTIAL_SUFFIX, type StoredObject } from "~/modules/storage/object-store";
import { getObjectStore, uploadsDisk } from "~/modules/storage/storage.server";
import { getLogger } from "~/utils/logger.server";

/**
 * Résumés live in the "resumes" folder of the configured store (disk or an
 * S3 bucket, see modules/storage) under generated names — never under a
 * public path, never under the applicant's file name. A stored key always
 * names a complete file.
 */

const KEY_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.pdf$/;

export type StoredResume = { key: string; size: number; sha256: string };

/** DATA_DIR/uploads/resumes: with the disk driver, this folder holds résumés and nothing else. */
export function resumesDir(): string {
  return uploadsDisk.folderPath("resumes");
}

/** The disk driver's file for a key (tests); throws for anything that is not a key we generated. */
export function resumePath(key: string): string {
  if (!KEY_PATTERN.test(key)) throw new Error("Not a résumé key");
  return path.join(resumesDir(), key);
}

export async function storeResume(bytes: Uint8Array): Promise<StoredResume> {
  const key = `${crypto.randomUUID()}.pdf`;
  await getObjectStore().put("resumes", key, bytes, "application/pdf");
  const sha256 = crypto.createHash("sha256").update(bytes).digest("hex");
  return { key, size: bytes.byteLength, sha256 };
}

/** The stored résumé to stream, or null (an unknown key, or a file that is gone). */
export async function openResume(key: string): Promise<StoredObject | null> {
  if (!KEY_PATTERN.test(key)) return null;
  return getObjectStore().open("resumes", key);
}

export async function resumeExists(key: string): Promise<boolean> {
  if (!KEY_PATTERN.test(key)) return false;
  return getObjectStore().exists("resumes", key);
}

/** The whole file, for the privacy export; null when it is gone. */
export async function readResume(key: string): Promise<Uint8Array | null> {
  const file = await openResume(key);
  if (!file) return null;
  return new Uint8Array(await new Response(file.body).arrayBuffer());
}

export async function removeResume(key: string): Promise<void> {
  if (!KEY_PATTERN.test(key)) throw new Error("Not a résumé key");
  await getObjectStore().remove("resumes", key);
}

/**
 * After a delete of application rows has committed: each résumé file goes
 * now; one that cannot (a full or read-only disk, an unreachable bucket) is
 * logged and left to the orphan sweep, since no row refers to it any more.
 */
export async function removeResumesOfDeleted(keys: readonly string[]): Promise<void> {
  for (const key of keys) {
    await removeResume(key).catch((error: unknown) =>
      getLogger().warn({ err: error }, "résumé file left for the orphan sweep"),
    );
  }
}

/** Files younger than this may belong to a request still in flight in another process. */
export const ORPHAN_MIN_AGE_MS = 15 * 60 * 1000;

/**
 * Removes unfinished writes and files no application refers to (left behind
 * by a crash between storing the file and the row). Returns the names removed.
 */
export async function sweepOrphanedUploads(
  isReferenced: (key: string) => Promise<boolean>,
  now = Date.now(),
): Promise<string[]> {
  const store = getObjectStore();
  const removed: string[] = [];
  for await (const { name, modifiedMs } of store.list("resumes")) {
    if (now - modifiedMs < ORPHAN_MIN_AGE_MS) continue;
    const orphan =
      name.endsWith(PARTIAL_SUFFIX) || !KEY_PATTERN.test(name) || !(await isReferenced(name));
    if (orphan) {
      await store.remove("resumes", name);
      removed.push(name);
    }
  }
  return removed;
}
