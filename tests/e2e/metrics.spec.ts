import { expect, test } from "@playwright/test";
import {
  ownServerPort,
  SERVER_START_TIMEOUT_MS,
  startServer,
  type RunningServer,
} from "./helpers/server";

// /metrics end to end on the production build: Prometheus text from this
// machine, with every series the operator watches; 403 for a proxied
// request and a wrong token; the configured token opens it.
const TOKEN = "e2e-metrics-token-0123456789";

test.describe.configure({ mode: "serial" });

let server: RunningServer;
test.beforeAll(async () => {
  test.setTimeout(SERVER_START_TIMEOUT_MS);
  server = await startServer(ownServerPort(50), { METRICS_TOKEN: TOKEN });
});
test.afterAll(async () => {
  await server?.stop();
});

function scrape(headers: Record<string, string> = {}) {
  return fetch(`${server.url}/metrics`, { headers });
}

/** The value of one sample line, e.g. `page_cache_requests_total{result="hit"}`. */
function valueOf(body: string, series: string): number | undefined {
  const line = body.split("\n").find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

test("from this machine /metrics answers every series, labelled by route pattern", async () => {
  const first = await fetch(`${server.url}/careers`);
  const second = await fetch(`${server.url}/careers`);
  expect([first.headers.get("x-cache"), second.headers.get("x-cache")]).toEqual(["miss", "hit"]);
  expect((await fetch(`${server.url}/careers/job/senior-software-engineer`)).status).toBe(200);
  expect((await fetch(`${server.url}/no-such-page-for-metrics`)).status).toBe(404);
  expect((await fetch(`${server.url}/favicon.svg`)).status).toBe(200);

  const response = await scrape();
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("text/plain; version=0.0.4; charset=utf-8");
  expect(response.headers.get("cache-control")).toBe("no-store");
  const body = await response.text();

  const requests = (route: string, status: number) =>
    valueOf(body, `http_requests_total{method="GET",route="${route}",status="${status}"}`);
  expect(requests("/careers", 200)).toBe(2);
  expect(requests("/careers/job/:jobId", 200)).toBe(1);
  expect(requests("unmatched", 404)).toBe(1);
  expect(requests("static", 200)).toBeGreaterThanOrEqual(1);
  expect(body).not.toContain("no-such-page-for-metrics");
  expect(body).not.toContain("senior-software-engineer");
  expect(valueOf(body, 'http_request_duration_seconds_count{method="GET",route="/careers"}')).toBe(
    2,
  );
  expect(valueOf(body, 'page_cache_requests_total{result="hit"}')).toBeGreaterThanOrEqual(1);
  expect(valueOf(body, 'page_cache_requests_total{result="miss"}')).toBeGreaterThanOrEqual(1);
  expect(valueOf(body, 'db_errors_total{kind="unavailable"}')).toBe(0);
  expect(valueOf(body, 'db_errors_total{kind="pool"}')).toBe(0);
  expect(valueOf(body, 'emails_total{result="sent"}')).toBeGreaterThanOrEqual(0);
  expect(valueOf(body, 'emails_total{result="failed"}')).toBe(0);
  expect(valueOf(body, 'sms_total{result="failed"}')).toBe(0);
  expect(valueOf(body, "process_cpu_seconds_total")).toBeGreaterThan(0);
  expect(body).toContain("# TYPE nodejs_eventloop_lag_seconds gauge");
  // The embedded database has no connection pool: the gauge is declared, without samples.
  expect(body).toContain("# TYPE db_pool_connections gauge");
  expect(body).not.toMatch(/^db_pool_connections\{/m);
  // The job queue starts beside the server; its depth is read at each scrape.
  await expect
    .poll(
      async () => valueOf(await (await scrape()).text(), 'job_queue_depth{queue="send-email"}'),
      {
        timeout: 20_000,
      },
    )
    .toBeGreaterThanOrEqual(0);
});

test("a proxied request and a wrong token get 403; the configured token gets the metrics", async () => {
  const refusals: Array<Record<string, string>> = [
    { "X-Forwarded-For": "127.0.0.1" },
    { Forwarded: "for=127.0.0.1" },
    { Authorization: `Bearer ${TOKEN}-wrong` },
    { Authorization: "Bearer short" },
  ];
  for (const headers of refusals) {
    const refused = await scrape(headers);
    expect(refused.status, JSON.stringify(headers)).toBe(403);
    expect(refused.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(refused.headers.get("cache-control")).toBe("no-store");
    expect(await refused.text()).not.toContain("http_requests_total");
  }
  const allowed = await scrape({
    Authorization: `Bearer ${TOKEN}`,
    "X-Forwarded-For": "203.0.113.7",
  });
  expect(allowed.status).toBe(200);
  expect(await allowed.text()).toContain("http_requests_total");
});
