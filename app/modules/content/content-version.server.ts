import { eq } from "drizzle-orm";
import { CONTENT_CHANGED_CHANNEL, getDatabase, type DatabaseHandle } from "~/db/client.server";
import { CONTENT_VERSION_ID, contentVersion } from "~/db/schema";
import { getLogger } from "~/utils/logger.server";
import { listenForContentChanges, type ContentListener } from "./content-listener.server";
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
 * PostgreSQL: the triggers bump the content_version row and notify; each
 * instance LISTENs on a connection of its own and keeps the version in
 * memory, reading the row only while that connection is not listening
 * (docs/decisions/029-content-version-listen.md). PGlite: one process owns
 * the database and counts the triggers' notifications, which arrive before
 * the write's promise resolves — exact, and free to read.
 */

type VersionSource = { read: () => Promise<string>; listener: ContentListener | null };

const sources = new WeakMap<DatabaseHandle, VersionSource>();

function sourceFor(handle: DatabaseHandle): VersionSource {
  const read = freshRead(() => readStoredVersion(handle));
  const connect = handle.dedicatedClient;
  if (!connect) return { read, listener: null };
  const listener = listenForContentChanges({
    connect,
    channel: CONTENT_CHANGED_CHANNEL,
    readSql: {
      text: "select version from public.content_version where id = $1",
      values: [CONTENT_VERSION_ID],
    },
    onDown: (error) =>
      getLogger().warn(
        { err: error },
        "content version: not listening; reading it per request until the connection is back",
      ),
  });
  handle.onPoolContentChange?.(listener.told);
  return { read, listener };
}

async function readStoredVersion(handle: DatabaseHandle): Promise<string> {
  const [row] = await handle.db
    .select({ version: contentVersion.version })
    .from(contentVersion)
    .where(eq(contentVersion.id, CONTENT_VERSION_ID))
    .limit(1);
  return storedVersion(row?.version ?? 0);
}

/** The same string for a version read and one notified, so switching between them drops nothing. */
function storedVersion(version: number): string {
  return `pg:${version}`;
}

/**
 * The current content version: synchronous with PGlite, and with PostgreSQL
 * while this instance is listening. Otherwise (the listening connection
 * opening or lost) a query, shared by concurrent callers but never one that
 * started before they asked (see freshRead). Rejects or throws when the
 * database cannot answer.
 */
export function currentContentVersion(): string | Promise<string> {
  const handle = getDatabase();
  if (handle.contentChanges) return `local:${handle.contentChanges()}`;
  let source = sources.get(handle);
  if (!source) {
    source = sourceFor(handle);
    sources.set(handle, source);
  }
  const listened = source.listener?.version();
  return listened == null ? source.read() : storedVersion(listened);
}

/** Whether this process holds the content version in memory now (for tests and /metrics). */
export function contentVersionListening(): boolean {
  const source = sources.get(getDatabase());
  return source?.listener?.version() != null;
}
