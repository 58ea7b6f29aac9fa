// `npm run bench:miss`: what one cache miss costs the server, page by page,
// one request at a time (issue 26 target: a median of at most 15 ms).
//
//   npm run bench:miss [-- --requests 60] [--pages "HEAD /,GET /careers?q=data%20{n}"]
//                      [--cpu-prof DIR]
//
// --cpu-prof writes the server's CPU profile into DIR when it stops (read it
// in Chrome DevTools, or sum its self time by function).
// Starts the production build (`npm run build` first) on BENCH_PORT (3900)
// with a throwaway database of demo content. The server time of a request is
// the duration in the server's own request log (from the first middleware to
// the last byte written), so the client's time is not counted.
//
// How each request misses: a page with `{n}` gets a new number each time (a
// new search: a GET through the whole miss path, capture and compression for
// the cache included). A page without is asked with HEAD: the cache stores
// nothing for a HEAD, so each one renders the page (everything a GET miss does
// but keep the entry and compress it for the cache). The pages with forms
// (`/contact`, the apply form) are cached like the others since decision 033.
/* global fetch */
import { Buffer } from "node:buffer";
import { setTimeout as sleep } from "node:timers/promises";
import fs from "node:fs";
import { parseArgs } from "node:util";
import { cpuMs, load } from "./bench/machine.mjs";
import { startSite } from "./bench/site-server.mjs";

const DEFAULT_PAGES = [
  "HEAD /",
  "HEAD /services",
  "HEAD /staff-augmentation",
  "HEAD /contact",
  "HEAD /careers",
  "GET /careers?q=data%20{n}",
  "HEAD /careers/job/senior-software-engineer",
  "HEAD /blog",
  "GET /blog?q=cloud%20{n}",
  "HEAD /blog/introduction-to-generative-ai",
  "HEAD /privacy",
];

const { values: args } = parseArgs({
  options: {
    pages: { type: "string" },
    requests: { type: "string", default: "60" },
    warmup: { type: "string", default: "10" },
    "cpu-prof": { type: "string" },
  },
});
const requests = Number(args.requests);
const warmup = Number(args.warmup);
const pages = args.pages ? args.pages.split(",") : DEFAULT_PAGES;

let unique = 0;
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};

const site = await startSite(Number(process.env.BENCH_PORT ?? 3900), {
  nodeArgs: args["cpu-prof"] ? ["--cpu-prof", `--cpu-prof-dir=${args["cpu-prof"]}`] : [],
});
let logOffset = fs.statSync(site.logFile).size;
/** Request-log durations written since the last call, for `path` (the log has no query). */
function loggedDurations(method, path) {
  const text = fs.readFileSync(site.logFile, "utf8").slice(logOffset);
  logOffset += Buffer.byteLength(text);
  const durations = [];
  for (const line of text.split("\n")) {
    if (!line.startsWith("{")) continue;
    const record = JSON.parse(line);
    if (record.msg === "request" && record.method === method && record.path === path) {
      durations.push(record.ms);
    }
  }
  return durations;
}

try {
  console.log(`server time of one miss, ${requests} requests a page, one at a time`);
  console.log(
    "| page | method | median | p90 | min | server CPU/request | load average (1, 5, 15 min) |",
  );
  console.log("|---|---|---|---|---|---|---|");
  for (const spec of pages) {
    const [method, template] = spec.includes(" ") ? spec.split(" ") : ["GET", spec];
    const path = template.split("?")[0];
    const ask = async () => {
      const url = site.url + template.replaceAll("{n}", String(++unique));
      const response = await fetch(url, { method, headers: { "Accept-Encoding": "gzip, br" } });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${method} ${url} answered ${response.status}`);
    };
    for (let i = 0; i < warmup; i++) await ask();
    await sleep(200);
    loggedDurations(method, path);
    const cpuBefore = cpuMs(site.pid);
    for (let i = 0; i < requests; i++) await ask();
    const cpu = (cpuMs(site.pid) - cpuBefore) / requests;
    await sleep(200);
    const ms = loggedDurations(method, path);
    if (ms.length !== requests) throw new Error(`${spec}: ${ms.length} log lines`);
    const fmt = (value) => `${value.toFixed(1)} ms`;
    console.log(
      `| \`${template}\` | ${method} | ${fmt(median(ms))} | ${fmt(quantile(ms, 0.9))} | ${fmt(Math.min(...ms))} | ${fmt(cpu)} | ${load()} |`,
    );
  }
} finally {
  await site.stop();
}
