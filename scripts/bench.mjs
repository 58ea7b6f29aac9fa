// `npm run bench`: each public page of the production server against the
// same bytes served from memory by a bare Express server, in one run.
//
//   npm run bench [-- --url http://127.0.0.1:3000] [--pages /,/careers]
//                 [--connections 50] [--seconds 10] [--postgres postgres://…]
//
// A page containing `{n}` gets a new number in each request (e.g.
// `/?fbclid={n}`, `/careers?q=data%20{n}`): tracking parameters and new
// searches, measured side by side with the cached pages. Its ceiling serves the
// bytes of one such answer.
//
// Without --url it starts the build on BENCH_PORT (3900) with a throwaway
// database of demo content; the ceiling listens on BENCH_STATIC_PORT (3901).
// --postgres also starts the build on that PostgreSQL database (demo content
// is seeded into it; use a throwaway one) on BENCH_PG_PORT (3902), and
// measures both sites against the same ceiling, page by page.
// Method and latest figures: docs/performance.md.
/* global fetch */
import { Buffer } from "node:buffer";
import { setTimeout as sleep } from "node:timers/promises";
import { fork } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { cpuMs, load } from "./bench/machine.mjs";
import { startSite } from "./bench/site-server.mjs";

const DEFAULT_PAGES = [
  "/",
  "/careers",
  "/blog",
  "/blog/introduction-to-generative-ai",
  "/careers/job/senior-software-engineer",
  "/blog?q=data",
];
const TARGET_RATIO = 0.6;
const TARGET_P99_MS = 100;
const ACCEPT = "gzip, br";

const { values: args } = parseArgs({
  options: {
    url: { type: "string" },
    pages: { type: "string" },
    connections: { type: "string", default: "50" },
    seconds: { type: "string", default: "10" },
    postgres: { type: "string" },
  },
});
const connections = Number(args.connections);
const seconds = Number(args.seconds);
const pages = args.pages ? args.pages.split(",") : DEFAULT_PAGES;

if (args.url && !/^http:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?\/?$/.test(args.url)) {
  console.error("bench only targets this machine (http://127.0.0.1:PORT)");
  process.exit(2);
}

const UNIQUE = "{n}";
let unique = 0;
const concrete = (pagePath) => pagePath.replaceAll(UNIQUE, String(++unique));

/**
 * The page as the site sends it to a browser: warmed (cached), then its
 * bytes. A `{n}` page is a new URL each time, so its cache column is the
 * first answer's (what each request of the run gets).
 */
async function snapshot(base, template) {
  const pagePath = concrete(template);
  const get = () => fetch(base + pagePath, { headers: { "Accept-Encoding": ACCEPT } });
  const first = await get();
  await first.arrayBuffer();
  // A miss and two hits: from its second hit the cache recompresses a page's
  // brotli at the best quality, in the background.
  for (let hit = 0; hit < 2; hit++) await (await get()).arrayBuffer();
  await sleep(1500);
  const response = await get();
  if (response.status !== 200) throw new Error(`${pagePath} answered ${response.status}`);
  // fetch decodes the body; the ceiling must send the bytes as they came.
  const raw = await rawBody(base + pagePath);
  const cacheOf = (answer) => answer.headers.get("x-cache") ?? "none";
  return {
    path: template,
    ceilingPath: pagePath,
    cache: template.includes(UNIQUE) ? cacheOf(first) : cacheOf(response),
    contentType: response.headers.get("content-type"),
    contentEncoding: raw.encoding,
    body: raw.body.toString("base64"),
    bytes: raw.body.length,
  };
}

function rawBody(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "Accept-Encoding": ACCEPT } }, (res) => {
        const chunks = [];
        res.on("data", (chunk) => chunks.push(chunk));
        res.on("end", () =>
          resolve({ body: Buffer.concat(chunks), encoding: res.headers["content-encoding"] }),
        );
      })
      .on("error", reject);
  });
}

async function startCeiling(port, snapshots) {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "arcwell-ceiling-")), "pages.json");
  fs.writeFileSync(file, JSON.stringify(snapshots));
  const child = fork(new URL("./bench/static-server.mjs", import.meta.url), [port, file], {
    stdio: "inherit",
  });
  await new Promise((resolve, reject) => {
    child.once("message", resolve);
    child.once("exit", (code) => reject(new Error(`ceiling exited (${code})`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    stop: () => {
      child.kill("SIGTERM");
      fs.rmSync(path.dirname(file), { recursive: true, force: true });
    },
  };
}

async function measure(url, pid) {
  const cpuBefore = pid ? cpuMs(pid) : null;
  const { origin, pathname, search } = new URL(url.replaceAll(UNIQUE, "0"));
  const template = url.slice(origin.length);
  const result = await autocannon({
    url: origin + pathname + search,
    connections,
    duration: seconds,
    headers: { "accept-encoding": ACCEPT },
    ...(template.includes(UNIQUE) && {
      requests: [{ setupRequest: (request) => ({ ...request, path: concrete(template) }) }],
    }),
  });
  const cpuAfter = pid ? cpuMs(pid) : null;
  const cpu = cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore;
  return {
    // CPU µs per answered request.
    cpuPerRequest: cpu === null ? null : (cpu * 1000) / result.requests.total,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

const sitePort = Number(process.env.BENCH_PORT ?? 3900);
const ceilingPort = Number(process.env.BENCH_STATIC_PORT ?? 3901);
const pgPort = Number(process.env.BENCH_PG_PORT ?? 3902);
const site = args.url ? { url: args.url.replace(/\/$/, ""), stop: async () => {} } : null;
const running = site ?? (await startSite(sitePort));
const sites = [{ label: args.url ? "given" : "embedded", ...running }];
let ceiling;
try {
  if (args.postgres) {
    sites.push({
      label: "PostgreSQL",
      ...(await startSite(pgPort, { env: { DATABASE_URL: args.postgres } })),
    });
  }
  const snapshots = [];
  for (const pagePath of pages) snapshots.push(await snapshot(running.url, pagePath));
  ceiling = await startCeiling(
    ceilingPort,
    snapshots.map((page) => ({ ...page, path: page.ceilingPath })),
  );

  console.log(
    `${connections} connections, ${seconds} s a page, Accept-Encoding: ${ACCEPT}; ` +
      `${os.cpus().length} CPUs, load average ${load()} at start`,
  );
  const rows = [];
  for (const page of snapshots) {
    const measured = [];
    for (const one of sites) {
      // Warm this site's copy too (the snapshot came from the first).
      if (one !== sites[0]) await snapshot(one.url, page.path);
      measured.push({ one, own: await measure(one.url + page.path, one.pid) });
    }
    const top = await measure(ceiling.url + page.ceilingPath, ceiling.pid);
    for (const { one, own } of measured) {
      const ratio = own.rps / top.rps;
      const pass = ratio >= TARGET_RATIO && own.p99 < TARGET_P99_MS && own.errors === 0;
      rows.push({ page, database: one.label, own, top, ratio, pass });
    }
    console.log(`  measured ${page.path} (load ${load()})`);
  }

  const format = (n) => Math.round(n).toLocaleString("en-US");
  const cpu = (n) => (n === null ? "–" : `${format(n)} µs`);
  console.log(
    "\n| page | database | bytes | cache | site req/s | ceiling req/s | ratio | site p50 | site p99 | ceiling p99 | errors | CPU/req site | CPU/req ceiling | target |",
  );
  console.log("|---|---|---|---|---|---|---|---|---|---|---|---|---|---|");
  for (const { page, database, own, top, ratio, pass } of rows) {
    console.log(
      `| \`${page.path}\` | ${database} | ${format(page.bytes)} ${page.contentEncoding ?? "identity"} | ${page.cache} | ` +
        `${format(own.rps)} | ${format(top.rps)} | ${(ratio * 100).toFixed(0)}% | ` +
        `${own.p50} ms | ${own.p99} ms | ${top.p99} ms | ${own.errors} | ` +
        `${cpu(own.cpuPerRequest)} | ${cpu(top.cpuPerRequest)} | ${pass ? "met" : "NOT met"} |`,
    );
  }
  console.log(`\nload average at end: ${load()}`);
  for (const one of sites) {
    if (!one.logFile) continue;
    const kb = format(fs.statSync(one.logFile).size / 1024);
    console.log(`server log (${one.label}): ${kb} KB written`);
  }
  process.exitCode = rows.every((row) => row.pass) ? 0 : 1;
} finally {
  ceiling?.stop();
  for (const one of sites) await one.stop();
}
