import fs from "node:fs";
import path from "node:path";

/**
 * The e-mails the server has finished writing to DATA_DIR/outbox, as paths,
 * oldest first. Each message is written to a hidden `.partial` file and
 * renamed into place (private-files.server.ts), so a listing taken mid-write
 * names a file that is gone when it is read: only finished `.eml` files count.
 */
export function outboxFiles(dataDir: string): string[] {
  const outbox = path.join(dataDir, "outbox");
  if (!fs.existsSync(outbox)) return [];
  return fs
    .readdirSync(outbox)
    .filter((file) => file.endsWith(".eml") && !file.startsWith("."))
    .sort()
    .map((file) => path.join(outbox, file));
}
