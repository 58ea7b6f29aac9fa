import { db } from "~/db/client.server";
import { pageViews } from "~/db/schema";
import { getLogger } from "~/utils/logger.server";

export type StoredPageView = typeof pageViews.$inferInsert;

/**
 * Page views are written in batches, not one insert per beacon: at most
 * `flushMs` after the first waiting view, or at once when `maxRows` wait.
 * `maxBuffered` bounds the memory while the database does not answer (the
 * views past it are dropped: counts, not records anyone needs back).
 */
export const PAGE_VIEW_BATCH = { flushMs: 1_000, maxRows: 500, maxBuffered: 20_000 } as const;

const waiting: StoredPageView[] = [];
let timer: NodeJS.Timeout | undefined;
// Flushes run one after another; `queued` is the one not started yet, so a
// burst of views past maxRows queues one flush, not one per view.
let last: Promise<void> = Promise.resolve();
let queued: Promise<void> | undefined;

export function bufferPageView(view: StoredPageView): void {
  if (waiting.length >= PAGE_VIEW_BATCH.maxBuffered) return;
  waiting.push(view);
  if (waiting.length >= PAGE_VIEW_BATCH.maxRows) {
    void flushPageViews();
  } else if (!timer) {
    timer = setTimeout(() => void flushPageViews(), PAGE_VIEW_BATCH.flushMs);
    timer.unref();
  }
}

/** Writes every waiting view (one multi-row insert per maxRows); resolves once they are stored. */
export function flushPageViews(): Promise<void> {
  if (queued) return queued;
  const run = last.then(() => {
    queued = undefined;
    return writeWaiting();
  });
  queued = run;
  last = run;
  return run;
}

async function writeWaiting(): Promise<void> {
  clearTimeout(timer);
  timer = undefined;
  while (waiting.length) {
    const rows = waiting.splice(0, PAGE_VIEW_BATCH.maxRows);
    try {
      await db().insert(pageViews).values(rows);
    } catch (error) {
      getLogger().warn({ err: error, views: rows.length }, "page views not stored");
    }
  }
}
