import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { openPostgres } from "../../app/db/client.server";
import { s3Store } from "../../app/modules/storage/s3-store.server";
import { withDatabaseName } from "../helpers/postgres-url";
import {
  ownServerEnv,
  SERVER_START_TIMEOUT_MS,
  startServer,
  type RunningServer,
} from "../e2e/helpers/server";
import {
  expectWorkingSite,
  fillSite,
  publicRows,
  runScript,
  SERVED_PATHS,
  storedFiles,
  whileServing,
} from "../e2e/helpers/site-backup";
import { backupPorts } from "./ports";

// Issue 19's "Done when", PostgreSQL and S3: a site of its own (its own
// database and bucket prefix) is backed up while it serves, restored into a
// second fresh database and a fresh prefix of the bucket, and a second
// server on them holds every row and file byte for byte.
const tag = crypto.randomBytes(4).toString("hex");
const names = { source: `arcwell_backup_src_${tag}`, restored: `arcwell_backup_dst_${tag}` };
const adminUrl = () => {
  const url = process.env.CLUSTER_ADMIN_DATABASE_URL;
  if (!url) throw new Error("CLUSTER_ADMIN_DATABASE_URL is set by tests/cluster/global-setup.ts");
  return url;
};
const s3Env = () => JSON.parse(process.env.CLUSTER_S3_ENV ?? "{}") as Record<string, string>;
const siteEnv = (name: string, prefix: string) => ({
  DATABASE_URL: withDatabaseName(adminUrl(), name),
  ...s3Env(),
  S3_PREFIX: prefix,
});
const source = siteEnv(names.source, `backup-src-${tag}/`);
const restored = siteEnv(names.restored, `backup-dst-${tag}/`);
let servers: RunningServer[] = [];

async function onAdmin(statements: string[]) {
  const admin = openPostgres(adminUrl(), () => {});
  try {
    for (const statement of statements) await admin.pool.query(statement);
  } finally {
    await admin.close();
  }
}

test.beforeAll(async () => {
  await onAdmin([`create database ${names.source}`, `create database ${names.restored}`]);
});

test.afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await onAdmin([
    `drop database if exists ${names.source} with (force)`,
    `drop database if exists ${names.restored} with (force)`,
  ]);
});

async function rowsOf(databaseUrl: string) {
  const handle = openPostgres(databaseUrl, () => {});
  try {
    return await publicRows((text) => handle.executeSql(text));
  } finally {
    await handle.close();
  }
}

function filesOf(env: Record<string, string>) {
  return storedFiles(
    s3Store({
      bucket: env.S3_BUCKET!,
      endpoint: env.S3_ENDPOINT,
      region: env.S3_REGION!,
      credentials: {
        accessKeyId: env.S3_ACCESS_KEY_ID!,
        secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
      },
      forcePathStyle: true,
      prefix: env.S3_PREFIX!,
    }),
  );
}

test("a PostgreSQL site backed up while it serves is restored byte for byte into a fresh database and prefix", async ({
  browser,
}) => {
  test.setTimeout(SERVER_START_TIMEOUT_MS * 3 + 240_000);
  const ports = backupPorts();
  const first = await startServer(ports.source, source, { withAdmin: true });
  servers.push(first);
  const site = await fillSite(browser, first.url);
  await new Promise((resolve) => setTimeout(resolve, 2_000));

  const archive = path.join(
    fs.mkdtempSync(path.join(os.tmpdir(), "arcwell-backup-")),
    "site.tar.gz",
  );
  const { result: backup, statuses } = await whileServing(
    first.url,
    SERVED_PATHS,
    runScript("backup", [archive], ownServerEnv(ports.source, first.dataDir, source)),
  );
  expect(backup.code, backup.stderr).toBe(0);
  expect(backup.stdout).toMatch(/Database dumped \([\d.]+ (KB|MB); \d+ rows in \d+ tables\)/);
  expect(backup.stdout).toMatch(/Files: (\d+)\/\1\n/);
  expect(statuses.length).toBeGreaterThan(2);
  expect(statuses.filter((status) => status !== 200)).toEqual([]);
  expect(await first.stop()).toBe(0);
  servers = [];

  const restoredEnv = ownServerEnv(
    ports.restored,
    fs.mkdtempSync(path.join(os.tmpdir(), "arcwell-restored-")),
    restored,
  );
  const restore = await runScript("restore", [archive], restoredEnv);
  expect(restore.code, restore.stderr).toBe(0);
  expect(restore.stdout).toMatch(
    /Restored the backup of .*: \d+ rows in \d+ tables, \d+ file\(s\)\./,
  );

  const before = await rowsOf(source.DATABASE_URL);
  const expectSameRows = async () => {
    const after = await rowsOf(restored.DATABASE_URL);
    expect(Object.keys(after)).toEqual(Object.keys(before));
    for (const table of Object.keys(before)) expect(after[table], table).toBe(before[table]);
    expect(JSON.parse(after.applications!)).toHaveLength(2);
    expect(JSON.parse(after.inquiries!)).toHaveLength(2);
  };
  await expectSameRows();
  const filesBefore = await filesOf(source);
  expect(Object.keys(filesBefore).filter((name) => name.startsWith("resumes/"))).toHaveLength(2);
  expect(Object.keys(filesBefore).length).toBeGreaterThan(3);
  expect(await filesOf(restored)).toEqual(filesBefore);

  const second = await startServer(ports.restored, restored, {
    reuseDataDir: restoredEnv.DATA_DIR,
  });
  servers.push(second);
  await expectWorkingSite(browser, second.url, site);
  expect(await second.stop()).toBe(0);
  servers = [];

  // The database now holds a site: refused without --force, replaced with it.
  const again = await runScript("restore", [archive], restoredEnv);
  expect(again.code).toBe(1);
  expect(again.stderr).toMatch(/Refused: The target is not empty \(tables public\.account, /);
  const forced = await runScript("restore", [archive, "--force"], restoredEnv);
  expect(forced.code, forced.stderr).toBe(0);
  await expectSameRows();
  expect(await filesOf(restored)).toEqual(filesBefore);

  // A PostgreSQL backup is not restored into an embedded database.
  const embeddedEnv = ownServerEnv(
    ports.restored,
    fs.mkdtempSync(path.join(os.tmpdir(), "arcwell-")),
  );
  const otherKind = await runScript("restore", [archive], embeddedEnv);
  expect(otherKind.code).toBe(1);
  expect(otherKind.stderr).toMatch(
    /holds PostgreSQL \(DATABASE_URL\), but this site is configured/,
  );
});
