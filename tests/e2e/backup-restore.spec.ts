import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { openPglite } from "../../app/db/client.server";
import { diskStore } from "../../app/modules/storage/disk-store.server";
import {
  ownServerEnv,
  ownServerPort,
  SERVER_START_TIMEOUT_MS,
  startServer,
  type RunningServer,
} from "./helpers/server";
import {
  expectWorkingSite,
  fillSite,
  publicRows,
  runScript,
  SERVED_PATHS,
  storedFiles,
  whileServing,
} from "./helpers/site-backup";

// Issue 19's "Done when", embedded database: a filled site is backed up
// while it serves, restored into a fresh data folder, and a second server
// on it holds every row and file byte for byte. Ports: offsets 55 and 56.
test.describe.configure({ mode: "serial" });

const SOURCE_PORT = ownServerPort(55);
const RESTORED_PORT = ownServerPort(56);
let source: RunningServer | undefined;
let restored: RunningServer | undefined;

test.afterAll(async () => {
  await source?.stop();
  await restored?.stop();
});

async function rowsOf(dataDir: string) {
  const handle = await openPglite({ dataDir: path.join(dataDir, "db") });
  try {
    return await publicRows((text) => handle.executeSql(text));
  } finally {
    await handle.close();
  }
}

test("a site backed up while it serves is restored byte for byte into a fresh folder", async ({
  browser,
}) => {
  // Two servers, three commands and a browser journey, on a machine that may be busy.
  test.setTimeout(SERVER_START_TIMEOUT_MS * 3 + 240_000);
  source = await startServer(SOURCE_PORT, {}, { withAdmin: true });
  const site = await fillSite(browser, source.url);
  // Let the confirmation e-mails of the forms be sent (a write) before the backup.
  await new Promise((resolve) => setTimeout(resolve, 2_000));

  const archive = path.join(
    fs.mkdtempSync(path.join(os.tmpdir(), "arcwell-backup-")),
    "site.tar.gz",
  );
  const sourceEnv = ownServerEnv(SOURCE_PORT, source.dataDir);
  const { result: backup, statuses } = await whileServing(
    source.url,
    SERVED_PATHS,
    runScript("backup", [archive], sourceEnv),
  );
  expect(backup.code, backup.stderr).toBe(0);
  expect(backup.stdout).toMatch(/Database dumped \([\d.]+ (KB|MB); \d+ rows in \d+ tables\)/);
  expect(backup.stdout).toMatch(/Files: (\d+)\/\1\n/);
  expect(statuses.length).toBeGreaterThan(5);
  expect(statuses.filter((status) => status !== 200)).toEqual([]);

  // The server holds its database: a restore onto it is refused.
  const onRunning = await runScript("restore", [archive, "--force"], sourceEnv);
  expect(onRunning.code).toBe(1);
  expect(onRunning.stderr).toMatch(/Refused: A server \(or another command\) is running on/);

  expect(await source.stop()).toBe(0);
  source = undefined;

  const freshDir = fs.mkdtempSync(path.join(os.tmpdir(), "arcwell-restored-"));
  const restoredEnv = ownServerEnv(RESTORED_PORT, freshDir);
  const restore = await runScript("restore", [archive], restoredEnv);
  expect(restore.code, restore.stderr).toBe(0);
  expect(restore.stdout).toMatch(/Checksums verified/);
  expect(restore.stdout).toMatch(
    /Restored the backup of .*: \d+ rows in \d+ tables, \d+ file\(s\)\./,
  );

  const sourceDir = sourceEnv.DATA_DIR;
  const [before, after] = [await rowsOf(sourceDir), await rowsOf(freshDir)];
  expect(Object.keys(after)).toEqual(Object.keys(before));
  for (const table of Object.keys(before)) expect(after[table], table).toBe(before[table]);
  expect(JSON.parse(after.applications!)).toHaveLength(2);
  expect(JSON.parse(after.inquiries!)).toHaveLength(2);
  const filesBefore = await storedFiles(diskStore(() => path.join(sourceDir, "uploads")));
  const filesAfter = await storedFiles(diskStore(() => path.join(freshDir, "uploads")));
  expect(Object.keys(filesBefore).filter((name) => name.startsWith("resumes/"))).toHaveLength(2);
  expect(Object.keys(filesBefore).length).toBeGreaterThan(3); // the image and its sizes
  expect(filesAfter).toEqual(filesBefore);

  restored = await startServer(RESTORED_PORT, {}, { reuseDataDir: freshDir });
  await expectWorkingSite(browser, restored.url, site);
  expect(await restored.stop()).toBe(0);
  restored = undefined;

  // Not again without --force: the folder now holds a site.
  const again = await runScript("restore", [archive], restoredEnv);
  expect(again.code).toBe(1);
  expect(again.stderr).toMatch(/Refused: The target is not empty \(a database in .*--force/);

  // One byte changed in the middle of the archive: refused before anything is touched.
  const damaged = path.join(path.dirname(archive), "damaged.tar.gz");
  const bytes = fs.readFileSync(archive);
  bytes[Math.floor(bytes.length / 2)]! ^= 0xff;
  fs.writeFileSync(damaged, bytes);
  const emptyDir = fs.mkdtempSync(path.join(os.tmpdir(), "arcwell-restored-"));
  const refused = await runScript("restore", [damaged], ownServerEnv(RESTORED_PORT, emptyDir));
  expect(refused.code).toBe(1);
  expect(refused.stderr).toMatch(/Refused: The archive (is damaged|cannot be read)/);
  expect(fs.existsSync(path.join(emptyDir, "db"))).toBe(false);

  const usage = await runScript("restore", [], restoredEnv);
  expect(usage.code).toBe(2);
});
