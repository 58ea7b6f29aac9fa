import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, test } from "vitest";
import { DATABASE_SWITCH, databaseTestFiles, testFiles } from "../setup/database-test-files";

// The PostgreSQL pass of .ci/run runs only the database tests (vitest.config.ts):
// every file that opens a test database, or reads which one the pass uses,
// must be among them, or it would silently run on PGlite alone.

const listed = databaseTestFiles();
const sourceOf = (file: string) => fs.readFileSync(file, "utf8");

test("every test file that opens a test database or reads the switch runs on PostgreSQL too", () => {
  const all = testFiles(process.cwd());
  const touching = all.filter(
    (file) =>
      /\b(setupTestDatabase|openTestDatabase)\(|helpers\/test-database"/.test(sourceOf(file)) ||
      sourceOf(file).includes(DATABASE_SWITCH),
  );
  expect(touching.length).toBeGreaterThan(100);
  expect(touching.filter((file) => !listed.includes(file))).toEqual([]);
});

test("the files left out of the PostgreSQL pass open no database of the pass", () => {
  const left = testFiles(process.cwd()).filter((file) => !listed.includes(file));
  // Pure functions, markup and lint: a real share of the files, none of the database ones.
  expect(left.length).toBeGreaterThan(50);
  expect(left).toContain("app/utils/slug.test.ts");
  for (const file of left) expect(sourceOf(file), file).not.toMatch(/TestDatabase\(/);
});

const planted = fs.mkdtempSync(path.join(os.tmpdir(), "arcwell-database-files-"));
afterAll(() => fs.rmSync(planted, { recursive: true, force: true }));

function plant(files: Record<string, string>) {
  for (const [name, source] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(planted, name)), { recursive: true });
    fs.writeFileSync(path.join(planted, name), source);
  }
}

test("a file is a database test through any chain of imports, static or dynamic", () => {
  plant({
    "tests/helpers/test-database.ts": `export const url = process.env.${DATABASE_SWITCH};`,
    "tests/helpers/seeded.ts": 'export * from "./test-database";',
    "tests/helpers/circle-a.ts": 'import "./circle-b";\nimport "./seeded";',
    "tests/helpers/circle-b.ts": 'import "./circle-a";',
    "app/modules/x/x.server.test.ts": 'import { url } from "../../../tests/helpers/seeded";',
    "app/modules/x/y.server.test.ts":
      'const m = await import("../../../tests/helpers/test-database");',
    "app/modules/x/z.test.ts": 'import "../../../tests/helpers/circle-b";',
    "app/modules/x/own.server.test.ts": `if (process.env.${DATABASE_SWITCH}) {}`,
    "app/utils/pure.test.ts": 'import { slug } from "~/utils/slug";',
    "app/utils/slug.ts": "export const slug = 1;",
    "tests/integration/alias.test.ts": 'import { open } from "~/db/open";',
    "app/db/open.ts": 'export { url as open } from "../../tests/helpers/test-database";',
  });
  expect(databaseTestFiles(planted)).toEqual([
    "app/modules/x/own.server.test.ts",
    "app/modules/x/x.server.test.ts",
    "app/modules/x/y.server.test.ts",
    "app/modules/x/z.test.ts",
    "tests/integration/alias.test.ts",
  ]);
  expect(testFiles(planted)).toContain("app/utils/pure.test.ts");
});
