import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, test } from "vitest";
import { setupTestDatabase } from "../../../tests/helpers/test-database";
import { taskNow } from "~/utils/clock.server";
import { parseEnv } from "~/utils/env.server";
import { startQueue, stopQueue } from "./queue.server";
import { startTestControls, stopTestControls } from "./test-controls.server";

setupTestDatabase();
afterAll(async () => {
  stopTestControls();
  await stopQueue();
});

const SECRET = { AUTH_SECRET: "x".repeat(32) };

async function until<T>(read: () => T | undefined, timeoutMs = 20_000): Promise<T> {
  const start = Date.now();
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() - start > timeoutMs) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

test("a production server refuses the test controls without the second, test-only variable", () => {
  expect(() => parseEnv({ NODE_ENV: "production", ...SECRET, TEST_CONTROLS: "on" })).toThrow(
    /TEST_CONTROLS: .*TEST_CONTROLS_NOT_PRODUCTION=this-server-is-a-test/,
  );
  expect(() => parseEnv({ TEST_CONTROLS: "yes" })).toThrow(/TEST_CONTROLS/);
  expect(
    parseEnv({
      NODE_ENV: "production",
      ...SECRET,
      TEST_CONTROLS: "on",
      TEST_CONTROLS_NOT_PRODUCTION: "this-server-is-a-test",
    }).TEST_CONTROLS,
  ).toBe("on");
  expect(parseEnv({ NODE_ENV: "production", ...SECRET }).TEST_CONTROLS).toBeUndefined();
});

test("without the test controls a task's run keeps the real time, whatever its job data says", () => {
  const before = Date.now();
  const now = taskNow({ testClockAt: "2099-01-01T00:00:00.000Z" }).getTime();
  expect(now).toBeGreaterThanOrEqual(before);
  expect(now).toBeLessThan(before + 60_000);
});

test("a request file queues one run of the task at the later instant; other runs keep real time", async () => {
  const seen: Date[] = [];
  await startQueue([
    {
      name: "test-timed",
      retry: { retryLimit: 0, retryDelay: 0, retryBackoff: false },
      expireInSeconds: 60,
      // Far longer than the test: only the controls' wake-up can make it run in time,
      // and the start-up run waits for the next poll: the woken worker takes the test's first.
      pollingIntervalSeconds: 120,
      runAtStart: true,
      handler: async (data) => {
        seen.push(taskNow(data));
      },
    },
  ]);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "arcwell-controls-"));
  await startTestControls(dataDir);
  const folder = path.join(dataDir, "test-controls");
  const write = (id: string, request: object) => {
    fs.writeFileSync(path.join(folder, `${id}.tmp`), JSON.stringify(request));
    fs.renameSync(path.join(folder, `${id}.tmp`), path.join(folder, `${id}.json`));
  };
  const answer = (id: string) =>
    until(() => {
      const file = path.join(folder, `${id}.done`);
      return fs.existsSync(file)
        ? (JSON.parse(fs.readFileSync(file, "utf8")) as object)
        : undefined;
    });

  write("one", { clockAt: "2031-05-01T12:00:00.000Z", run: ["test-timed", "no-such-task"] });
  expect(await answer("one")).toEqual({ ran: ["test-timed"], unknown: ["no-such-task"] });
  await until(() => seen[0]);
  expect(seen[0]!.toISOString()).toBe("2031-05-01T12:00:00.000Z");
  expect(fs.existsSync(path.join(folder, "one.json"))).toBe(false);

  // An instant in the past is the real time: time only passes.
  write("two", { clockAt: "2001-01-01T00:00:00.000Z", run: ["test-timed"] });
  await answer("two");
  await until(() => seen[1]);
  expect(Math.abs(seen[1]!.getTime() - Date.now())).toBeLessThan(60_000);

  write("three", { clockAt: "not a time", run: ["test-timed"] });
  expect(await answer("three")).toEqual({ error: "not a time: not a time" });
});
