import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { browserScripts } from "./scripts/browser-scripts-plugin";
import { databaseTestFiles } from "./tests/setup/database-test-files";
import SlowestFirst from "./tests/setup/slowest-first";

// Under `.ci/run` (CI_REPORT_DIR set) each pass also writes a JSON report,
// read by scripts/ci-report.mjs for the slowest tests.
const reportDir = process.env.CI_REPORT_DIR;
const pass = process.env.TEST_DATABASE_URL ? "postgres" : "pglite";

const ALL_TEST_FILES = [
  "app/**/*.test.{ts,tsx}",
  "server/**/*.test.ts",
  "tests/integration/**/*.test.ts",
  "tests/lint/**/*.test.ts",
];

export default defineConfig({
  // The automatic runtime without its dev-only entry, so a suite may load
  // React's production build (tests/helpers/production-mode.ts).
  esbuild: { jsxDev: false },
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  // root.tsx imports the public pages' script URLs from this virtual module;
  // suites that render through the request handler need it resolved.
  plugins: [browserScripts()],
  test: {
    // The PostgreSQL pass (TEST_DATABASE_URL) runs the files whose run depends
    // on the database, each again on PostgreSQL; the others (pure functions,
    // lint, markup) run the same code in both passes, so once is enough
    // (tests/setup/database-test-files.ts; test-database.ts refuses a file
    // that opens a database without being listed).
    include: pass === "postgres" ? databaseTestFiles() : ALL_TEST_FILES,
    environment: "node",
    globalSetup: ["tests/setup/global-database.ts"],
    setupFiles: ["tests/setup/test-env.ts"],
    // Every file has its own database, DATA_DIR and ports, so files run side
    // by side on every core (Vitest would leave one core to itself: on a
    // 2-core CI machine that halved the two passes' speed).
    maxWorkers: 2,
    // The fuzz suites first, so neither worker is left with one at the end.
    sequence: { sequencer: SlowestFirst },
    testTimeout: 30_000,
    ...(reportDir && {
      reporters: ["default", "json"],
      outputFile: { json: path.join(reportDir, `vitest-${pass}.json`) },
    }),
    hookTimeout: 60_000,
  },
});
