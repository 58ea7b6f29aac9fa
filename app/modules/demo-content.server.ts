import type { DatabaseHandle } from "~/db/client.server";
import { runSeeders, type Seeder } from "~/db/seed.server";
import { seedDemoPosts } from "./blog/blog-seed.server";
import { seedDemoJobs } from "./jobs/jobs-seed.server";
import { seedDemoPages } from "./pages/pages-seed.server";

/** Demo content, seeded into an empty database on start and by `npm run db:seed`. */
export const DEMO_SEEDERS: Seeder[] = [seedDemoJobs, seedDemoPosts, seedDemoPages];

/** Seeds empty tables; the content triggers mark new public content changed (other instances may be serving). */
export async function seedDemoContentInto(handle: DatabaseHandle): Promise<string[]> {
  const seeded = await runSeeders(handle, DEMO_SEEDERS);
  return seeded;
}
