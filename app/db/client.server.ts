import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite, type PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { sql } from "drizzle-orm";
import pg from "pg";
import * as schema from "./schema";

/**
 * Both drivers expose the same query builder; we type the handle with the
 * PGlite flavour so modules stay driver-agnostic.
 */
export type Db = PgliteDatabase<typeof schema>;

export type DatabaseHandle = {
  kind: "pglite" | "postgres";
  db: Db;
  /** Runs `select 1` and rejects when the database cannot answer. */
  ping(): Promise<void>;
  migrate(): Promise<void>;
  close(): Promise<void>;
  /**
   * Plain SQL for libraries that bring their own (the job queue): with no
   * values the text may hold several statements (a transaction).
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /** PostgreSQL's connection pool right now (for /metrics); the embedded database has none. */
  poolStats?(): PoolStats;
  /**
   * The embedded database only: how many committed transactions changed
   * public content since it was opened (CONTENT_CHANGED_CHANNEL).
   */
  contentChanges?(): number;
  /**
   * PostgreSQL only: a connection of its own, outside the pool, for a
   * session that must last (LISTEN). close() ends it; afterwards this throws.
   */
  dedicatedClient?(): pg.Client;
  /**
   * PostgreSQL only: calls back with the version of each CONTENT_CHANGED_CHANNEL
   * notification one of the pool's connections receives. Each LISTENs from the moment it
   * opens, so the connection that commits a change receives its own
   * notification before the commit's answer: the callback has run when the
   * write returns. Another instance's changes arrive too, but only on the
   * connections open then (maybe none): see the dedicated client.
   */
  onPoolContentChange?(callback: (version: number) => void): void;
};

/**
 * Notified by the content triggers (migration 0023) when a transaction that
 * changed a table the public pages read commits.
 */
export const CONTENT_CHANGED_CHANNEL = "content_changed";

/** How a dedicated connection names itself in pg_stat_activity. */
export const DEDICATED_APPLICATION_NAME = "arcwell-listener";

export type PoolStats = { total: number; idle: number; waiting: number };

const MIGRATIONS_FOLDER = path.resolve("drizzle");

/** Bounded waits so an outage turns into fast 503s instead of piled-up requests. */
export const PG_POOL_OPTIONS = {
  max: 10,
  connectionTimeoutMillis: 5_000,
  idleTimeoutMillis: 30_000,
  statement_timeout: 10_000,
  query_timeout: 12_000,
} as const;

export function openPostgres(
  connectionString: string,
  onPoolError: (error: Error) => void,
): DatabaseHandle & { pool: pg.Pool } {
  const pool = new pg.Pool({ connectionString, ...PG_POOL_OPTIONS });
  // Without this listener an idle client's error (e.g. the server restarting)
  // is an unhandled 'error' event and would kill the process.
  pool.on("error", onPoolError);
  const contentCallbacks = new Set<(version: number) => void>();
  pool.on("connect", (client) => {
    client.on("notification", (message) => {
      if (message.channel !== CONTENT_CHANGED_CHANNEL) return;
      const version = Number(message.payload) || 0;
      for (const callback of contentCallbacks) callback(version);
    });
    // Queued before any query of whoever asked for the connection. Should it
    // fail, the error reaches them through their own query on this connection.
    client.query(`LISTEN ${CONTENT_CHANGED_CHANNEL}`).catch(() => {});
  });
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const dedicated = new Set<pg.Client>();
  let closed = false;
  return {
    kind: "postgres",
    pool,
    db,
    onPoolContentChange(callback) {
      contentCallbacks.add(callback);
    },
    dedicatedClient() {
      if (closed) throw new Error("The database has been closed");
      const client = new pg.Client({
        connectionString,
        keepAlive: true,
        connectionTimeoutMillis: PG_POOL_OPTIONS.connectionTimeoutMillis,
        query_timeout: PG_POOL_OPTIONS.query_timeout,
        application_name: DEDICATED_APPLICATION_NAME,
      });
      dedicated.add(client);
      client.once("end", () => dedicated.delete(client));
      return client;
    },
    async ping() {
      await pool.query("select 1");
    },
    async migrate() {
      await migratePg(drizzlePg(pool), { migrationsFolder: MIGRATIONS_FOLDER });
    },
    async close() {
      closed = true;
      await Promise.all([...dedicated].map((client) => client.end().catch(() => {})));
      await pool.end();
    },
    executeSql: (text, values) => pool.query(text, values),
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
  };
}

export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob } = {}) {
  if (options.dataDir) fs.mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create(options.dataDir, { loadDataDir: options.loadDataDir });
  return wrapPglite(client);
}

export async function wrapPglite(client: PGlite): Promise<DatabaseHandle & { client: PGlite }> {
  const db = drizzlePglite(client, { schema });
  // PGlite runs the listener while it reads the committing query's answer,
  // before that query's promise resolves: the count is exact when a write returns.
  let contentChanges = 0;
  await client.listen(CONTENT_CHANGED_CHANNEL, () => {
    contentChanges += 1;
  });
  return {
    kind: "pglite",
    client,
    db,
    contentChanges: () => contentChanges,
    async ping() {
      await db.execute(sql`select 1`);
    },
    async migrate() {
      await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
    },
    async close() {
      if (!client.closed) await client.close();
    },
    async executeSql(text, values) {
      // PGlite's query() takes one statement; exec() takes several but no values.
      if (values?.length) return client.query(text, values);
      const results = await client.exec(text);
      return results.at(-1) ?? { rows: [] };
    },
  };
}

// One handle per process. Kept on globalThis so Vite's dev-mode module
// reloads never open the PGlite data folder twice.
const globalStore = globalThis as typeof globalThis & { __arcwellDb?: DatabaseHandle };

export function setDatabase(handle: DatabaseHandle | undefined) {
  globalStore.__arcwellDb = handle;
}

export function getDatabase(): DatabaseHandle {
  const handle = globalStore.__arcwellDb;
  if (!handle) throw new Error("The database has not been opened yet");
  return handle;
}

export function db(): Db {
  return getDatabase().db;
}

/** A transaction handle, for module functions that must run inside one. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
