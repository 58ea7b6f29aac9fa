import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";

/** Folders and files that hold messages (outboxes): readable by the server's own user only. */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** The temporary files a write leaves behind when the process dies mid-write. */
export const PARTIAL_FILE_SUFFIX = ".partial";

/**
 * Writes `name` in `dir` whole or not at all: the bytes go to a temporary
 * name in the same folder (same file system, so the rename is atomic), then
 * are renamed over `name` — a reader never sees half a message, a kill
 * leaves at most a `.partial` file, and writing the same name again replaces
 * the file. The folder is created owner-only (and made so if an older
 * version created it 0755); the file is 0600 whatever the umask says.
 */
export async function writePrivateFile(
  dir: string,
  name: string,
  bytes: string | Uint8Array,
): Promise<string> {
  await fs.mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  await fs.chmod(dir, PRIVATE_DIR_MODE);
  const file = path.join(dir, name);
  const partial = path.join(
    dir,
    `.${name}.${crypto.randomBytes(4).toString("hex")}${PARTIAL_FILE_SUFFIX}`,
  );
  try {
    await fs.writeFile(partial, bytes, { mode: PRIVATE_FILE_MODE });
    // writeFile's mode is reduced by the umask and ignored for an existing file.
    await fs.chmod(partial, PRIVATE_FILE_MODE);
    await fs.rename(partial, file);
  } catch (error) {
    await fs.rm(partial, { force: true });
    throw error;
  }
  return file;
}
