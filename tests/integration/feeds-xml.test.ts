// First: the pages render with React's production build, as they are served.
import "../helpers/production-mode";
import { sql } from "drizzle-orm";
import { beforeAll, expect, test } from "vitest";
import { runSeeders } from "~/db/seed.server";
import { DEMO_SEEDERS } from "~/modules/demo-content.server";
import { createTestRequestHandler } from "../helpers/request-handler";
import { setupTestDatabase } from "../helpers/test-database";
import { parseXmlStrictly } from "../helpers/xml";

// Issue 25, item 9, through the request handler: with hostile titles, tags,
// names, summaries and departments stored, every feed and the sitemap the
// site serves is well-formed XML (a strict parser), and titles are text.

const database = setupTestDatabase();
const handle = createTestRequestHandler();
const HOSTILE = `<b>Bold</b> & "quoted" 'single' ]]> <tag attr="x"> \u0001 end`;

beforeAll(async () => {
  await runSeeders(database(), DEMO_SEEDERS);
  const { db } = database();
  await db.execute(sql`update blog_posts set title = title || ${` ${HOSTILE}`},
    summary = ${HOSTILE}, author = ${HOSTILE}, tags = array[${HOSTILE}, 'a<b', 'c&d']`);
  await db.execute(sql`update jobs set title = title || ${` ${HOSTILE}`},
    department = ${HOSTILE}, description = ${HOSTILE}`);
});

for (const path of [
  "/blog/rss.xml",
  "/blog/atom.xml",
  "/careers/rss.xml",
  "/careers/jobs.xml",
  "/sitemap.xml",
]) {
  test(`${path} is well-formed XML with hostile content stored`, async () => {
    const response = await handle(new Request(`http://localhost:3000${path}`));
    expect(response.status).toBe(200);
    const elements = parseXmlStrictly(await response.text());
    // Item titles hold the stored text as text: the markup comes back as characters.
    const titles = elements.filter(
      (element) => element.name === "title" && element.text.includes("Bold"),
    );
    if (path !== "/sitemap.xml") {
      expect(titles.length).toBeGreaterThan(0);
      for (const title of titles) expect(title.text).toContain(`<b>Bold</b> & "quoted"`);
    }
  });
}
