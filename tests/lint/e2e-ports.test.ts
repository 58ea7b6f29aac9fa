import fs from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";

// Browser specs that start their own server pick a port as an offset from
// E2E_PORT (ownServerPort in tests/e2e/helpers/server.ts). Specs run in
// parallel workers, so two specs with one offset would meet on one port and
// fail only when their turns overlap: each offset belongs to one spec.
const E2E = "tests/e2e";

test("every own-server port offset belongs to one spec", () => {
  const owners = new Map<number, string[]>();
  for (const name of fs.readdirSync(E2E).filter((file) => file.endsWith(".ts"))) {
    const source = fs.readFileSync(path.join(E2E, name), "utf8");
    const offsets = new Set(
      [...source.matchAll(/ownServerPort\((\d+)\)/g)].map((match) => Number(match[1])),
    );
    for (const offset of offsets) owners.set(offset, [...(owners.get(offset) ?? []), name]);
  }
  expect(owners.size).toBeGreaterThan(10);
  const shared = [...owners].filter(([, specs]) => specs.length > 1);
  expect(shared).toEqual([]);
});
