// `npm run bench`: each public page of the production server against the
// same bytes served from memory by a bare Express server, in one run.
//
//   npm run bench [-- --url http://127.0.0.1:3000] [--pages /,/careers]
//                 [--connections 50] [--seconds 10]
//
// `{n}` in a page is a new number for every request (`/?fbclid={n}`: each
// visit from a Facebook link is a different URL); the ceiling answers it with
// the bytes of `{n}` = 0.
//
// Without --url it starts the build on BENCH_PORT (3900) with a throwaway
// database of demo content; the ceiling listens on BENCH_STATIC_PORT (3901).
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
  },
});
const connections = Number(args.connections);
const seconds = Number(args.seconds);
const pages = args.pages ? args.pages.split(",") : DEFAULT_PAGES;

if (args.url && !/^http:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?\/?$/.test(args.url)) {
  console.error("bench only targets this machine (http://127.0.0.1:PORT)");
  process.exit(2);
}

const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(" ");

const UNIQUE = "{n}";
const once = (pagePath) => pagePath.replace(UNIQUE, "0");

/** The page as the site sends it to a browser: warmed (cached), then its bytes. */
async function snapshot(base, template) {
  const pagePath = once(template);
  const get = () => fetch(base + pagePath, { headers: { "Accept-Encoding": ACCEPT } });
  // A miss and two hits: the cache then recompresses brotli at its best quality in the background.
  for (let visit = 0; visit < 3; visit++) await (await get()).arrayBuffer();
  await sleep(1500);
  const response = await get();
  if (response.status !== 200) throw new Error(`${pagePath} answered ${response.status}`);
  // fetch decodes the body; the ceiling must send the bytes as they came.
  const raw = await rawBody(base + pagePath);
  return {
    path: pagePath,
    template,
    cache: response.headers.get("x-cache") ?? "none",
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

/**
 * CPU time a process has used, in ms (Linux /proc; null elsewhere or for a
 * server this script did not start). Unlike req/s it barely depends on what
 * else runs on the machine, so it is printed next to the throughput.
 */
function cpuMs(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    // utime and stime: fields 14 and 15 of stat, in clock ticks (100 per second).
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

async function measure(base, template, pid) {
  const cpuBefore = pid ? cpuMs(pid) : null;
  let counter = 0;
  const result = await autocannon({
    url: base + once(template),
    connections,
    duration: seconds,
    headers: { "accept-encoding": ACCEPT },
    requests: template.includes(UNIQUE)
      ? [{ setupRequest: (request) => ({ ...request, path: template.replace(UNIQUE, ++counter) }) }]
      : undefined,
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
const site = args.url ? { url: args.url.replace(/\/$/, ""), stop: async () => {} } : null;
const running = site ?? (await startSite(sitePort));
let ceiling;
try {
  const snapshots = [];
  for (const pagePath of pages) snapshots.push(await snapshot(running.url, pagePath));
  ceiling = await startCeiling(ceilingPort, snapshots);

  console.log(
    `${connections} connections, ${seconds} s a page, Accept-Encoding: ${ACCEPT}; ` +
      `${os.cpus().length} CPUs, load average ${load()} at start`,
  );
  const rows = [];
  for (const page of snapshots) {
    const own = await measure(running.url, page.template, running.pid);
    const top = await measure(ceiling.url, page.path, ceiling.pid);
    const ratio = own.rps / top.rps;
    const pass = ratio >= TARGET_RATIO && own.p99 < TARGET_P99_MS && own.errors === 0;
    rows.push({ page, own, top, ratio, pass });
    console.log(`  measured ${page.path} (load ${load()})`);
  }

  const format = (n) => Math.round(n).toLocaleString("en-US");
  const cpu = (n) => (n === null ? "–" : `${format(n)} µs`);
  console.log(
    "\n| page | bytes | cache | site req/s | ceiling req/s | ratio | site p50 | site p99 | ceiling p99 | errors | CPU/req site | CPU/req ceiling | target |",
  );
  console.log("|---|---|---|---|---|---|---|---|---|---|---|---|---|");
  for (const { page, own, top, ratio, pass } of rows) {
    console.log(
      `| \`${page.template}\` | ${format(page.bytes)} ${page.contentEncoding ?? "identity"} | ${page.cache} | ` +
        `${format(own.rps)} | ${format(top.rps)} | ${(ratio * 100).toFixed(0)}% | ` +
        `${own.p50} ms | ${own.p99} ms | ${top.p99} ms | ${own.errors} | ` +
        `${cpu(own.cpuPerRequest)} | ${cpu(top.cpuPerRequest)} | ${pass ? "met" : "NOT met"} |`,
    );
  }
  console.log(`\nload average at end: ${load()}`);
  if (running.logFile) {
    console.log(`server log: ${format(fs.statSync(running.logFile).size / 1024)} KB written`);
  }
  process.exitCode = rows.every((row) => row.pass) ? 0 : 1;
} finally {
  ceiling?.stop();
  await running.stop();
}
