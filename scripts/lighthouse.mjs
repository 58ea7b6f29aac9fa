// `npm run lighthouse`: Lighthouse 12 (mobile, simulated throttling) against
// the production build, served by this script on its own port with a fresh
// demo database, and prints the four category scores per page.
//
//   npm run build && npm run lighthouse -- [--runs 3] [--port 3485] [--assert] [--details] [/path …]
//
// Performance varies from run to run on a busy machine: each page is measured
// `--runs` times and the median performance run is reported (the other
// categories do not vary). `--assert` exits 1 when a page misses the targets
// (performance ≥ 95; accessibility, best practices and SEO 100). `--details`
// adds, per run, what moves the score on a phone: TBT, the page's element
// count, its stylesheet bytes and the main-thread time by kind of work.
/* global fetch, setTimeout */
import { spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { CATEGORIES, measure, TARGETS } from "./lighthouse-run.mjs";

const DEFAULT_PAGES = ["/", "/careers", "/blog", "/blog/introduction-to-generative-ai"];
const READY_TIMEOUT_MS = 120_000;

function parseArgs(argv) {
  const options = { runs: 3, port: 3485, assert: false, details: false, pages: [] };
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index];
    if (arg === "--runs") options.runs = Number(argv[++index]);
    else if (arg === "--port") options.port = Number(argv[++index]);
    else if (arg === "--assert") options.assert = true;
    else if (arg === "--details") options.details = true;
    else if (arg.startsWith("/")) options.pages.push(arg);
    else throw new Error(`unknown argument: ${arg}`);
  }
  if (!Number.isInteger(options.runs) || options.runs < 1) throw new Error("--runs needs a number");
  if (!options.pages.length) options.pages = DEFAULT_PAGES;
  return options;
}

async function startServer(port) {
  if (!fs.existsSync("build/start.js")) {
    throw new Error("No production build: run `npm run build` first.");
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "arcwell-lighthouse-"));
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["build/start.js"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      AUTH_SECRET: crypto.randomBytes(32).toString("base64"),
      LOG_LEVEL: "warn",
    },
  });
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const ready = await fetch(`${url}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  // Warm up: the first request of each page fills the server's caches.
  for (const page of DEFAULT_PAGES) await fetch(url + page).then((response) => response.text());
  return {
    url,
    async stop() {
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const median = (runs) =>
  [...runs].sort((a, b) => a.scores.performance - b.scores.performance)[
    Math.floor(runs.length / 2)
  ];

const options = parseArgs(process.argv.slice(2));
const server = await startServer(options.port);
let missed = false;
try {
  console.log(`Lighthouse 12, mobile, simulated throttling, ${options.runs} run(s) a page\n`);
  console.log("page".padEnd(42) + "perf  a11y  best  seo   (perf of each run; LCP)");
  for (const page of options.pages) {
    const runs = [];
    for (let run = 0; run < options.runs; run++) runs.push(await measure(server.url + page));
    const { scores, failing, lcp } = median(runs);
    const below = CATEGORIES.filter((category) => scores[category] < TARGETS[category]);
    if (below.length) missed = true;
    console.log(
      page.padEnd(42) +
        CATEGORIES.map((category) => String(scores[category]).padEnd(6)).join("") +
        `(${runs.map((run) => run.scores.performance).join(", ")}; ${lcp})` +
        (below.length ? `  below target: ${below.join(", ")}` : "") +
        (failing.length ? `  failed audits: ${failing.join(", ")}` : ""),
    );
    for (const run of runs) if (run.runtimeError) console.log(`  run failed: ${run.runtimeError}`);
    if (options.details) for (const run of runs) console.log(`  ${run.details}`);
  }
} finally {
  await server.stop();
}
if (options.assert && missed) process.exit(1);
