import { expect, test } from "vitest";
import { setupTestDatabase } from "../../../tests/helpers/test-database";
import { db } from "~/db/client.server";
import { analyticsSalts } from "~/db/schema";
import { dailySalt, visitorHash } from "./visitor-hash.server";

setupTestDatabase();

const VISITOR = {
  site: "www.arcwell.example",
  ip: "203.0.113.7",
  userAgent: "Mozilla/5.0 Firefox/140",
};

test("the same visitor has one hash all day, and another the next day", async () => {
  const monday = await dailySalt("2026-11-23");
  expect(await dailySalt("2026-11-23")).toBe(monday);
  const first = visitorHash({ salt: monday, ...VISITOR });
  expect(visitorHash({ salt: monday, ...VISITOR })).toBe(first);
  expect(first).toMatch(/^[A-Za-z0-9_-]{22}$/);
  // Another address, browser or site is another visitor.
  expect(visitorHash({ salt: monday, ...VISITOR, ip: "203.0.113.8" })).not.toBe(first);
  expect(visitorHash({ salt: monday, ...VISITOR, userAgent: "Mozilla/5.0 Chrome/140" })).not.toBe(
    first,
  );
  expect(visitorHash({ salt: monday, ...VISITOR, site: "other.example" })).not.toBe(first);

  const tuesday = await dailySalt("2026-11-24");
  expect(tuesday).not.toBe(monday);
  expect(visitorHash({ salt: tuesday, ...VISITOR })).not.toBe(first);
});

test("a new day's salt deletes the older ones: yesterday's hashes cannot be made again", async () => {
  await dailySalt("2026-11-25");
  await dailySalt("2026-11-26");
  const rows = await db().select().from(analyticsSalts);
  expect(rows.map((row) => row.day)).toEqual(["2026-11-26"]);
});

test("two instances share the day's salt through the database: the first one made wins", async () => {
  // Another instance made tomorrow's salt first.
  await db()
    .insert(analyticsSalts)
    .values({ day: "2026-11-27", salt: "made-by-the-other-instance" });
  expect(await dailySalt("2026-11-27")).toBe("made-by-the-other-instance");
});
