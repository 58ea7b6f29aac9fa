import fs from "node:fs";
import path from "node:path";

/**
 * The one thing the two Vitest passes differ in: the PostgreSQL pass sets it
 * (.ci/run), and tests/helpers/test-database.ts then opens each file's
 * database on that server instead of PGlite.
 */
export const DATABASE_SWITCH = "TEST_DATABASE_URL";

/** Where Vitest looks for test files (vitest.config.ts `include`). */
export const TEST_ROOTS = ["app", "server", "tests/integration", "tests/lint"];
const TEST_FILE = /\.test\.tsx?$/;
const IMPORTED = [
  /\bfrom\s+["']([^"']+)["']/g,
  /\bimport\s+["']([^"']+)["']/g,
  /\bimport\(\s*["']([^"']+)["']\s*\)/g,
  /\bvi\.mock\(\s*["']([^"']+)["']/g,
];
const EXTENSIONS = ["", ".ts", ".tsx", ".js", ".mjs", "/index.ts", "/index.tsx"];

/** Every test file under `root`, as a path relative to it (forward slashes). */
export function testFiles(root: string): string[] {
  return TEST_ROOTS.flatMap((folder) => {
    const dir = path.join(root, folder);
    if (!fs.existsSync(dir)) return [];
    return fs
      .readdirSync(dir, { recursive: true, encoding: "utf8" })
      .filter((name) => TEST_FILE.test(name) && !name.split(path.sep).includes("node_modules"))
      .map((name) => path.posix.join(folder, name.split(path.sep).join("/")));
  }).sort();
}

/** The project's own file an import names (relative or `~/`), or undefined for a package. */
function resolveImport(root: string, from: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith("~/")) base = path.join(root, "app", specifier.slice(2));
  else if (specifier.startsWith(".")) base = path.resolve(path.dirname(from), specifier);
  else return undefined;
  for (const extension of EXTENSIONS) {
    const candidate = base + extension;
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

/**
 * The test files whose run depends on the database the pass uses: each one
 * that names DATABASE_SWITCH itself or imports, at any depth, a file of the
 * project that does (tests/helpers/test-database.ts, so every file that opens
 * a test database through it). Every other test file runs the same code in
 * both passes; the PostgreSQL pass runs only these (vitest.config.ts), and
 * test-database.ts refuses a file that opens a database without being listed.
 */
export function databaseTestFiles(root: string = process.cwd()): string[] {
  const parsed = new Map<string, { names: boolean; imports: string[] }>();
  const read = (file: string) => {
    let entry = parsed.get(file);
    if (!entry) {
      const source = fs.readFileSync(file, "utf8");
      const imports = IMPORTED.flatMap((pattern) =>
        [...source.matchAll(pattern)].map((match) => resolveImport(root, file, match[1]!)),
      ).filter((imported): imported is string => imported !== undefined);
      entry = { names: source.includes(DATABASE_SWITCH), imports };
      parsed.set(file, entry);
    }
    return entry;
  };
  // Depth-first through the file's imports until one names the switch.
  const dependsOnDatabase = (testFile: string): boolean => {
    const seen = new Set<string>([testFile]);
    const pending = [testFile];
    for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
      const { names, imports } = read(file);
      if (names) return true;
      for (const imported of imports) {
        if (!seen.has(imported)) {
          seen.add(imported);
          pending.push(imported);
        }
      }
    }
    return false;
  };
  return testFiles(root).filter((file) => dependsOnDatabase(path.join(root, file)));
}
