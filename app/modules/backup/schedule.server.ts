import fsp from "node:fs/promises";
import path from "node:path";
import { getDatabase } from "~/db/client.server";
import type { QueueTask } from "~/modules/queue/queue.server";
import type { Env } from "~/utils/env.server";
import { getEnv } from "~/utils/env.server";
import { getLogger } from "~/utils/logger.server";
import { createBackup, databaseDumper, type DatabaseDumper } from "./backup.server";
import { dumpOpenPglite } from "./database-pglite.server";
import type { DatabaseKind } from "./manifest.server";

/** The names scheduled backups get; pruning touches nothing else in BACKUP_DIR. */
export const SCHEDULED_BACKUP_NAME = /^backup-\d{8}T\d{6}Z\.tar\.gz$/;

/** backup-20260105T023000Z.tar.gz: sorts by time as text. */
export function scheduledBackupName(at: Date): string {
  const stamp = at
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replace(/[-:]/g, "");
  return `backup-${stamp}.tar.gz`;
}

/** Deletes the oldest scheduled backups beyond the newest `keep`; returns the names deleted. */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const names = (await fsp.readdir(dir)).filter((name) => SCHEDULED_BACKUP_NAME.test(name)).sort();
  const old = names.slice(0, Math.max(0, names.length - keep));
  for (const name of old) await fsp.rm(path.join(dir, name), { force: true });
  return old;
}

/**
 * The server's own dumper: with the embedded database it dumps the
 * database it holds (no socket needed); with PostgreSQL it runs pg_dump.
 */
function serverDumper(env: Env): { kind: DatabaseKind; dump: DatabaseDumper } {
  return databaseDumper(env, async (file) => {
    await dumpOpenPglite(getDatabase(), file);
  });
}

/** Writes one scheduled backup into BACKUP_DIR and prunes the old ones. */
export async function runScheduledBackup(env: Env = getEnv(), now = new Date()) {
  const file = path.join(env.BACKUP_DIR, scheduledBackupName(now));
  try {
    const report = await createBackup(file, { dumper: serverDumper(env) });
    const pruned = await pruneBackups(env.BACKUP_DIR, env.BACKUP_KEEP);
    getLogger().info(
      { file, bytes: report.bytes, files: report.files, seconds: report.seconds, pruned },
      "scheduled backup written",
    );
    return report;
  } catch (error) {
    getLogger().error({ err: error, file }, "scheduled backup failed");
    throw error;
  }
}

/**
 * The queue task behind BACKUP_SCHEDULE. Registered always, so that
 * removing the setting also removes the schedule pg-boss keeps; each slot
 * runs once across instances.
 */
export function scheduledBackupTask(env: Env): QueueTask {
  return {
    name: "scheduled-backup",
    retry: { retryLimit: 1, retryDelay: 15 * 60, retryBackoff: false },
    expireInSeconds: 3 * 60 * 60,
    cron: env.BACKUP_SCHEDULE,
    pollingIntervalSeconds: 60,
    handler: async () => {
      await runScheduledBackup();
    },
  };
}
