import fsp from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { PARTIAL_SUFFIX, type Folder, type ObjectStore } from "./object-store";

// Résumés are readable by the server's user only; images by anyone on the machine.
const FILE_MODE: Record<Folder, number> = { resumes: 0o600, media: 0o644 };

/**
 * Files under `root`/<folder>/<name> (root is DATA_DIR/uploads). Writes go
 * to a `.partial` file that is flushed and then renamed, so a stored name
 * always names a complete file; a crash leaves only the partial file, which
 * the orphan sweep removes.
 */
export function diskStore(
  root: () => string,
): ObjectStore & { folderPath(folder: Folder): string } {
  const folderPath = (folder: Folder) => path.join(root(), folder);
  const filePath = (folder: Folder, name: string) => {
    if (name !== path.basename(name) || name.startsWith(".")) throw new Error("Not a stored name");
    return path.join(folderPath(folder), name);
  };
  return {
    kind: "disk",
    folderPath,
    async put(folder, name, bytes) {
      const target = filePath(folder, name);
      const partial = `${target}${PARTIAL_SUFFIX}`;
      await fsp.mkdir(folderPath(folder), { recursive: true });
      const handle = await fsp.open(partial, "wx", FILE_MODE[folder]);
      try {
        await handle.writeFile(bytes);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await fsp.rename(partial, target);
    },
    async open(folder, name) {
      let handle: fsp.FileHandle;
      try {
        handle = await fsp.open(filePath(folder, name), "r");
      } catch {
        return null;
      }
      try {
        const stat = await handle.stat();
        if (!stat.isFile()) throw new Error("Not a file");
        const body = Readable.toWeb(handle.createReadStream()) as ReadableStream<Uint8Array>;
        return { body, size: stat.size };
      } catch {
        await handle.close();
        return null;
      }
    },
    async exists(folder, name) {
      const stat = await fsp.stat(filePath(folder, name)).catch(() => null);
      return Boolean(stat?.isFile());
    },
    async remove(folder, name) {
      await fsp.rm(filePath(folder, name), { force: true });
    },
    async *list(folder) {
      let names: string[];
      try {
        names = await fsp.readdir(folderPath(folder));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
        throw error;
      }
      for (const name of names) {
        const stat = await fsp.stat(path.join(folderPath(folder), name)).catch(() => null);
        if (stat?.isFile()) yield { name, modifiedMs: stat.mtimeMs };
      }
    },
  };
}
