import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { countPublicRows } from "./row-counts.server";

/** PostgreSQL's entry in the archive: `pg_dump --format=custom`, read back by `pg_restore`. */
export const POSTGRES_DUMP = "database/postgres.pgdump";

const run = promisify(execFile);
const TOOL_OUTPUT_LIMIT = 16 * 1024 * 1024;

/**
 * `pg_dump` or `pg_restore`: from PATH (on Debian the wrapper picks the
 * newest installed version), else the newest /usr/lib/postgresql/<n>/bin.
 */
export function findPgTool(name: "pg_dump" | "pg_restore"): string {
  for (const dir of (process.env.PATH ?? "").split(path.delimiter).filter(Boolean)) {
    const candidate = path.join(dir, name);
    if (isExecutable(candidate)) return candidate;
  }
  const root = "/usr/lib/postgresql";
  const versions = fs.existsSync(root)
    ? fs.readdirSync(root).sort((a, b) => Number(b) - Number(a) || b.localeCompare(a))
    : [];
  for (const version of versions) {
    const candidate = path.join(root, version, "bin", name);
    if (isExecutable(candidate)) return candidate;
  }
  throw new Error(
    `${name} was not found (install the PostgreSQL client tools, e.g. apt-get install postgresql-client).`,
  );
}

function isExecutable(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/** The tools get the password from the environment, never on a command line others can read. */
function toolConnection(databaseUrl: string) {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = "";
  return {
    dbname: url.toString(),
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  };
}

async function runTool(name: "pg_dump" | "pg_restore", args: string[], databaseUrl: string) {
  const { dbname, env } = toolConnection(databaseUrl);
  try {
    await run(findPgTool(name), [...args, `--dbname=${dbname}`], {
      env,
      maxBuffer: TOOL_OUTPUT_LIMIT,
    });
  } catch (error) {
    const stderr = String((error as { stderr?: string }).stderr ?? "").trim();
    throw new Error(`${name} failed: ${stderr || (error as Error).message}`);
  }
}

/**
 * Dumps the database to `file` and counts its rows, both in one snapshot:
 * a read-only repeatable-read transaction exports its snapshot, counts in
 * it, and pg_dump reads the same one — so the manifest's counts are exactly
 * what the dump holds, whatever the site writes meanwhile.
 */
export async function dumpPostgres(
  databaseUrl: string,
  file: string,
): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("begin isolation level repeatable read read only");
    const { rows } = await client.query<{ id: string }>("select pg_export_snapshot() as id");
    const tables = await countPublicRows((text, values) => client.query(text, values));
    await runTool(
      "pg_dump",
      ["--format=custom", `--snapshot=${rows[0]!.id}`, `--file=${file}`],
      databaseUrl,
    );
    await client.query("commit");
    return tables;
  } finally {
    await client.end();
  }
}

const USER_SCHEMAS = `select nspname from pg_namespace
  where nspname not in ('information_schema') and nspname not like 'pg\\_%'`;

/** Up to five tables (or views, sequences) in schemas of our own: a database in use. */
export async function postgresContents(databaseUrl: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      `select n.nspname || '.' || c.relname as name from pg_class c
         join pg_namespace n on n.oid = c.relnamespace
        where c.relkind in ('r', 'p', 'v', 'm', 'S', 'f') and n.nspname in (${USER_SCHEMAS})
        order by n.nspname <> 'public', 1 limit 5`,
    );
    return rows.map((row) => row.name);
  } finally {
    await client.end();
  }
}

/** `--force`: drops every schema of our own (public is made again, empty). */
export async function dropUserSchemas(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ nspname: string }>(USER_SCHEMAS);
    await client.query("begin");
    for (const { nspname } of rows) {
      await client.query(`drop schema "${nspname.replaceAll('"', '""')}" cascade`);
    }
    await client.query("create schema public");
    await client.query("commit");
  } finally {
    await client.end();
  }
}

/** Restores a custom-format dump into the (empty) database, all or nothing. */
export async function restorePostgresDump(databaseUrl: string, file: string): Promise<void> {
  await runTool(
    "pg_restore",
    ["--no-owner", "--no-privileges", "--exit-on-error", "--single-transaction", file],
    databaseUrl,
  );
}
