import type { DatabaseHandle } from "~/db/client.server";
import { pages } from "~/db/schema";
import { DEMO_PAGES } from "./demo-pages";
import { PageSchema } from "./page-schema";

/**
 * Stores each shipped marketing page whose path has no record yet, so a
 * database seeded before a page was converted gets it on the next start; a
 * record staff have edited is never touched.
 */
export async function seedDemoPages(handle: DatabaseHandle): Promise<string | null> {
  const rows = DEMO_PAGES.map((input) => {
    const page = PageSchema.parse(input);
    return {
      ...page,
      publishedAt: page.status === "published" ? new Date() : null,
    };
  });
  const inserted = await handle.db
    .insert(pages)
    .values(rows)
    .onConflictDoNothing({ target: pages.path })
    .returning({ path: pages.path });
  return inserted.length ? `${inserted.length} pages` : null;
}
