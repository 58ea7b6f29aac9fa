import { expect, test } from "vitest";
import { db } from "~/db/client.server";
import { setupTestDatabase } from "../../../tests/helpers/test-database";
import { currentContentVersion, markContentChanged } from "./content-version.server";

setupTestDatabase();

test("marking content changed gives a new version", async () => {
  const before = await currentContentVersion();
  await markContentChanged();
  const after = await currentContentVersion();
  expect(after).not.toBe(before);
  await markContentChanged();
  expect(await currentContentVersion()).not.toBe(after);
});

test("a change marked inside a transaction counts once it commits", async () => {
  const before = await currentContentVersion();
  await db().transaction(async (tx) => {
    await markContentChanged(tx);
  });
  expect(await currentContentVersion()).not.toBe(before);
});
