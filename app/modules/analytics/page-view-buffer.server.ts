import { getDatabase } from "~/db/client.server";
import type { pageViews } from "~/db/schema";
import { getLogger } from "~/utils/logger.server";

/** Every column but the id, given (the batch's JSON has no defaults to fall back on). */
export type StoredPageView = Required<Omit<typeof pageViews.$inferInsert, "id">>;

/**
 * One batch in one statement with one parameter: the rows as a JSON array,
 * unpacked by PostgreSQL. The same text for every batch of any size (the
 * server parses it once per batch, not per row), and no query building or
 * bound value per row in this process — a batch of 500 through the query
 * builder cost more CPU than the 500 beacons' HTTP (docs/performance.md,
 * "npm run bench:events"). The keys are StoredPageView's.
 */
const INSERT_BATCH = `insert into page_views
  (day, viewed_at, visitor_hash, path, referrer_host, utm_source, utm_medium, utm_campaign, device)
  select "day", "viewedAt", "visitorHash", "path", "referrerHost", "utmSource", "utmMedium", "utmCampaign", "device"
  from json_to_recordset($1::json) as v("day" date, "viewedAt" timestamptz, "visitorHash" text,
    "path" text, "referrerHost" text, "utmSource" text, "utmMedium" text, "utmCampaign" text,
    "device" text)`;

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
      await getDatabase().executeSql(INSERT_BATCH, [JSON.stringify(rows)]);
    } catch (error) {
      getLogger().warn({ err: error, views: rows.length }, "page views not stored");
    }
  }
}
