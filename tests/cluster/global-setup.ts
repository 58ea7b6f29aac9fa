import { execFileSync } from "node:child_process";
import crypto from "node:crypto";
import { openPostgres } from "../../app/db/client.server";
import { startServer, type RunningServer } from "../e2e/helpers/server";
import { withDatabaseName } from "../helpers/postgres-url";
import { startTestS3 } from "../helpers/s3-server";
import { CLUSTER_CONTACT_LIMIT, clusterPorts } from "./ports";

/**
 * Two production servers on one fresh PostgreSQL database and one S3
 * bucket (an s3rver on its own port) — A creates the administrator and
 * migrates; B starts after it — and one on its own embedded database. CLUSTER_DATABASE_URL names a PostgreSQL server to use
 * (.ci/run passes its own); without it, .ci/start-postgres.sh starts one.
 */
export default async function globalSetup() {
  let adminUrl = process.env.CLUSTER_DATABASE_URL;
  const ownPostgres = !adminUrl;
  if (!adminUrl) {
    adminUrl = execFileSync("bash", [".ci/start-postgres.sh"], { encoding: "utf8" }).trim();
  }
  const name = `arcwell_cluster_${crypto.randomBytes(6).toString("hex")}`;
  const admin = openPostgres(adminUrl, () => {});
  await admin.pool.query(`create database ${name}`);
  await admin.close();
  const databaseUrl = withDatabaseName(adminUrl, name);

  const { first, second, embedded, s3: s3Port } = clusterPorts();
  // One bucket for both instances; each keeps its own (empty) DATA_DIR.
  const s3 = await startTestS3(s3Port);
  // For journeys that make databases and bucket prefixes of their own (backup-restore.spec.ts).
  process.env.CLUSTER_ADMIN_DATABASE_URL = adminUrl;
  process.env.CLUSTER_S3_ENV = JSON.stringify(s3.env);
  // For journeys that check what the two instances stored (analytics.spec.ts).
  process.env.CLUSTER_APP_DATABASE_URL = databaseUrl;
  const shared = {
    DATABASE_URL: databaseUrl,
    ...s3.env,
    CONTACT_RATE_LIMIT: String(CLUSTER_CONTACT_LIMIT),
  };
  const servers: RunningServer[] = [];
  try {
    servers.push(await startServer(first, shared, { withAdmin: true }));
    servers.push(await startServer(second, shared));
    servers.push(await startServer(embedded, {}, { withAdmin: true }));
    // For journeys that drive both instances' test controls (overdue-digest.spec.ts).
    process.env.CLUSTER_DATA_DIRS = JSON.stringify(servers.slice(0, 2).map((s) => s.dataDir));
  } catch (error) {
    await Promise.all(servers.map((server) => server.stop()));
    await s3.close();
    throw error;
  }

  return async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await s3.close();
    const cleanup = openPostgres(adminUrl, () => {});
    await cleanup.pool.query(`drop database if exists ${name} with (force)`);
    await cleanup.close();
    if (ownPostgres) execFileSync("bash", [".ci/stop-postgres.sh"]);
  };
}
