import { sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { trackingLinks } from "~/db/schema";
import { getLogger } from "~/utils/logger.server";

/**
 * A tracking link's clicks, counted like the 404 log (decision 041): a click
 * updates a map in memory; at most once a second one statement per link adds
 * the counts. A flood of clicks costs a map update each, never a write each.
 * Counts still in memory when a process stops are lost (a guide, not a ledger).
 */
const FLUSH_MS = 1000;
/** Distinct links waiting between two writes; more are not counted. */
const MAX_WAITING = 500;

const pending = new Map<string, { clicks: number; last: Date }>();
let timer: NodeJS.Timeout | null = null;
let writing: Promise<void> = Promise.resolve();

/** Counts one click of the link with this code. */
export function countClick(code: string): void {
  const entry = pending.get(code);
  if (entry) {
    entry.clicks += 1;
    entry.last = new Date();
  } else {
    if (pending.size >= MAX_WAITING) return;
    pending.set(code, { clicks: 1, last: new Date() });
  }
  if (timer) return;
  timer = setTimeout(() => {
    timer = null;
    void flushClicks();
  }, FLUSH_MS);
  timer.unref();
}

/** Writes the counts held now (the timer, the links page and tests call it). Never throws. */
export function flushClicks(): Promise<void> {
  if (timer) {
    clearTimeout(timer);
    timer = null;
  }
  const batch = [...pending];
  pending.clear();
  writing = writing.then(async () => {
    try {
      for (const [code, { clicks, last }] of batch) {
        await db().execute(sql`
          update ${trackingLinks} set clicks = ${trackingLinks.clicks} + ${clicks},
            last_click_at = greatest(${trackingLinks.lastClickAt}, ${last.toISOString()}::timestamptz)
          where ${trackingLinks.code} = ${code}`);
      }
    } catch (error) {
      getLogger().warn({ err: error }, "tracking links: clicks could not be written");
    }
  });
  return writing;
}
