// `npm run bench:crowd`: a crowd of visitors on the production server, as a
// hosting review loads a site: connections ramp from 10 to 200, then hold at
// 200. Each connection is one visitor at a time (a closed loop: the next
// request leaves when the answer is in), mixing what real traffic brings —
// cached pages, the same pages with tracking parameters, new searches, job
// applications with a PDF and contact messages sent through the real forms.
// Afterwards it checks in the database that every acknowledged application
// and message is stored exactly once.
//
//   npm run bench:crowd [-- --url http://127.0.0.1:3000] [--seconds 120,60]
//                       [--max-connections 200] [--min-connections 10]
//                       [--database-url postgres://…]
//
// Without --url it starts the build (`npm run build` first) on BENCH_PORT
// (3900) with a throwaway DATA_DIR of demo content, behind TRUST_PROXY=loopback
// so each simulated visitor's X-Forwarded-For is its own address (the forms'
// per-IP rate limits count visitors, not the bench). With --database-url that
// server uses PostgreSQL and the check queries it there; without, the check
// opens the embedded database once the server has stopped. With --url the
// check needs --database-url. Exit code 1 when an acknowledged submission is
// missing or stored twice. Method and figures: docs/performance.md.
import { Buffer } from "node:buffer";
import crypto from "node:crypto";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { clearTimeout, setTimeout } from "node:timers";
import { setTimeout as sleep } from "node:timers/promises";
import { URL } from "node:url";
import { parseArgs } from "node:util";
import {
  APPLICATION_ACKNOWLEDGED,
  CONTACT_ACKNOWLEDGED,
  applicationBody,
  contactBody,
  oneTimeKey,
  storedCheck,
} from "./bench/crowd-forms.mjs";
import { cpuMs, load } from "./bench/machine.mjs";
import { startSite } from "./bench/site-server.mjs";

/** Cached pages: what most visitors open. */
const PAGES = [
  "/",
  "/careers",
  "/blog",
  "/blog/introduction-to-generative-ai",
  "/careers/job/senior-software-engineer",
];
const JOB_ID = "senior-software-engineer";
const TRACKING = [
  (n) => `fbclid=IwAR${n}`,
  (n) => `gclid=Cj0KCQ${n}`,
  (n) => `utm_source=linkedin&utm_medium=social&utm_campaign=spring-${n}`,
  (n) => `msclkid=${n}`,
];
const SEARCH_WORDS = ["data", "cloud", "engineer", "python", "ai", "remote", "security", "java"];

/**
 * What one visit is, and how often (weights add to 100). A form visit is
 * the form page, the POST and the page the redirect leads to, as a browser
 * without JavaScript does it.
 */
const VISITS = [
  { name: "cached", weight: 70, run: (v) => pageVisit(v, "cached page", pick(PAGES)) },
  {
    name: "tracking",
    weight: 15,
    run: (v) => {
      const n = next();
      return pageVisit(v, "tracking parameters", `${pick(PAGES)}?${pick(TRACKING)(n)}`);
    },
  },
  {
    name: "search",
    weight: 10,
    run: (v) => {
      const base = pick(["/careers", "/blog"]);
      const q = encodeURIComponent(`${pick(SEARCH_WORDS)} ${next()}`);
      return pageVisit(v, "search", `${base}?q=${q}`);
    },
  },
  { name: "application", weight: 2.5, run: (v) => applicationVisit(v) },
  { name: "contact", weight: 2.5, run: (v) => contactVisit(v) },
];
/** The rows of the report: each request is counted under one of these. */
const CLASSES = [
  "cached page",
  "tracking parameters",
  "search",
  "apply: form pages",
  "apply: POST (PDF)",
  "contact: form pages",
  "contact: POST",
];
const PAGE_CLASSES = new Set(["cached page", "tracking parameters", "search"]);
/** One form in ten is sent twice (a double click): still acknowledged, still stored once. */
const DOUBLE_SUBMIT_SHARE = 0.1;
/** As autocannon's default: an answer slower than this is a timeout (an error). */
const TIMEOUT_MS = 10_000;
const PROGRESS_EVERY_MS = 15_000;
const ACCEPT_ENCODING = "gzip, br";
const USER_AGENT =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 arcwell-bench-crowd";
const TARGET_PAGE_P99_MS = 500;

const { values: args } = parseArgs({
  options: {
    url: { type: "string" },
    seconds: { type: "string", default: "120,60" },
    "max-connections": { type: "string", default: "200" },
    "min-connections": { type: "string", default: "10" },
    "database-url": { type: "string" },
  },
});
const [rampSeconds, holdSeconds = 60] = args.seconds.split(",").map(Number);
const maxConnections = Number(args["max-connections"]);
const minConnections = Math.min(Number(args["min-connections"]), maxConnections);
if (![rampSeconds, holdSeconds, maxConnections, minConnections].every((n) => n >= 0)) {
  console.error("--seconds RAMP,HOLD and --max-connections take numbers");
  process.exit(2);
}
if (args.url && !/^http:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?\/?$/.test(args.url)) {
  console.error("bench only targets this machine (http://127.0.0.1:PORT)");
  process.exit(2);
}

const runId = crypto.randomBytes(4).toString("hex");
let counter = 0;
const next = () => ++counter;
const pick = (list) => list[Math.floor(Math.random() * list.length)];
const totalWeight = VISITS.reduce((sum, visit) => sum + visit.weight, 0);
function pickVisit() {
  let roll = Math.random() * totalWeight;
  for (const visit of VISITS) if ((roll -= visit.weight) < 0) return visit;
  return VISITS[0];
}

/**
 * A new visitor address per visitor, in 198.18.0.0/15 (reserved for
 * benchmarks, RFC 2544). It is only a header value: no traffic goes there.
 */
let addresses = 0;
function visitorAddress() {
  const n = ++addresses % (1 << 17);
  return `198.${18 + (n >> 16)}.${(n >> 8) & 255}.${n & 255}`;
}

// ---------------------------------------------------------------- requests

const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
let base;
let holdStartsAt = Infinity;
const stats = { ramp: new Map(), hold: new Map() };
for (const phase of Object.values(stats)) {
  for (const name of CLASSES)
    phase.set(name, { latencies: [], errors: 0, timeouts: 0, statuses: {} });
}
let recent = { requests: 0, errors: 0 };

/** One request, its answer read whole; failures are answers too (status 0). */
function send(className, visitor, { method = "GET", path: target, headers = {}, body }) {
  const started = performance.now();
  const phase = Date.now() >= holdStartsAt ? "hold" : "ramp";
  return new Promise((resolve) => {
    let settled = false;
    const finish = (answer) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      const ms = performance.now() - started;
      const row = stats[phase].get(className);
      row.latencies.push(ms);
      const key = answer.error ?? String(answer.status);
      row.statuses[key] = (row.statuses[key] ?? 0) + 1;
      recent.requests++;
      if (answer.error === "timeout") row.timeouts++;
      if (answer.error || answer.status < 200 || answer.status >= 400) {
        row.errors++;
        recent.errors++;
      }
      resolve(answer);
    };
    const request = http.request(
      base + target,
      {
        method,
        agent,
        headers: {
          "User-Agent": USER_AGENT,
          "Accept-Encoding": ACCEPT_ENCODING,
          "X-Forwarded-For": visitor.address,
          ...headers,
        },
      },
      (response) => {
        const chunks = [];
        response.on("data", (chunk) => chunks.push(chunk));
        response.on("end", () =>
          finish({
            status: response.statusCode,
            location: response.headers.location ?? "",
            encoding: response.headers["content-encoding"],
            body: Buffer.concat(chunks),
          }),
        );
        response.on("error", () => finish({ status: 0, error: "network" }));
      },
    );
    const timer = setTimeout(() => {
      finish({ status: 0, error: "timeout" });
      request.destroy();
    }, TIMEOUT_MS);
    request.on("error", () => finish({ status: 0, error: "network" }));
    request.end(body);
  });
}

function pageVisit(visitor, className, target) {
  return send(className, visitor, { path: target, headers: { Accept: "text/html" } });
}

const submissions = { application: [], contact: [] };

/**
 * GET the form, POST it (twice for a double click), then GET the page the
 * redirect names. Acknowledged = every POST answered with the success
 * redirect; the token (a unique e-mail address) is what the check looks for.
 */
async function formVisit(visitor, kind, { formPath, pagesClass, postClass, encode, success }) {
  const form = await send(pagesClass, visitor, {
    path: formPath,
    headers: { Accept: "text/html", "Accept-Encoding": "identity" },
  });
  // The bench asks for no encoding on form pages, to read the form.
  const key = form.status === 200 ? oneTimeKey(form.body.toString("utf8")) : null;
  if (!key) return;
  const token = `crowd-${runId}-${kind[0]}${next()}@bench.example`;
  const { contentType, body } = encode(token, key);
  const posts = Math.random() < DOUBLE_SUBMIT_SHARE ? 2 : 1;
  const record = { token, posts, acknowledged: true };
  submissions[kind].push(record);
  let answer;
  for (let i = 0; i < posts; i++) {
    answer = await send(postClass, visitor, {
      method: "POST",
      path: formPath,
      headers: {
        "Content-Type": contentType,
        Origin: base,
        "Sec-Fetch-Site": "same-origin",
        Referer: base + formPath,
      },
      body,
    });
    if (!((answer.status === 302 || answer.status === 303) && success.test(answer.location))) {
      record.acknowledged = false;
    }
  }
  if (record.acknowledged) {
    await send(pagesClass, visitor, {
      path: new URL(answer.location, base).pathname + new URL(answer.location, base).search,
      headers: { Accept: "text/html" },
    });
  }
}

function applicationVisit(visitor) {
  return formVisit(visitor, "application", {
    formPath: `/careers/apply/${JOB_ID}`,
    pagesClass: "apply: form pages",
    postClass: "apply: POST (PDF)",
    success: APPLICATION_ACKNOWLEDGED,
    encode: applicationBody,
  });
}

function contactVisit(visitor) {
  return formVisit(visitor, "contact", {
    formPath: "/contact",
    pagesClass: "contact: form pages",
    postClass: "contact: POST",
    success: CONTACT_ACKNOWLEDGED,
    encode: contactBody,
  });
}

// ---------------------------------------------------------------- the run

/** Loads each cached page as bench.mjs does: rendered once, then its brotli upgrade. */
async function warm() {
  const visitor = { address: "198.18.255.254" };
  for (const page of PAGES) {
    const first = await send("cached page", visitor, { path: page });
    if (first.status !== 200) throw new Error(`${page} answered ${first.status}`);
  }
  await sleep(1500);
  for (const page of PAGES) await send("cached page", visitor, { path: page });
  for (const phase of Object.values(stats)) {
    for (const row of phase.values())
      Object.assign(row, { latencies: [], errors: 0, timeouts: 0, statuses: {} });
  }
}

async function crowd(pid) {
  const startsAt = Date.now();
  holdStartsAt = startsAt + rampSeconds * 1000;
  const endsAt = holdStartsAt + holdSeconds * 1000;
  const cpuBefore = pid ? cpuMs(pid) : null;
  const clientBefore = process.cpuUsage();
  const visitors = [];
  const target = () => {
    const elapsed = (Date.now() - startsAt) / 1000;
    if (elapsed >= rampSeconds) return maxConnections;
    return Math.round(minConnections + ((maxConnections - minConnections) * elapsed) / rampSeconds);
  };
  const visitorLoop = async () => {
    const visitor = { address: visitorAddress() };
    while (Date.now() < endsAt) {
      await pickVisit().run(visitor);
      // The next visit is someone else (own address, own rate limits).
      visitor.address = visitorAddress();
    }
  };
  let lastProgress = Date.now();
  while (Date.now() < endsAt) {
    while (visitors.length < target()) visitors.push(visitorLoop());
    if (Date.now() - lastProgress >= PROGRESS_EVERY_MS) {
      const seconds = (Date.now() - lastProgress) / 1000;
      console.log(
        `  t=${Math.round((Date.now() - startsAt) / 1000)} s  connections ${visitors.length}  ` +
          `${Math.round(recent.requests / seconds)} req/s  ${recent.errors} errors  load ${load()}`,
      );
      recent = { requests: 0, errors: 0 };
      lastProgress = Date.now();
    }
    await sleep(100);
  }
  await Promise.all(visitors);
  const client = process.cpuUsage(clientBefore);
  const cpuAfter = pid ? cpuMs(pid) : null;
  return {
    serverCpuMs: cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore,
    clientCpuMs: (client.user + client.system) / 1000,
    seconds: (Date.now() - startsAt) / 1000,
  };
}

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const format = (n) => (Number.isFinite(n) ? Math.round(n).toLocaleString("en-US") : "–");
const ms = (n) => (Number.isFinite(n) ? `${format(n)} ms` : "–");

/** Rows of one or more phases, merged per class. */
function merge(phases) {
  const rows = new Map();
  for (const name of CLASSES) {
    const row = { latencies: [], errors: 0, timeouts: 0, statuses: {} };
    for (const phase of phases) addRow(row, stats[phase].get(name));
    rows.set(name, row);
  }
  return rows;
}

function addRow(into, row) {
  into.latencies = into.latencies.concat(row.latencies);
  into.errors += row.errors;
  into.timeouts += row.timeouts;
  for (const [status, count] of Object.entries(row.statuses)) {
    into.statuses[status] = (into.statuses[status] ?? 0) + count;
  }
}

function report(phases, seconds, title) {
  console.log(`\n${title}\n`);
  console.log(
    "| class | requests | req/s | answered/s (2xx/3xx) | p50 | p95 | p99 | errors | of which timeouts | answers |",
  );
  console.log("|---|---|---|---|---|---|---|---|---|---|");
  const rows = merge(phases);
  const pages = { latencies: [], errors: 0, timeouts: 0, statuses: {} };
  const all = { latencies: [], errors: 0, timeouts: 0, statuses: {} };
  for (const [name, row] of rows) {
    addRow(all, row);
    if (PAGE_CLASSES.has(name)) addRow(pages, row);
  }
  const line = (name, row, showStatuses = true) => {
    const sorted = Float64Array.from(row.latencies).sort();
    const answers = Object.entries(row.statuses)
      .sort((a, b) => b[1] - a[1])
      .map(([status, count]) => `${status}×${format(count)}`)
      .join(" ");
    console.log(
      `| ${name} | ${format(sorted.length)} | ${(sorted.length / seconds).toFixed(1)} | ` +
        `${((sorted.length - row.errors) / seconds).toFixed(1)} | ` +
        `${ms(percentile(sorted, 50))} | ${ms(percentile(sorted, 95))} | ${ms(percentile(sorted, 99))} | ` +
        `${format(row.errors)} | ${format(row.timeouts)} | ${showStatuses ? answers : ""} |`,
    );
    return { p99: percentile(sorted, 99), errors: row.errors };
  };
  for (const [name, row] of rows) line(name, row);
  return {
    pages: line("**pages (cached, tracking, search)**", pages, false),
    all: line("**all requests**", all, false),
  };
}

/** Rows per token in the database: applications and inquiries carrying this run's tokens. */
async function storedCounts({ databaseUrl, dataDir }) {
  const queries = {
    application:
      "select email, count(*)::int as n from applications where email like $1 group by email",
    contact: "select email, count(*)::int as n from inquiries where email like $1 group by email",
  };
  const pattern = `crowd-${runId}-%`;
  const counts = {};
  if (databaseUrl) {
    const { default: pg } = await import("pg");
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      for (const [kind, sql] of Object.entries(queries)) {
        counts[kind] = new Map(
          (await client.query(sql, [pattern])).rows.map((r) => [r.email, r.n]),
        );
      }
    } finally {
      await client.end();
    }
  } else {
    const { PGlite } = await import("@electric-sql/pglite");
    const db = await PGlite.create(path.join(dataDir, "db"));
    try {
      for (const [kind, sql] of Object.entries(queries)) {
        counts[kind] = new Map((await db.query(sql, [pattern])).rows.map((r) => [r.email, r.n]));
      }
    } finally {
      await db.close();
    }
  }
  return counts;
}

function checkStored(counts) {
  let failed = false;
  console.log("\nStored check (each acknowledged submission exactly once in the database):\n");
  console.log(
    "| form | sent | acknowledged | of which sent twice | stored once | lost | stored twice or more | stored, not acknowledged |",
  );
  console.log("|---|---|---|---|---|---|---|---|");
  for (const kind of ["application", "contact"]) {
    const check = storedCheck(submissions[kind], counts[kind]);
    if (!check.ok) failed = true;
    const cells = [
      check.sent,
      check.acknowledged,
      check.sentTwice,
      check.storedOnce,
      check.lost,
      check.storedTwice,
      check.storedNotAcknowledged,
    ];
    console.log(`| ${kind} | ${cells.map(format).join(" | ")} |`);
  }
  return !failed;
}

const sitePort = Number(process.env.BENCH_PORT ?? 3900);
const databaseUrl = args["database-url"];
const running = args.url
  ? { url: args.url.replace(/\/$/, ""), stop: async () => {}, pid: null }
  : await startSite(sitePort, {
      env: { TRUST_PROXY: "loopback", ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
      keepDataDir: true,
    });
base = running.url;
let exitCode = 0;
try {
  await warm();
  console.log(
    `crowd ${runId}: ${minConnections}→${maxConnections} connections over ${rampSeconds} s, ` +
      `then ${holdSeconds} s at ${maxConnections}; ` +
      `visits ${VISITS.map((v) => `${v.name} ${v.weight}%`).join(", ")}; ` +
      `${os.cpus().length} CPUs, load average ${load()} at start` +
      `${databaseUrl ? ", PostgreSQL" : args.url ? "" : ", embedded database"}`,
  );
  const run = await crowd(running.pid);
  agent.destroy();
  const hold = report(
    ["hold"],
    holdSeconds,
    `At ${maxConnections} connections (the last ${holdSeconds} s):`,
  );
  report(["ramp", "hold"], run.seconds, `Whole run (${Math.round(run.seconds)} s, ramp and hold):`);
  // CPU per request barely depends on what else runs on the machine; req/s does.
  const requests = [...merge(["ramp", "hold"]).values()].reduce(
    (n, row) => n + row.latencies.length,
    0,
  );
  const serverCpu =
    run.serverCpuMs === null
      ? "–"
      : `${format(run.serverCpuMs / 1000)} s (${format((run.serverCpuMs * 1000) / requests)} µs a request)`;
  console.log(
    `\nload average at end: ${load()}; CPU used: server ${serverCpu}, ` +
      `bench client ${(run.clientCpuMs / 1000).toFixed(1)} s (of ${Math.round(run.seconds * os.cpus().length)} CPU-seconds)`,
  );
  console.log(
    `targets at ${maxConnections} connections: page p99 < ${TARGET_PAGE_P99_MS} ms ${hold.pages.p99 < TARGET_PAGE_P99_MS ? "met" : "NOT met"}; ` +
      `0 errors ${hold.all.errors === 0 ? "met" : "NOT met"}`,
  );
  await running.stop();
  if (!databaseUrl && args.url) {
    console.log("\nStored check skipped: with --url it needs --database-url.");
  } else {
    const ok = checkStored(await storedCounts({ databaseUrl, dataDir: running.dataDir }));
    console.log(
      ok
        ? "\nNothing acknowledged was lost or stored twice."
        : "\nLOST OR DUPLICATED submissions: see above.",
    );
    if (!ok) exitCode = 1;
  }
} finally {
  await running.stop();
  running.removeDataDir?.();
}
process.exit(exitCode);
