import { sql } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { db, DEDICATED_APPLICATION_NAME, getDatabase } from "~/db/client.server";
import { setupTestDatabase } from "../../../tests/helpers/test-database";
import { contentVersionListening, currentContentVersion } from "./content-version.server";

setupTestDatabase();

const editJobs = sql`update jobs set title = title || '.'`;
const addJob = sql`insert into jobs (id, title, department, location, type, description)
  values ('content-version-job', 'Tester', 'Engineering', 'Remote', 'Full-time', 'Tests.')`;

test("a write to a public table gives a new version when it commits, not before", async () => {
  const before = await currentContentVersion();
  await db().execute(addJob);
  const after = await currentContentVersion();
  expect(after).not.toBe(before);

  await db().transaction(async (tx) => {
    await tx.execute(editJobs);
    await tx.execute(editJobs);
  });
  expect(await currentContentVersion()).not.toBe(after);
});

test("a rolled-back write keeps the version", async () => {
  const before = await currentContentVersion();
  await db()
    .transaction(async (tx) => {
      await tx.execute(editJobs);
      tx.rollback();
    })
    .catch(() => {});
  expect(await currentContentVersion()).toBe(before);
});

// PostgreSQL: each instance LISTENs for the triggers' notifications and keeps
// the version in memory (decision 029). These need a real server.
describe.runIf(process.env.TEST_DATABASE_URL)("with PostgreSQL", () => {
  const WAIT = { timeout: 8_000, interval: 20 };
  const readRow = async () => {
    const { rows } = await db().execute(sql`select version from content_version`);
    return `pg:${String(rows[0]?.version)}`;
  };
  const listenerBackends = sql`select pg_terminate_backend(pid) from pg_stat_activity
    where application_name = ${DEDICATED_APPLICATION_NAME} and datname = current_database()`;

  test("the version is kept in memory; this instance's writes show at once, another's when notified", async () => {
    await expect.poll(contentVersionListening, WAIT).toBe(true);
    const before = currentContentVersion();
    // In memory: answered without a query.
    expect(typeof before).toBe("string");
    expect(currentContentVersion()).toBe(before);

    // The pool's connection that committed was told before the write returned.
    await db().execute(editJobs);
    const own = currentContentVersion();
    expect(typeof own).toBe("string");
    expect(own).not.toBe(before);
    expect(own).toBe(await readRow());

    // Another instance: a session outside this process's pool.
    const other = getDatabase().dedicatedClient!();
    await other.connect();
    try {
      await other.query("update jobs set title = title || '.'");
    } finally {
      await other.end();
    }
    await expect.poll(currentContentVersion, WAIT).not.toBe(own);
    expect(currentContentVersion()).toBe(await readRow());
  });

  test("when the listening connection is lost the row is read per request, until it listens again", async () => {
    await expect.poll(contentVersionListening, WAIT).toBe(true);
    const listened = currentContentVersion();
    const [killed] = (await db().execute(listenerBackends)).rows;
    expect(killed).toBeDefined();
    await expect.poll(contentVersionListening, WAIT).toBe(false);

    // Not listening: every caller gets a fresh read of the row, which sees each write at once.
    const read = currentContentVersion();
    expect(read).toBeInstanceOf(Promise);
    const stored = await read;
    await db().execute(editJobs);
    const afterWrite = await currentContentVersion();
    expect(afterWrite).not.toBe(stored);

    // Back: in memory again, and what was written meanwhile is in it.
    await expect.poll(contentVersionListening, WAIT).toBe(true);
    const again = currentContentVersion();
    expect(again).toBe(afterWrite);
    expect(again).not.toBe(listened);
    await db().execute(editJobs);
    await expect.poll(currentContentVersion, WAIT).not.toBe(again);
  });
});
