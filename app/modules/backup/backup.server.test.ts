import fs from "node:fs";
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import * as tar from "tar";
import { expect, test } from "vitest";
import { setupTestDatabase } from "../../../tests/helpers/test-database";
import { jobs } from "~/db/schema";
import { uploadsDisk } from "~/modules/storage/storage.server";
import { getEnv } from "~/utils/env.server";
import { createBackup } from "./backup.server";
import { countRowsInPgliteDump, dumpOpenPglite, isDumpingEmbedded } from "./database-pglite.server";
import { DamagedArchiveError, readVerifiedManifest, type Manifest } from "./manifest.server";
import { restoreBackup, RestoreRefusedError } from "./restore.server";

// One test file, one DATA_DIR (tests/setup/test-env.ts): the backup is made
// from a fresh in-memory database and the uploads folder, then restored into
// that same DATA_DIR — where the uploads already are, so --force is needed.
// Backups of the embedded database in both test passes (PostgreSQL backups:
// tests/cluster/backup-restore.spec.ts).
const database = setupTestDatabase({ embedded: true });

const RESUME = Buffer.from("%PDF-1.4 a résumé\n%%EOF\n");
const IMAGE = Buffer.from("GIF89a not really an image");

const dumper = {
  kind: "pglite" as const,
  dump: async (file: string) => {
    await dumpOpenPglite(database(), file);
    return countRowsInPgliteDump(file);
  },
};

function scratch(label: string) {
  return fs.mkdtempSync(path.join(os.tmpdir(), `arcwell-${label}-`));
}

let made: string | undefined;
/** One backup of the test database and two uploads, shared by the tests below (read only). */
async function backupFile(): Promise<string> {
  if (made) return made;
  await uploadsDisk.put("resumes", "a1.pdf", RESUME, "application/pdf");
  await uploadsDisk.put("media", "b2.gif", IMAGE, "image/gif");
  const file = path.join(scratch("backup"), "site.tar.gz");
  const lines: string[] = [];
  await createBackup(file, { dumper, onProgress: (line) => lines.push(line) });
  expect(lines[0]).toMatch(/^Database dumped \(\d+(\.\d)? (KB|MB); \d+ rows in \d+ tables\)$/);
  expect(lines).toContain("Files: 2/2");
  made = file;
  return file;
}

/** Unpacks an archive, lets `change` alter it, and packs it again. */
async function altered(file: string, change: (root: string) => Promise<void>) {
  const root = scratch("altered");
  await tar.x({ file, cwd: root });
  await change(root);
  const out = path.join(scratch("altered-out"), "site.tar.gz");
  await tar.c({ gzip: true, file: out, cwd: root }, await fsp.readdir(root));
  return out;
}

test("the archive holds the dump, every upload and a manifest that checks out", async () => {
  const file = await backupFile();
  const root = scratch("unpacked");
  await tar.x({ file, cwd: root });
  const manifest = await readVerifiedManifest(root);
  expect(manifest.database.kind).toBe("pglite");
  expect(manifest.database.tables.jobs).toBe(await database().db.$count(jobs));
  expect(manifest.app.migration).toMatch(/^\d{4}_/);
  expect(manifest.files.map((entry) => entry.path).sort()).toEqual([
    "database/pglite.tar.gz",
    "files/media/b2.gif",
    "files/resumes/a1.pdf",
  ]);
  expect(fs.readFileSync(path.join(root, "files/resumes/a1.pdf"))).toEqual(RESUME);
  await expect(createBackup(file, { dumper })).rejects.toThrow(/already exists/);
});

test("a changed, missing or extra file makes the archive damaged, and nothing is restored", async () => {
  const file = await backupFile();
  const cases: [string, (root: string) => Promise<void>, RegExp][] = [
    [
      "tampered",
      (root) => fsp.appendFile(path.join(root, "files/resumes/a1.pdf"), "x"),
      /files\/resumes\/a1\.pdf does not match its checksum/,
    ],
    [
      "missing",
      (root) => fsp.rm(path.join(root, "files/media/b2.gif")),
      /files\/media\/b2\.gif is missing/,
    ],
    [
      "extra",
      (root) => fsp.writeFile(path.join(root, "files/media/extra.gif"), "x"),
      /files\/media\/extra\.gif is not in the manifest/,
    ],
    ["no manifest", (root) => fsp.rm(path.join(root, "manifest.json")), /no readable manifest/],
  ];
  for (const [label, change, message] of cases) {
    const bad = await altered(file, change);
    const error = await restoreBackup(bad, { force: true }).catch((caught: unknown) => caught);
    expect(error, label).toBeInstanceOf(DamagedArchiveError);
    expect((error as Error).message, label).toMatch(message);
  }
  const truncated = path.join(scratch("truncated"), "site.tar.gz");
  await fsp.writeFile(truncated, (await fsp.readFile(file)).subarray(0, 2000));
  await expect(restoreBackup(truncated, { force: true })).rejects.toThrow(DamagedArchiveError);
  expect(fs.existsSync(path.join(getEnv().DATA_DIR, "db"))).toBe(false);
});

test("a backup of the other kind of database is refused with a clear message", async () => {
  const bad = await altered(await backupFile(), async (root) => {
    const manifestPath = path.join(root, "manifest.json");
    const manifest = JSON.parse(await fsp.readFile(manifestPath, "utf8")) as Manifest;
    manifest.database.kind = "postgres";
    await fsp.writeFile(manifestPath, JSON.stringify(manifest));
  });
  await expect(restoreBackup(bad, { force: true })).rejects.toThrow(
    /holds PostgreSQL \(DATABASE_URL\), but this site is configured for the embedded database/,
  );
});

test("restore refuses a folder with files or a database, and --force replaces them", async () => {
  const file = await backupFile();
  // The uploads the backup was made from are still here: not empty.
  const refused = await restoreBackup(file, {}).catch((caught: unknown) => caught);
  expect(refused).toBeInstanceOf(RestoreRefusedError);
  expect((refused as Error).message).toMatch(/not empty \(uploaded files such as .*--force/);

  await uploadsDisk.put("resumes", "stray.pdf", RESUME, "application/pdf");
  const report = await restoreBackup(file, { force: true });
  expect(report.files).toBe(2);
  expect(report.tables.jobs).toBe(await database().db.$count(jobs));
  expect(await uploadsDisk.exists("resumes", "stray.pdf")).toBe(false);
  const resume = await uploadsDisk.open("resumes", "a1.pdf");
  expect(Buffer.from(await new Response(resume!.body).arrayBuffer())).toEqual(RESUME);

  // Now the database folder is there too.
  await fsp.rm(path.join(getEnv().DATA_DIR, "uploads"), { recursive: true });
  await expect(restoreBackup(file, {})).rejects.toThrow(/not empty \(a database in /);
});

test("while the server copies its embedded database it counts it busy, not down (readiness stays)", async () => {
  const file = path.join(scratch("busy"), "copy.tar.gz");
  expect(isDumpingEmbedded()).toBe(false);
  const copying = dumpOpenPglite(database(), file);
  expect(isDumpingEmbedded()).toBe(true);
  await copying;
  expect(isDumpingEmbedded()).toBe(false);
  // A copy that fails (the file is there already) ends the busy time too.
  await expect(dumpOpenPglite(database(), file)).rejects.toThrow();
  expect(isDumpingEmbedded()).toBe(false);
});
