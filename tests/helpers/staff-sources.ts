import fs from "node:fs";
import path from "node:path";

/** Where the staff area's own source lives (its components and routes). */
const STAFF_ROOTS = ["app/components/admin", "app/routes/admin"];

/**
 * Every source file of the staff area with its text (tests excepted), for the
 * tests that scan it for a pattern it must no longer use.
 */
export function staffSources(): { file: string; text: string }[] {
  const found: { file: string; text: string }[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(entry.name) && !entry.name.includes(".test.")) {
        found.push({ file, text: fs.readFileSync(file, "utf8") });
      }
    }
  };
  STAFF_ROOTS.forEach(walk);
  return found;
}
