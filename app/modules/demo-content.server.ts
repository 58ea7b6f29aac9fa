import type { Seeder } from "~/db/seed.server";
import { seedDemoPosts } from "./blog/blog-seed.server";
import { seedDemoJobs } from "./jobs/jobs-seed.server";

/** Demo content, seeded into an empty database on start and by `npm run db:seed`. */
export const DEMO_SEEDERS: Seeder[] = [seedDemoJobs, seedDemoPosts];
