import type { DatabaseHandle } from "./client.server";

/**
 * A seeder inserts its demo rows when its table is empty and returns a label
 * for the summary, or null when there was nothing to do. The list itself
 * lives with the modules (app/modules/demo-content.server.ts).
 */
export type Seeder = (handle: DatabaseHandle) => Promise<string | null>;

export async function runSeeders(handle: DatabaseHandle, seeders: Seeder[]): Promise<string[]> {
  const done: string[] = [];
  for (const seeder of seeders) {
    const label = await seeder(handle);
    if (label) done.push(label);
  }
  return done;
}
