import { eq } from "drizzle-orm";
import { getDatabase, type DatabaseHandle } from "~/db/client.server";
import { CONTENT_VERSION_ID, contentVersion } from "~/db/schema";
import { freshRead } from "./fresh-read";

/**
 * "What visitors see has changed." Database triggers (migration 0023) mark
 * every committed write to a table the public pages read — jobs, posts and
 * their slugs, company settings, media — whatever wrote it: the app, a
 * migration, psql. No write has to remember to; the test in
 * tests/integration/page-cache-invalidation.test.ts derives the tables the
 * cached pages read and fails when one has no trigger. Caches — the page
 * cache in server/, the company settings below the header — remember the
 * version they were filled under and compare it with currentContentVersion().
 *
 * PostgreSQL: the triggers bump the content_version row, so every instance
 * on the same database sees a save on its next request. PGlite: one process
 * owns the database and counts the triggers' notifications, which arrive
 * before the write's promise resolves — exact, and free to read.
 */

const readers = new WeakMap<DatabaseHandle, () => Promise<string>>();

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
  if (handle.contentChanges) return `local:${handle.contentChanges()}`;
  let read = readers.get(handle);
  if (!read) {
    read = freshRead(() => readStoredVersion(handle));
    readers.set(handle, read);
  }
  return read();
}
