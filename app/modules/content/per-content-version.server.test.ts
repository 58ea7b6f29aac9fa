import { sql } from "drizzle-orm";
import { expect, test } from "vitest";
import { db } from "~/db/client.server";
import { setupTestDatabase } from "../../../tests/helpers/test-database";
import { perContentVersion } from "./per-content-version.server";

setupTestDatabase();

const addJob = sql`insert into jobs (id, title, department, location, type, description)
  values ('kept-read-job', 'Tester', 'Engineering', 'Remote', 'Full-time', 'Tests.')`;

test("a read is made once per content version and moment, and again after a save", async () => {
  let loads = 0;
  let day = "2026-03-10";
  const read = perContentVersion(
    async () => ++loads,
    () => day,
  );
  expect([await read(), await read(), await read()]).toEqual([1, 1, 1]);

  await db().execute(addJob);
  expect(await read()).toBe(2);
  expect(await read()).toBe(2);

  day = "2026-03-11";
  expect(await read()).toBe(3);
});

test("a failed read is not kept", async () => {
  let calls = 0;
  const read = perContentVersion(async () => {
    calls += 1;
    if (calls === 1) throw new Error("database unavailable");
    return "ok";
  });
  await expect(read()).rejects.toThrow("database unavailable");
  expect(await read()).toBe("ok");
});
