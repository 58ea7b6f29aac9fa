import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { expect, test } from "vitest";

// Dead exports found by knip (knip.json, `npm run knip`): none may be left.
const KNOWN: string[] = [];

test("no export is unused, apart from the known ones", { timeout: 300_000 }, async () => {
  const run = promisify(execFile);
  const output = await run(
    "node_modules/.bin/knip",
    ["--include", "exports,types", "--reporter", "compact", "--no-progress"],
    { cwd: process.cwd() },
  ).then(
    (result) => result.stdout,
    // knip exits with 1 when it finds something; its report is still on stdout.
    (error: { stdout?: string }) => error.stdout ?? String(error),
  );
  const found = output
    .split("\n")
    .filter((line) => /^\S+\.(ts|tsx|mjs): /.test(line))
    .sort();
  expect(found).toEqual([...KNOWN].sort());
});
