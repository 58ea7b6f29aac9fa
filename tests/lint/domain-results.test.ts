import fs from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";

// Modules answer in domain results (app/utils/domain-result.ts); the route
// layer alone turns them into HTTP statuses and Conform replies
// (app/routes/action-result.server.ts, decision 034). The lint refuses
// Conform imports in modules (tests/lint/boundaries.test.ts); this test
// refuses the other way HTTP crept in: a status code written into a result.

const MODULES = path.join(process.cwd(), "app/modules");

function moduleSources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return moduleSources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** An HTTP status put in a value: `status: 404`, `refused(409, …)`, a union of codes. */
const STATUS_CODE = [
  /\bstatus\s*:\s*[1-5]\d\d\b/,
  /\b(?:refused|rejected|written)\(\s*[1-5]\d\d\b/,
  /\b[1-5]\d\d\s*\|\s*[1-5]\d\d\b/,
];

function statusCodesIn(source: string): string[] {
  return source
    .split("\n")
    .filter((line) => !/^\s*(?:\/\/|\*|\/\*)/.test(line))
    .filter((line) => STATUS_CODE.some((pattern) => pattern.test(line)));
}

test("the check sees a status code in a result, and lets a limit or a protocol check through", () => {
  expect(statusCodesIn('  if (!row) return refused(404, "gone");')).toHaveLength(1);
  expect(statusCodesIn("  return { ok: false, status: 400, result };")).toHaveLength(1);
  expect(statusCodesIn("type Status = 200 | 400 | 404;")).toHaveLength(1);
  expect(statusCodesIn("      return new Response(null, { status: 304, headers });")).toHaveLength(
    1,
  );
  expect(statusCodesIn('  if (!row) return refused("not-found", "gone");')).toEqual([]);
  expect(statusCodesIn("export const JOB_FEED_LIMIT = 500;")).toEqual([]);
  expect(statusCodesIn("  return status === 404;")).toEqual([]);
  expect(statusCodesIn(" * 404 with a message for an unknown job.")).toEqual([]);
});

test("no module writes an HTTP status into what it answers", () => {
  const found = moduleSources(MODULES).flatMap((file) =>
    statusCodesIn(fs.readFileSync(file, "utf8")).map(
      (line) => `${path.relative(process.cwd(), file)}: ${line.trim()}`,
    ),
  );
  expect(found).toEqual([]);
});
