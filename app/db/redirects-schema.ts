import { check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Redirects staff keep (issue 28 item 7), and those a page move adds. Read
 * only on the way to a 404 (app/routes/public/not-found.tsx): one lookup by
 * the unique `from_path`, so a real page never pays for them. No chains:
 * a target is never another redirect's source (app/modules/redirects), so
 * every redirect resolves in one hop and none can loop.
 */
export const redirects = pgTable(
  "redirects",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** A path of this site, as a browser sends it (percent-encoded, no query, no trailing slash). */
    fromPath: text("from_path").notNull().unique(),
    /** A path of this site (a query may follow) or an https URL. */
    toPath: text("to_path").notNull(),
    status: integer("status").notNull().default(301),
    /** Null for a redirect a page move added by itself. */
    createdById: text("created_by_id"),
    createdByName: text("created_by_name").notNull().default(""),
    updatedByName: text("updated_by_name").notNull().default(""),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
    hits: integer("hits").notNull().default(0),
    lastUsedAt: timestamptz("last_used_at"),
  },
  (table) => [
    index("redirects_to_path_idx").on(table.toPath),
    check("redirects_status", sql`${table.status} in (301, 302)`),
  ],
);

export type Redirect = typeof redirects.$inferSelect;

/**
 * Paths visitors asked for that nothing answers: counts, not one row per
 * request, and never a query string or an address. Bounded by
 * NOT_FOUND_LOG_MAX_ROWS (app/modules/redirects): the least recently seen go first.
 */
export const notFoundLog = pgTable(
  "not_found_log",
  {
    path: text("path").primaryKey(),
    hits: integer("hits").notNull().default(0),
    firstSeenAt: timestamptz("first_seen_at").notNull().defaultNow(),
    lastSeenAt: timestamptz("last_seen_at").notNull().defaultNow(),
    /** Where the last visitor came from: origin and path, no query. */
    lastReferrer: text("last_referrer"),
  },
  (table) => [
    index("not_found_log_last_seen_idx").on(table.lastSeenAt),
    index("not_found_log_hits_idx").on(table.hits),
  ],
);

export type NotFoundLogRow = typeof notFoundLog.$inferSelect;
