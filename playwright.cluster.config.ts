import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_LAUNCH } from "./tests/e2e/helpers/chromium";
import { clusterPorts } from "./tests/cluster/ports";
import type { ClusterOptions } from "./tests/cluster/fixtures";
import { playwrightReporters } from "./tests/setup/ci-reporters";

// `npm run test:cluster`: two instances on one PostgreSQL and one S3 bucket —
// files, limits and the page cache's invalidation seen through either (the
// cache journeys also on a lone instance on the embedded database).
// Servers: tests/cluster/global-setup.ts.
const { first, second, embedded } = clusterPorts();
const url = (port: number) => `http://127.0.0.1:${port}`;

export default defineConfig<ClusterOptions>({
  testDir: "tests/cluster",
  globalSetup: "./tests/cluster/global-setup.ts",
  // The journeys change shared content (company settings, limits): one at a time.
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: playwrightReporters("cluster"),
  timeout: 90_000,
  expect: { timeout: 10_000 },
  use: {
    ...devices["Desktop Chrome"],
    channel: undefined,
    launchOptions: CHROMIUM_LAUNCH,
    trace: "retain-on-failure",
  },
  projects: [
    {
      name: "postgres-two-instances",
      use: { writer: url(first), readers: [url(first), url(second)] },
    },
    {
      name: "embedded-one-instance",
      testMatch: "cache-invalidation.spec.ts",
      use: { writer: url(embedded), readers: [url(embedded)] },
    },
  ],
});
