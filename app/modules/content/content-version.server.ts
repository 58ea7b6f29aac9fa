import { eq, sql } from "drizzle-orm";
import { getDatabase, type DatabaseHandle, type Tx } from "~/db/client.server";
import { CONTENT_VERSION_ID, contentVersion } from "~/db/schema";
import { freshRead } from "./fresh-read";

/**
 * "What visitors see has changed." Every write to public content (jobs,
 * posts and their slugs, company settings) calls markContentChanged inside
 * its transaction, before the admin's save returns. Caches — the page cache
 * in server/, the company settings below the header — remember the version
 * they were filled under and compare it with currentContentVersion().
 *
 * PostgreSQL: the version is a row, so every instance on the same database
 * sees a save on its next request. PGlite: one process owns the database, so
 * a counter in memory is exact and costs nothing to read.
 */

// Per database handle: tests open a fresh database per file.
const localVersions = new WeakMap<DatabaseHandle, number>();
const readers = new WeakMap<DatabaseHandle, () => Promise<string>>();

function bumpLocal(handle: DatabaseHandle) {
  localVersions.set(handle, (localVersions.get(handle) ?? 0) + 1);
}

/**
 * Marks the site's public content as changed. Pass the write's transaction
 * so the new version commits (or rolls back) with the content itself.
 */
export async function markContentChanged(tx?: Tx): Promise<void> {
  const handle = getDatabase();
  if (handle.kind === "pglite") {
    bumpLocal(handle);
    return;
  }
  await (tx ?? handle.db)
    .insert(contentVersion)
    .values({ id: CONTENT_VERSION_ID, version: 1 })
    .onConflictDoUpdate({
      target: contentVersion.id,
      set: { version: sql`${contentVersion.version} + 1`, changedAt: sql`now()` },
    });
}

async function readStoredVersion(handle: DatabaseHandle): Promise<string> {
  const [row] = await handle.db
    .select({ version: contentVersion.version })
    .from(contentVersion)
    .where(eq(contentVersion.id, CONTENT_VERSION_ID))
    .limit(1);
  return `pg:${row?.version ?? 0}`;
}

/**
 * The current content version. With PostgreSQL, concurrent callers share one
 * query, but never one that started before they asked (see freshRead): a
 * request that arrives after a save — in any instance — sees that save.
 * With PGlite the answer is synchronous.
 */
export function currentContentVersion(): string | Promise<string> {
  const handle = getDatabase();
  if (handle.kind === "pglite") return `local:${localVersions.get(handle) ?? 0}`;
  let read = readers.get(handle);
  if (!read) {
    read = freshRead(() => readStoredVersion(handle));
    readers.set(handle, read);
  }
  return read();
}
