// `npm run bench:events`: the page-view beacon's endpoint (POST /api/event,
// decision 045) against a bare Express endpoint that only reads the body and
// answers 204, side by side in one run, then how many views the site stored.
//
//   npm run bench:events [-- --connections 50] [--seconds 10] [--postgres postgres://…]
//                        [--cpu-prof DIR]
//
// Starts the production build (`npm run build` first) on BENCH_PORT (3900)
// with a throwaway database (embedded unless --postgres) and the bare server
// on BENCH_STATIC_PORT (3901). Each request comes from another address
// (X-Forwarded-For, the site trusting loopback), as real visitors do, so the
// per-address limit does not refuse them; the user agent is a browser's.
// --cpu-prof writes the site's CPU profile into DIR when it stops.
// The site is stopped with SIGTERM at the end, which writes the last batch,
// and the stored rows are counted. Target (issue 31): ≥ 2,000 events/s.
import { fork } from "node:child_process";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { cpuMs, load } from "./bench/machine.mjs";
import { startSite } from "./bench/site-server.mjs";

const TARGET_EVENTS_PER_SECOND = 2_000;
const USER_AGENT =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36";
const PATHS = [
  "/",
  "/careers",
  "/blog",
  "/services",
  "/contact",
  "/careers/job/senior-software-engineer",
];

const { values: args } = parseArgs({
  options: {
    connections: { type: "string", default: "50" },
    seconds: { type: "string", default: "10" },
    postgres: { type: "string" },
    "cpu-prof": { type: "string" },
  },
});
const connections = Number(args.connections);
const seconds = Number(args.seconds);

let n = 0;
/** A beacon as the script sends it, from a new address each time. */
function nextRequest(request) {
  n += 1;
  const body = JSON.stringify({
    path: PATHS[n % PATHS.length],
    referrer: n % 3 === 0 ? "www.linkedin.com" : "",
    source: n % 5 === 0 ? "linkedin" : "",
    medium: "",
    campaign: n % 5 === 0 ? "fall" : "",
    device: n % 2 === 0 ? "phone" : "desktop",
  });
  return {
    ...request,
    method: "POST",
    body,
    headers: {
      "content-type": "text/plain;charset=UTF-8",
      "user-agent": USER_AGENT,
      "x-forwarded-for": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
    },
  };
}

async function measure(url, pid, { amount } = {}) {
  const before = pid ? cpuMs(pid) : null;
  const result = await autocannon({
    url: `${url}/api/event`,
    connections,
    ...(amount ? { amount } : { duration: seconds }),
    requests: [{ setupRequest: nextRequest }],
  });
  const after = pid ? cpuMs(pid) : null;
  const cpu = before === null || after === null ? null : after - before;
  return {
    rps: result.requests.average,
    total: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok: result["2xx"],
    errors: result.errors + result.timeouts + result.non2xx,
    cpuPerRequest: cpu === null ? null : (cpu * 1000) / result.requests.total,
  };
}

async function startBare(port) {
  const child = fork(new URL("./bench/bare-event-server.mjs", import.meta.url), [String(port)], {
    stdio: "inherit",
  });
  await new Promise((resolve, reject) => {
    child.once("message", resolve);
    child.once("exit", (code) => reject(new Error(`bare server exited (${code})`)));
  });
  return { url: `http://127.0.0.1:${port}`, pid: child.pid, stop: () => child.kill("SIGTERM") };
}

/** Rows in page_views once the site has stopped (its SIGTERM writes the last batch). */
async function storedViews(site) {
  if (args.postgres) {
    const { default: pg } = await import("pg");
    const client = new pg.Client({ connectionString: args.postgres });
    await client.connect();
    const { rows } = await client.query("select count(*)::int as count from page_views");
    await client.end();
    return rows[0].count;
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const db = await PGlite.create(path.join(site.dataDir, "db"));
  const { rows } = await db.query("select count(*)::int as count from page_views");
  await db.close();
  return rows[0].count;
}

const sitePort = Number(process.env.BENCH_PORT ?? 3900);
const barePort = Number(process.env.BENCH_STATIC_PORT ?? 3901);
const site = await startSite(sitePort, {
  env: {
    TRUST_PROXY: "loopback",
    SEED_DEMO: "false",
    ...(args.postgres ? { DATABASE_URL: args.postgres } : {}),
  },
  keepDataDir: true,
  nodeArgs: args["cpu-prof"] ? ["--cpu-prof", `--cpu-prof-dir=${args["cpu-prof"]}`] : [],
});
const bare = await startBare(barePort);
try {
  // Warm both (the day's salt, the JIT).
  const warm = await measure(site.url, null, { amount: 2_000 });
  await measure(bare.url, null, { amount: 2_000 });
  console.log(
    `${connections} connections, ${seconds} s each; load average ${load()} at start (${args.postgres ? "PostgreSQL" : "embedded database"})`,
  );
  const own = await measure(site.url, site.pid);
  console.log(`  measured the site (load ${load()})`);
  const top = await measure(bare.url, bare.pid);
  console.log(`  measured the bare endpoint (load ${load()})`);
  bare.stop();
  await site.stop();
  const stored = await storedViews(site);

  const format = (value) => Math.round(value).toLocaleString("en-US");
  console.log(
    "\n| endpoint | events/s | p50 | p99 | 204s | errors | CPU/event |\n|---|---|---|---|---|---|---|",
  );
  for (const [label, row] of [
    ["site POST /api/event", own],
    ["bare endpoint", top],
  ]) {
    console.log(
      `| ${label} | ${format(row.rps)} | ${row.p50} ms | ${row.p99} ms | ${format(row.ok)} | ${row.errors} | ${row.cpuPerRequest === null ? "–" : `${format(row.cpuPerRequest)} µs`} |`,
    );
  }
  console.log(
    `\nratio ${((own.rps / top.rps) * 100).toFixed(0)}% of the bare endpoint; stored ` +
      `${format(stored)} views of ${format(own.ok + warm.ok)} answered 204 (run + warm-up)`,
  );
  const pass = own.rps >= TARGET_EVENTS_PER_SECOND && own.errors === 0;
  console.log(
    pass
      ? `PASS: ≥ ${format(TARGET_EVENTS_PER_SECOND)} events/s with no errors`
      : `FAIL: target ≥ ${format(TARGET_EVENTS_PER_SECOND)} events/s with no errors`,
  );
  process.exitCode = pass ? 0 : 1;
} finally {
  bare.stop();
  await site.stop();
  site.removeDataDir();
}
