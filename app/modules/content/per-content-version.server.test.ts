import { sql } from "drizzle-orm";
import { expect, test } from "vitest";
import { db } from "~/db/client.server";
import { setupTestDatabase } from "../../../tests/helpers/test-database";
import { perContentVersion, perContentVersionByKey } from "./per-content-version.server";

setupTestDatabase();

const addJob = sql`insert into jobs (id, title, department, location, type, description)
  values ('kept-read-job', 'Tester', 'Engineering', 'Remote', 'Full-time', 'Tests.')`;

/** A write to a table the public pages read: the content version moves. */
const saveSomething = () =>
  db().execute(sql`insert into jobs (id, title, department, location, type, description)
    values (${crypto.randomUUID()}, 'Tester', 'Engineering', 'Remote', 'Full-time', 'Tests.')`);

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

test("by key: one read per key and content version, a save reads every key again", async () => {
  const loads: string[] = [];
  const read = perContentVersionByKey(
    async (key) => {
      loads.push(key);
      return `${key}:${loads.length}`;
    },
    { maxKeys: 2, rememberWhen: () => true },
  );
  expect([await read("/a"), await read("/b"), await read("/a")]).toEqual(["/a:1", "/b:2", "/a:1"]);
  // A third key drops the oldest kept one.
  expect(await read("/c")).toBe("/c:3");
  expect(await read("/a")).toBe("/a:4");

  await saveSomething();
  expect(await read("/c")).toBe("/c:5");
});

test("by key: while the database is unreachable, a key read before gets its last answer", async () => {
  let down = false;
  let loads = 0;
  const read = perContentVersionByKey(
    async (key) => {
      if (down) throw Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" });
      loads += 1;
      return key === "/missing" ? null : `${key}:${loads}`;
    },
    { maxKeys: 10, rememberWhen: (value) => value !== null },
  );
  expect(await read("/contact")).toBe("/contact:1");
  expect(await read("/missing")).toBeNull();

  await saveSomething();
  down = true;
  expect(await read("/contact")).toBe("/contact:1");
  // Not remembered (an unknown path), never read, or any other failure: the error stands.
  await expect(read("/missing")).rejects.toThrow("ECONNREFUSED");
  await expect(read("/services")).rejects.toThrow("ECONNREFUSED");

  down = false;
  expect(await read("/contact")).toBe("/contact:3");
});

test("by key: a failure that is not an outage is never answered from memory", async () => {
  let fail = false;
  const read = perContentVersionByKey(
    async () => {
      if (fail) throw new Error("a bug");
      return "ok";
    },
    { maxKeys: 10, rememberWhen: () => true },
  );
  expect(await read("/")).toBe("ok");
  await saveSomething();
  fail = true;
  await expect(read("/")).rejects.toThrow("a bug");
});
