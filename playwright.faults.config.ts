import { defineConfig } from "@playwright/test";
import { playwrightReporters } from "./tests/setup/ci-reporters";

// `npm run test:faults`: the production build under faults — a second process
// on the embedded database, kill -9 during a burst of submissions, SIGTERM
// with uploads in flight, PostgreSQL stopped and started under load. Each
// spec starts its own servers (ports after the e2e block, see
// tests/faults/process.ts); one at a time, as they load the machine.
export default defineConfig({
  testDir: "tests/faults",
  workers: 1,
  retries: 0,
  reporter: playwrightReporters("faults"),
  timeout: 240_000,
  expect: { timeout: 10_000 },
});
