import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as tar from "tar";
import { expect, test } from "vitest";
import { setupTestDatabase } from "../../../tests/helpers/test-database";
import { getEnv } from "~/utils/env.server";
import { readVerifiedManifest } from "./manifest.server";
import {
  pruneBackups,
  runScheduledBackup,
  SCHEDULED_BACKUP_NAME,
  scheduledBackupName,
  scheduledBackupTask,
} from "./schedule.server";

// The server's own embedded database, in both test passes.
setupTestDatabase({ embedded: true });

test("a scheduled backup is named by its UTC time, so names sort by time", () => {
  const name = scheduledBackupName(new Date("2026-01-05T02:30:07.123Z"));
  expect(name).toBe("backup-20260105T023007Z.tar.gz");
  expect(name).toMatch(SCHEDULED_BACKUP_NAME);
});

test("pruning keeps the newest N scheduled backups and touches nothing else", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "arcwell-prune-"));
  const days = [3, 1, 5, 2, 4].map((day) => scheduledBackupName(new Date(Date.UTC(2026, 0, day))));
  const others = ["before-upgrade.tar.gz", "backup-latest.tar.gz", "notes.txt"];
  for (const name of [...days, ...others]) fs.writeFileSync(path.join(dir, name), name);

  const removed = await pruneBackups(dir, 2);

  expect(removed).toEqual([
    "backup-20260101T000000Z.tar.gz",
    "backup-20260102T000000Z.tar.gz",
    "backup-20260103T000000Z.tar.gz",
  ]);
  expect(fs.readdirSync(dir).sort()).toEqual(
    [...others, "backup-20260104T000000Z.tar.gz", "backup-20260105T000000Z.tar.gz"].sort(),
  );
  expect(await pruneBackups(dir, 2)).toEqual([]);
});

test("the scheduled task runs on BACKUP_SCHEDULE, and with none it removes the schedule", () => {
  expect(scheduledBackupTask({ ...getEnv(), BACKUP_SCHEDULE: "30 2 * * *" }).cron).toBe(
    "30 2 * * *",
  );
  expect(scheduledBackupTask({ ...getEnv(), BACKUP_SCHEDULE: undefined }).cron).toBeUndefined();
});

test("a scheduled run writes a verified backup of the server's own database and prunes", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "arcwell-scheduled-"));
  for (const day of [1, 2, 3]) {
    fs.writeFileSync(path.join(dir, scheduledBackupName(new Date(Date.UTC(2026, 0, day)))), "old");
  }
  const now = new Date(Date.UTC(2026, 0, 4, 2, 30));
  const env = { ...getEnv(), BACKUP_DIR: dir, BACKUP_KEEP: 2 };

  const report = await runScheduledBackup(env, now);

  expect(report.file).toBe(path.join(dir, "backup-20260104T023000Z.tar.gz"));
  expect(fs.readdirSync(dir).sort()).toEqual([
    "backup-20260103T000000Z.tar.gz",
    "backup-20260104T023000Z.tar.gz",
  ]);
  const unpacked = fs.mkdtempSync(path.join(os.tmpdir(), "arcwell-scheduled-check-"));
  await tar.x({ file: report.file, cwd: unpacked });
  const manifest = await readVerifiedManifest(unpacked);
  expect(manifest.database.kind).toBe("pglite");
  expect(manifest.database.tables.jobs).toBeGreaterThanOrEqual(0);
  await expect(runScheduledBackup(env, now)).rejects.toThrow(/already exists/);
});
