import path from "node:path";
import type { ReporterDescription } from "@playwright/test";

/**
 * `.ci/run` sets CI_REPORT_DIR: each suite then also writes a JSON report
 * there, from which `scripts/ci-report.mjs` prints the slowest tests and the
 * tests that only passed on their retry. Locally the list reporter is all.
 */
export function playwrightReporters(suite: string): ReporterDescription[] {
  const dir = process.env.CI_REPORT_DIR;
  if (!dir) return [["list"]];
  return [["list"], ["json", { outputFile: path.join(dir, `playwright-${suite}.json`) }]];
}
