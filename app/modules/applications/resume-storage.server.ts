import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { getEnv } from "~/utils/env.server";
import { getLogger } from "~/utils/logger.server";

/**
 * Résumés live in DATA_DIR/uploads/resumes under generated names — never under a
 * public path, never under the applicant's file name. Writes go to a
 * `.partial` file that is flushed and then renamed, so a stored key always
 * names a complete file.
 */

const KEY_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.pdf$/;
const PARTIAL_SUFFIX = ".partial";

export type StoredResume = { key: string; size: number; sha256: string };

/** DATA_DIR/uploads/resumes: this folder holds résumés and nothing else. */
export function resumesDir(): string {
  return path.join(getEnv().DATA_DIR, "uploads", "resumes");
}

/** The file path for a key; throws for anything that is not a key we generated. */
export function resumePath(key: string): string {
  if (!KEY_PATTERN.test(key)) throw new Error("Not a résumé key");
  return path.join(resumesDir(), key);
}

export async function storeResume(bytes: Uint8Array): Promise<StoredResume> {
  const key = `${crypto.randomUUID()}.pdf`;
  const target = resumePath(key);
  const partial = `${target}${PARTIAL_SUFFIX}`;
  await fs.mkdir(resumesDir(), { recursive: true });
  const handle = await fs.open(partial, "wx", 0o600);
  try {
    await handle.writeFile(bytes);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await fs.rename(partial, target);
  const sha256 = crypto.createHash("sha256").update(bytes).digest("hex");
  return { key, size: bytes.byteLength, sha256 };
}

export async function removeResume(key: string): Promise<void> {
  await fs.rm(resumePath(key), { force: true });
}

/**
 * After a delete of application rows has committed: each résumé file goes
 * now; one that cannot (a full or read-only disk) is logged and left to the
 * orphan sweep, since no row refers to it any more.
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
 * Removes partial files and files no application refers to (left behind by
 * a crash between writing the file and the row). Returns the names removed.
 */
export async function sweepOrphanedUploads(
  isReferenced: (key: string) => Promise<boolean>,
  now = Date.now(),
): Promise<string[]> {
  let names: string[];
  try {
    names = await fs.readdir(resumesDir());
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  const removed: string[] = [];
  for (const name of names) {
    const file = path.join(resumesDir(), name);
    const stat = await fs.stat(file).catch(() => null);
    if (!stat?.isFile() || now - stat.mtimeMs < ORPHAN_MIN_AGE_MS) continue;
    const orphan =
      name.endsWith(PARTIAL_SUFFIX) || !KEY_PATTERN.test(name) || !(await isReferenced(name));
    if (orphan) {
      await fs.rm(file, { force: true });
      removed.push(name);
    }
  }
  return removed;
}
