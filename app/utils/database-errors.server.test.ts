import { expect, test } from "vitest";
import { openTestDatabase } from "../../tests/helpers/test-database";
import { openPostgres } from "~/db/client.server";
import { isDatabaseUnavailableError } from "./database-errors.server";

test("an unreachable PostgreSQL fails fast, is classified as unavailable, and does not crash", async () => {
  const poolErrors: Error[] = [];
  // Port 1 on loopback: nothing listens there, the connection is refused at once.
  const handle = openPostgres("postgres://arcwell@127.0.0.1:1/arcwell", (error) =>
    poolErrors.push(error),
  );
  const started = Date.now();
  const failure = await handle.ping().then(
    () => null,
    (error: unknown) => error,
  );
  expect(Date.now() - started).toBeLessThan(6_000);
  expect(failure).toBeTruthy();
  expect(isDatabaseUnavailableError(failure)).toBe(true);
  await handle.close();
});

test("a bad query is a bug, not an outage", async () => {
  const handle = await openTestDatabase();
  const failure = await handle.db.execute("select * from no_such_table" as never).then(
    () => null,
    (error: unknown) => error,
  );
  expect(failure).toBeTruthy();
  expect(isDatabaseUnavailableError(failure)).toBe(false);
  await handle.close();
});
