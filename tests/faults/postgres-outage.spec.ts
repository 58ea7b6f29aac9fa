import { expect, test } from "@playwright/test";
import { faultPort, newDataDir, serverEnv, startServerProcess } from "./process";
import { throwawayPostgres } from "./postgres";
import { postInquiry, sendInquiry } from "./submissions";

const RECOVERY_LIMIT_MS = 5_000;
// Pages the cache holds when the database goes away: they are still served.
// The contact page among them: its visitor opened the form before sending it.
const CACHED_PAGES = ["/", "/careers", "/blog", "/contact"];

test("PostgreSQL stopped and started under load: cached pages served, 503 for the rest meanwhile, the same process recovers within 5 s", async () => {
  const postgres = throwawayPostgres(faultPort(20));
  postgres.start();
  const env = serverEnv(faultPort(21), newDataDir(), { DATABASE_URL: postgres.url });
  const server = await startServerProcess(env);
  // A search nobody asked for before is never in the page cache: it reads the database.
  const search = () => fetch(`${server.url}/careers?q=${crypto.randomUUID().slice(0, 8)}`);
  const get = (pagePath: string) => fetch(server.url + pagePath);
  try {
    expect((await search()).status).toBe(200);
    for (const pagePath of CACHED_PAGES) {
      await (await get(pagePath)).arrayBuffer();
      expect((await get(pagePath)).headers.get("x-cache"), pagePath).toBe("hit");
    }

    // Load while the database goes away and comes back.
    let load = true;
    const statuses: number[] = [];
    const loader = (async () => {
      while (load) {
        const response = await search().catch(() => null);
        statuses.push(response?.status ?? 0);
        await response?.arrayBuffer();
      }
    })();

    postgres.stop();
    // Stale-if-error: the copy kept, marked as such (once the process has
    // seen the connections go, a moment after the stop).
    await expect
      .poll(async () => (await get("/")).headers.get("x-cache"), { timeout: 5_000 })
      .toBe("stale");
    for (const pagePath of CACHED_PAGES) {
      const cached = await get(pagePath);
      expect([cached.status, cached.headers.get("x-cache")], pagePath).toEqual([200, "stale"]);
      expect(await cached.text()).toContain("</html>");
    }
    const page = await search();
    expect(page.status).toBe(503);
    expect(page.headers.get("retry-after")).toBeTruthy();
    expect(await page.text()).toContain("</html>");
    const data = await fetch(`${server.url}/careers.data?q=outage`);
    expect(data.status).toBe(503);
    expect((await fetch(`${server.url}/readyz`)).status).toBe(503);
    expect(await postInquiry(server.url, "during-outage")).toBeNull();
    // The visitor is told, and gets back what they typed.
    const refused = await sendInquiry(server.url, "typed-during-outage");
    expect(refused.status).toBe(503);
    expect(refused.headers.get("retry-after")).toBe("30");
    const form = await refused.text();
    expect(form).toContain("We couldn&#x27;t send your message just now");
    expect(form).toContain('value="typed-during-outage@example.org"');

    postgres.start();
    const restartedAt = Date.now();
    let recoveredAt: number | null = null;
    while (Date.now() - restartedAt < 30_000) {
      if ((await search()).status === 200) {
        recoveredAt = Date.now();
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    load = false;
    await loader;

    expect(recoveredAt, "the site answered again").not.toBeNull();
    expect(recoveredAt! - restartedAt).toBeLessThanOrEqual(RECOVERY_LIMIT_MS);
    expect(server.child.exitCode, "the process stayed up").toBeNull();
    // Never a 500 (or a dropped connection) while the database was away.
    expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
    expect(statuses).toContain(503);
    expect(await postInquiry(server.url, "after-outage")).not.toBeNull();
  } finally {
    server.child.kill("SIGTERM");
    await server.exited;
    postgres.remove();
  }
});
