import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { expect, test } from "vitest";

// Dead exports found by knip (knip.json, `npm run knip`). Left for now:
// accounts is being split and WriteResult reworked (issue 27 items 3 and 4),
// and the icons are the sprite's vocabulary for content and new screens.
const KNOWN = [
  "app/components/ui/icons.tsx: Image, Upload, Users",
  "app/modules/accounts/backup-codes.ts: NEW_CODE_LENGTH",
  "app/modules/accounts/roles.ts: ROLE_DESCRIPTIONS",
  "app/modules/blog/blog-admin.server.ts: PostWriteResult, PostActionResult, UnsavedPostPreview",
];

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
