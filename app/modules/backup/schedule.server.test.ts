import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "vitest";
import { pruneBackups, SCHEDULED_BACKUP_NAME, scheduledBackupName } from "./schedule.server";

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
