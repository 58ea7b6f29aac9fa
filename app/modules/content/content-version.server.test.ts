import { sql } from "drizzle-orm";
import { expect, test } from "vitest";
import { db } from "~/db/client.server";
import { setupTestDatabase } from "../../../tests/helpers/test-database";
import { currentContentVersion } from "./content-version.server";

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
