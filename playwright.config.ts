import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { ADMIN, E2E_AUTH_SECRET } from "./tests/e2e/helpers/accounts";
import { CHROMIUM_LAUNCH } from "./tests/e2e/helpers/chromium";
import { TEST_CONTROLS_ENV } from "./tests/e2e/helpers/test-controls";
import { playwrightReporters } from "./tests/setup/ci-reporters";

// One temporary DATA_DIR per run; workers inherit it through the environment.
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), "arcwell-e2e-"));
// Migrated data folders that journeys' own servers start from (helpers/server.ts).
process.env.E2E_SERVER_TEMPLATES ??= fs.mkdtempSync(
  path.join(os.tmpdir(), "arcwell-e2e-templates-"),
);
const PORT = Number(process.env.E2E_PORT ?? 3457);

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: playwrightReporters("e2e"),
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: "retain-on-failure",
    launchOptions: CHROMIUM_LAUNCH,
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    // The shared server starts with one administrator (see helpers/accounts.ts).
    command: `node scripts/admin-create.mjs --email '${ADMIN.email}' --password '${ADMIN.password}' --name '${ADMIN.name}' && node build/start.js`,
    url: `http://127.0.0.1:${PORT}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      NODE_ENV: "production",
      PORT: String(PORT),
      HOST: "127.0.0.1",
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      AUTH_SECRET: E2E_AUTH_SECRET,
      DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: "warn",
      // Tests give each journey its own client IP (X-Forwarded-For) so the
      // contact rate limit is per test, as it is per visitor in production.
      TRUST_PROXY: "loopback",
      NOTIFY_EMAIL: "team@example.com",
      // Tests let time pass for scheduled work instead of waiting (decision 029).
      ...TEST_CONTROLS_ENV,
    },
  },
});
