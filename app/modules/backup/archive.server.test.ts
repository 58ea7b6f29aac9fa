import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "vitest";
import { MANIFEST_NAME } from "./manifest.server";
import { ARCHIVE_MODE, writeArchive } from "./archive.server";

test("a backup is owner-only while it is written (its .partial) and once in place, whatever the umask", async () => {
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), "arcwell-archive-staging-"));
  fs.writeFileSync(path.join(staging, MANIFEST_NAME), "{}");
  fs.mkdirSync(path.join(staging, "files"));
  // Random bytes (no compression shortcut): tar takes a while, long enough to watch.
  fs.writeFileSync(path.join(staging, "files", "big.bin"), crypto.randomBytes(24 * 1024 * 1024));
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "arcwell-archive-out-"));
  const target = path.join(folder, "site.tar.gz");

  // A permissive umask, as under a plain `npm start` (0022) or looser.
  const umask = process.umask(0o022);
  const partialModes = new Set<number>();
  let writing = true;
  const watch = (async () => {
    while (writing) {
      for (const name of fs.readdirSync(folder)) {
        if (!name.endsWith(".partial")) continue;
        try {
          partialModes.add(fs.statSync(path.join(folder, name)).mode & 0o777);
        } catch {
          // Linked and removed meanwhile.
        }
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
  })();
  try {
    await writeArchive(staging, ["files"], target);
  } finally {
    writing = false;
    await watch;
    process.umask(umask);
  }
  expect(partialModes.size).toBeGreaterThan(0);
  expect([...partialModes]).toEqual([ARCHIVE_MODE]);
  expect(fs.statSync(target).mode & 0o777).toBe(ARCHIVE_MODE);
  expect(fs.readdirSync(folder)).toEqual(["site.tar.gz"]);
  fs.rmSync(staging, { recursive: true, force: true });
  fs.rmSync(folder, { recursive: true, force: true });
});
