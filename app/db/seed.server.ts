import type { DatabaseHandle } from "./client.server";

/**
 * A seeder inserts its demo rows when its table is empty and returns a label
 * for the summary, or null when there was nothing to do. The careers/blog
 * issue registers the jobs and posts seeders here.
 */
export type Seeder = (handle: DatabaseHandle) => Promise<string | null>;

const SEEDERS: Seeder[] = [];

export async function runSeeders(handle: DatabaseHandle): Promise<string[]> {
  const done: string[] = [];
  for (const seeder of SEEDERS) {
    const label = await seeder(handle);
    if (label) done.push(label);
  }
  return done;
}
