// `npm test`: runs the named npm scripts in order, stops at the first that
// fails, and prints how long each took. Scripts joined by "+" run side by side
// (single-threaded ones such as tsc and eslint: on a 2-core machine the pair
// takes about as long as the slower of the two). Under `.ci/run`
// (CI_REPORT_DIR set) the durations are also appended to steps.tsv for the
// run's summary.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";

const groups = process.argv.slice(2).map((arg) => arg.split("+"));
const timings = [];
let failed = null;

function run(step) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", "--silent", step], { stdio: "inherit" });
    child.on("exit", (status, signal) => {
      const seconds = (performance.now() - started) / 1000;
      resolve({ step, status, signal, seconds, ok: status === 0 });
    });
  });
}

for (const group of groups) {
  const results = await Promise.all(group.map(run));
  for (const { step, seconds, ok } of results) {
    timings.push({ step, seconds, ok });
    if (process.env.CI_REPORT_DIR) {
      fs.appendFileSync(
        path.join(process.env.CI_REPORT_DIR, "steps.tsv"),
        `npm run ${step}\t${seconds.toFixed(1)}\t${ok ? "passed" : "failed"}\n`,
      );
    }
  }
  failed = results.find((result) => !result.ok) ?? null;
  if (failed) break;
}

console.log("\nnpm test steps:");
for (const { step, seconds, ok } of timings) {
  console.log(`  ${ok ? "passed" : "FAILED"}  ${seconds.toFixed(1).padStart(7)} s  ${step}`);
}
if (failed) {
  console.log(`npm test failed at "${failed.step}" (${failed.signal ?? `exit ${failed.status}`})`);
  process.exit(failed.status || 1);
}
