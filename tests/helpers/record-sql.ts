import type { DatabaseHandle } from "~/db/client.server";

/**
 * Every SQL text `handle` is sent while `work` runs: for tests that count
 * what a request costs the database (PGlite's client or the pg pool).
 */
export async function recordSql(
  handle: DatabaseHandle,
  work: () => Promise<unknown>,
): Promise<string[]> {
  const recorded: string[] = [];
  const target = handle as DatabaseHandle & {
    client?: { query: (...args: unknown[]) => unknown };
    pool?: { query: (...args: unknown[]) => unknown };
  };
  const driver = target.client ?? target.pool;
  if (!driver) throw new Error("no driver to record");
  const original = driver.query;
  driver.query = function (this: unknown, ...args: unknown[]) {
    const text = args[0];
    recorded.push(typeof text === "string" ? text : String((text as { text?: string }).text));
    return original.apply(this, args);
  };
  try {
    await work();
  } finally {
    driver.query = original;
  }
  return recorded;
}
