// Prints the summary at the end of `.ci/run`: how long each step took, the
// ten slowest tests of every suite together, and the tests that passed only
// on their retry (so they get fixed rather than forgotten). Reads what the
// suites wrote into CI_REPORT_DIR (see tests/setup/ci-reporters.ts and
// vitest.config.ts).
import fs from "node:fs";
import path from "node:path";

const dir = process.argv[2] ?? process.env.CI_REPORT_DIR;
if (!dir || !fs.existsSync(dir)) {
  console.log("No CI report folder; nothing to summarise.");
  process.exit(0);
}

const readJson = (file) => {
  try {
    return JSON.parse(fs.readFileSync(path.join(dir, file), "utf8"));
  } catch {
    return null;
  }
};

/** Every test of a Playwright JSON report: title, duration of its last try, tries used. */
function playwrightTests(report, suite) {
  const out = [];
  const walk = (node, titles) => {
    for (const child of node.suites ?? []) walk(child, [...titles, child.title]);
    for (const spec of node.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const results = test.results ?? [];
        const last = results.at(-1);
        out.push({
          suite,
          title: [...titles, spec.title].filter(Boolean).join(" › "),
          seconds: (last?.duration ?? 0) / 1000,
          status: test.status, // expected | unexpected | flaky | skipped
          tries: results.length,
        });
      }
    }
  };
  walk(report, []);
  return out;
}

/** Every test of a Vitest JSON report. */
function vitestTests(report, suite) {
  return (report.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? []).map((test) => ({
      suite,
      title: `${path.relative(process.cwd(), file.name)} › ${test.fullName}`,
      seconds: (test.duration ?? 0) / 1000,
      status: test.status === "passed" ? "expected" : test.status,
      tries: 1,
    })),
  );
}

const tests = [];
for (const file of fs.readdirSync(dir).sort()) {
  const report = file.endsWith(".json") ? readJson(file) : null;
  if (!report) continue;
  const suite = file.replace(/\.json$/, "");
  tests.push(
    ...(file.startsWith("playwright-")
      ? playwrightTests(report, suite)
      : vitestTests(report, suite)),
  );
}

const stepsFile = path.join(dir, "steps.tsv");
if (fs.existsSync(stepsFile)) {
  console.log("\nCI steps:");
  let total = 0;
  for (const line of fs.readFileSync(stepsFile, "utf8").trim().split("\n")) {
    const [step, seconds, status] = line.split("\t");
    total += Number(seconds);
    const minutes = (Number(seconds) / 60).toFixed(1);
    console.log(
      `  ${status === "passed" ? "passed" : "FAILED"}  ${minutes.padStart(5)} min  ${step}`,
    );
  }
  console.log(`  total ${(total / 60).toFixed(1)} min`);
}

console.log("\nTen slowest tests:");
for (const test of [...tests].sort((a, b) => b.seconds - a.seconds).slice(0, 10)) {
  console.log(`  ${test.seconds.toFixed(1).padStart(6)} s  [${test.suite}] ${test.title}`);
}

const retried = tests.filter((test) => test.status === "flaky");
console.log(
  retried.length
    ? `\nPassed only on retry (${retried.length}) — fix these:`
    : "\nNo test needed its retry.",
);
for (const test of retried) console.log(`  [${test.suite}] ${test.title}`);

const counts = new Map();
for (const test of tests) counts.set(test.suite, (counts.get(test.suite) ?? 0) + 1);
console.log(
  `\nTests reported: ${[...counts].map(([suite, n]) => `${suite} ${n}`).join(", ") || "none"}`,
);
