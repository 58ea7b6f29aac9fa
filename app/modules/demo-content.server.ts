import type { DatabaseHandle } from "~/db/client.server";
import { runSeeders, type Seeder } from "~/db/seed.server";
import { seedDemoPosts } from "./blog/blog-seed.server";
import { markContentChanged } from "./content/content-version.server";
import { seedDemoJobs } from "./jobs/jobs-seed.server";

/** Demo content, seeded into an empty database on start and by `npm run db:seed`. */
export const DEMO_SEEDERS: Seeder[] = [seedDemoJobs, seedDemoPosts];

/** Seeds empty tables; new public content counts as a change (other instances may be serving). */
export async function seedDemoContentInto(handle: DatabaseHandle): Promise<string[]> {
  const seeded = await runSeeders(handle, DEMO_SEEDERS);
  if (seeded.length) await markContentChanged();
  return seeded;
}
