import { openPostgres } from "../../app/db/client.server";
import { visitorHash } from "../../app/modules/analytics/visitor-hash.server";
import { uniqueToken } from "../e2e/helpers/jobs";
import { expect, test } from "./fixtures";

// Issue 31: page views sent to two instances on one PostgreSQL are each
// stored once, and both instances hash a visitor with the one salt of the day
// kept in the database, not one per process — so behind one PUBLIC_URL (as
// in production) a visitor is one visitor on both. Here each instance has its
// own address, which is part of the hash, so the test recomputes each row's
// hash from the stored salt and that instance's host.

const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0";
const ADDRESS = "198.18.31.31";
const FLUSH_TIMEOUT_MS = 15_000;

test("page views sent to either instance are stored once each, hashed with the one salt of the day", async ({
  visitors,
}) => {
  expect(visitors.length).toBeGreaterThanOrEqual(2);
  const path = `/cluster-${uniqueToken()}`;
  const view = {
    path,
    referrer: "www.linkedin.com",
    source: "",
    medium: "",
    campaign: "",
    device: "desktop",
  };
  for (const visitor of visitors) {
    const sent = await visitor.page.request.post(`${visitor.base}/api/event`, {
      data: JSON.stringify(view),
      headers: {
        "content-type": "text/plain;charset=UTF-8",
        "user-agent": FIREFOX,
        // One visitor (one address, one browser) on both instances.
        "x-forwarded-for": ADDRESS,
      },
    });
    expect(sent.status(), await sent.text()).toBe(204);
  }

  const database = openPostgres(process.env.CLUSTER_APP_DATABASE_URL!, () => {});
  try {
    // Each instance writes its batch within a second or so.
    const hashes = async () =>
      (
        await database.pool.query<{ visitor_hash: string }>(
          "select visitor_hash from page_views where path = $1 order by visitor_hash",
          [path],
        )
      ).rows.map((row) => row.visitor_hash);
    await expect.poll(hashes, { timeout: FLUSH_TIMEOUT_MS }).toHaveLength(visitors.length);
    const salts = await database.pool.query<{ salt: string }>("select salt from analytics_salts");
    expect(salts.rows).toHaveLength(1);
    const expected = visitors
      .map((visitor) =>
        visitorHash({
          salt: salts.rows[0]!.salt,
          site: new URL(visitor.base).host,
          ip: ADDRESS,
          userAgent: FIREFOX,
        }),
      )
      .sort();
    expect(await hashes()).toEqual(expected);
  } finally {
    await database.close();
  }
});
