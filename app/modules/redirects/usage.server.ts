import { asc, count, desc, ilike, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { notFoundLog, redirects, type NotFoundLogRow } from "~/db/schema";
import { containsPattern } from "~/db/sql-helpers.server";
import { getLogger } from "~/utils/logger.server";
import { paginate } from "~/utils/pagination";
import {
  MAX_REDIRECT_PATH_LENGTH,
  NOT_FOUND_LOG_MAX_ROWS,
  REDIRECTS_PAGE_SIZE,
  USAGE_BUFFER_MAX_PATHS,
  USAGE_FLUSH_MS,
} from "./redirect-limits";
import type { NotFoundFilters } from "./redirect-filters";
import { normalizePath } from "./redirect-schema";

/**
 * The 404 log and the redirects' use counts, kept cheap: a request only
 * updates a map in memory; at most once per USAGE_FLUSH_MS one statement
 * adds the counts to the tables and trims the log to NOT_FOUND_LOG_MAX_ROWS.
 * A flood of 404s (a scanner) costs a map update each, never a write each;
 * distinct paths past USAGE_BUFFER_MAX_PATHS between two writes are not
 * counted. Counts still in memory when the process stops are lost: this is
 * a guide for editors, not an access log. Never a query string, never an address.
 */

type Missing = { hits: number; firstSeen: Date; lastSeen: Date; referrer: string | null };
type Use = { hits: number; lastUsed: Date };

const missing = new Map<string, Missing>();
const uses = new Map<string, Use>();
let timer: NodeJS.Timeout | null = null;
let writing: Promise<void> = Promise.resolve();
let held = false;

/** Where a visitor came from, without its query or fragment (they may carry personal data). */
export function referrerWithoutQuery(referrer: string | null | undefined): string | null {
  if (!referrer) return null;
  try {
    const url = new URL(referrer);
    if (url.protocol !== "https:" && url.protocol !== "http:") return null;
    return `${url.origin}${url.pathname}`.slice(0, MAX_REDIRECT_PATH_LENGTH);
  } catch {
    return null;
  }
}

function schedule() {
  if (timer || held) return;
  timer = setTimeout(() => {
    timer = null;
    void flushUsage();
  }, USAGE_FLUSH_MS);
  timer.unref();
}

/**
 * A test control: while held, the counts wait for an explicit flushUsage()
 * instead of the timer, so a test can count what a burst of requests costs
 * on a slow machine without racing the clock. Returns the release.
 */
export function holdUsageFlushes(): () => void {
  held = true;
  return () => {
    held = false;
    if (missing.size || uses.size) schedule();
  };
}

/** Counts a request for a path nothing answers. */
export function noteNotFound(pathname: string, referrer: string | null | undefined): void {
  // Too long, or with a `//` no redirect may have: nothing an editor could act on.
  if (pathname.length > MAX_REDIRECT_PATH_LENGTH || pathname.includes("//")) return;
  let path: string;
  try {
    path = normalizePath(pathname);
  } catch {
    return;
  }
  const now = new Date();
  const entry = missing.get(path);
  if (!entry && missing.size >= USAGE_BUFFER_MAX_PATHS) return;
  const from = referrerWithoutQuery(referrer);
  if (entry) {
    entry.hits += 1;
    entry.lastSeen = now;
    entry.referrer = from ?? entry.referrer;
  } else {
    missing.set(path, { hits: 1, firstSeen: now, lastSeen: now, referrer: from });
  }
  schedule();
}

/** Counts one use of the redirect from `path`. */
export function countRedirectUse(path: string): void {
  const entry = uses.get(path);
  if (entry) {
    entry.hits += 1;
    entry.lastUsed = new Date();
  } else {
    if (uses.size >= USAGE_BUFFER_MAX_PATHS) return;
    uses.set(path, { hits: 1, lastUsed: new Date() });
  }
  schedule();
}

async function write(batch: [string, Missing][], used: [string, Use][]) {
  if (batch.length) {
    await db()
      .insert(notFoundLog)
      .values(
        batch.map(([path, entry]) => ({
          path,
          hits: entry.hits,
          firstSeenAt: entry.firstSeen,
          lastSeenAt: entry.lastSeen,
          lastReferrer: entry.referrer,
        })),
      )
      .onConflictDoUpdate({
        target: notFoundLog.path,
        set: {
          hits: sql`${notFoundLog.hits} + excluded.hits`,
          lastSeenAt: sql`greatest(${notFoundLog.lastSeenAt}, excluded.last_seen_at)`,
          lastReferrer: sql`coalesce(excluded.last_referrer, ${notFoundLog.lastReferrer})`,
        },
      });
    // Bounded: only the most recently seen paths stay.
    await db().execute(sql`
      delete from ${notFoundLog} where ${notFoundLog.path} in (
        select ${notFoundLog.path} from ${notFoundLog}
        order by ${notFoundLog.lastSeenAt} desc, ${notFoundLog.path}
        offset ${NOT_FOUND_LOG_MAX_ROWS})`);
  }
  for (const [path, use] of used) {
    await db().execute(sql`
      update ${redirects} set hits = ${redirects.hits} + ${use.hits},
        last_used_at = greatest(${redirects.lastUsedAt}, ${use.lastUsed.toISOString()}::timestamptz)
      where ${redirects.fromPath} = ${path}`);
  }
}

/**
 * Writes the counts held in memory now (the timer calls it; the 404 log's
 * page and tests too, so what they read is current). Never throws: a
 * database that cannot take the counts loses them.
 */
export function flushUsage(): Promise<void> {
  if (timer) {
    clearTimeout(timer);
    timer = null;
  }
  const batch = [...missing];
  const used = [...uses];
  missing.clear();
  uses.clear();
  writing = writing.then(() =>
    batch.length || used.length
      ? write(batch, used).catch((error: unknown) =>
          getLogger().warn({ err: error }, "404 log: counts could not be written"),
        )
      : undefined,
  );
  return writing;
}

export type NotFoundPage = {
  items: NotFoundLogRow[];
  total: number;
  page: number;
  pageCount: number;
};

/** One page of the 404 log: most hits (or most recently seen) first. */
export async function listNotFoundLog(filters: NotFoundFilters): Promise<NotFoundPage> {
  await flushUsage();
  const where = filters.q ? ilike(notFoundLog.path, containsPattern(filters.q)) : undefined;
  const [{ total } = { total: 0 }] = await db()
    .select({ total: count() })
    .from(notFoundLog)
    .where(where);
  const { page, pageCount, offset } = paginate(total, REDIRECTS_PAGE_SIZE, filters.page);
  const order =
    filters.sort === "recent"
      ? [desc(notFoundLog.lastSeenAt), desc(notFoundLog.hits), asc(notFoundLog.path)]
      : [desc(notFoundLog.hits), desc(notFoundLog.lastSeenAt), asc(notFoundLog.path)];
  const items = await db()
    .select()
    .from(notFoundLog)
    .where(where)
    .orderBy(...order)
    .limit(REDIRECTS_PAGE_SIZE)
    .offset(offset);
  return { items, total, page, pageCount };
}
