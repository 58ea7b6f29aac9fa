import { bigint, date, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

// Cookie-free page analytics (decision 045). Nothing here names a person:
// no address, no user agent, no cookie — a visitor is a hash that changes
// every day, and yesterday's salt is deleted, so two days never join.

/** Day (UTC) of the salt the visitor hash is made with; only today's is kept. */
const day = () => date("day", { mode: "string" }).notNull();
const dimensionText = (name: string) => text(name).notNull().default("");

/** One random salt per UTC day, shared by every instance through the database. */
export const analyticsSalts = pgTable("analytics_salts", {
  day: date("day", { mode: "string" }).primaryKey(),
  salt: text("salt").notNull(),
});

/**
 * One row per counted page view, kept ANALYTICS_RAW_DAYS days, then only
 * its daily rollup remains. The referrer is a host, the campaign the
 * landing URL's utm_* values; "" means none.
 */
export const pageViews = pgTable(
  "page_views",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    day: day(),
    viewedAt: timestamp("viewed_at", { withTimezone: true }).notNull(),
    /** SHA-256 of the day's salt, the site, the address and the user agent; 16 bytes, base64url. */
    visitorHash: text("visitor_hash").notNull(),
    path: text("path").notNull(),
    referrerHost: dimensionText("referrer_host"),
    utmSource: dimensionText("utm_source"),
    utmMedium: dimensionText("utm_medium"),
    utmCampaign: dimensionText("utm_campaign"),
    device: text("device").notNull(),
  },
  (table) => [index("page_views_day_idx").on(table.day)],
);

/**
 * What a rollup row counts: the day's total, or one page, referrer, campaign
 * or device; or "source": the visitors whose visit arrived from one source
 * (utm_source, else the referrer's host; "" for none), over the whole visit
 * (path "") and on each page a funnel counts (issue 31 item 5).
 */
export const ROLLUP_DIMENSIONS = [
  "total",
  "page",
  "referrer",
  "campaign",
  "device",
  "source",
] as const;
export type RollupDimension = (typeof ROLLUP_DIMENSIONS)[number];

/**
 * Page views and unique visitors per UTC day and dimension (the columns of
 * other dimensions are ""), made by the daily rollup task and kept for good.
 * Visitors are exact per day and row; over several days they add up, since
 * a visitor is never recognised on another day.
 */
export const pageViewRollups = pgTable(
  "page_view_rollups",
  {
    day: day(),
    dimension: text("dimension", { enum: ROLLUP_DIMENSIONS }).notNull(),
    path: dimensionText("path"),
    referrerHost: dimensionText("referrer_host"),
    utmSource: dimensionText("utm_source"),
    utmMedium: dimensionText("utm_medium"),
    utmCampaign: dimensionText("utm_campaign"),
    device: dimensionText("device"),
    views: integer("views").notNull(),
    visitors: integer("visitors").notNull(),
  },
  (table) => [index("page_view_rollups_day_idx").on(table.dimension, table.day)],
);
