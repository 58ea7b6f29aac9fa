// `npm test`: runs the named npm scripts in order, stops at the first that
// fails, and prints how long each took. Under `.ci/run` (CI_REPORT_DIR set)
// the durations are also appended to steps.tsv for the run's summary.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";

const steps = process.argv.slice(2);
const timings = [];
let failed = null;

for (const step of steps) {
  const started = performance.now();
  const { status, signal } = spawnSync("npm", ["run", "--silent", step], { stdio: "inherit" });
  const seconds = (performance.now() - started) / 1000;
  const ok = status === 0;
  timings.push({ step, seconds, ok });
  if (process.env.CI_REPORT_DIR) {
    fs.appendFileSync(
      path.join(process.env.CI_REPORT_DIR, "steps.tsv"),
      `npm run ${step}\t${seconds.toFixed(1)}\t${ok ? "passed" : "failed"}\n`,
    );
  }
  if (!ok) {
    failed = { step, status, signal };
    break;
  }
}

console.log("\nnpm test steps:");
for (const { step, seconds, ok } of timings) {
  console.log(`  ${ok ? "passed" : "FAILED"}  ${seconds.toFixed(1).padStart(7)} s  ${step}`);
}
if (failed) {
  console.log(`npm test failed at "${failed.step}" (${failed.signal ?? `exit ${failed.status}`})`);
  process.exit(failed.status || 1);
}
