import { sql } from "drizzle-orm";
import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
// Relative, not ~/: drizzle-kit loads the schema without the app's path aliases.
import { PAGE_STATUSES } from "./enums";

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A public page as a record of typed blocks (issue 28, decision 038): the
 * marketing pages and any landing page at a free path. `blocks` is the
 * ordered list of { id, type, hidden?, fields }, checked with the blocks'
 * Zod schemas (app/modules/pages/block-schemas.ts) on every write and read;
 * `seo` the search and share fields. updated_by is a copied e-mail (like the
 * audit log), so it outlives a removed account. Writes change the content
 * version (triggers, decision 028), so cached pages renew.
 */
export const pages = pgTable(
  "pages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    path: text("path").notNull().unique(),
    title: text("title").notNull(),
    status: text("status", { enum: PAGE_STATUSES }).notNull().default("draft"),
    blocks: jsonb("blocks")
      .$type<unknown[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    seo: jsonb("seo").$type<Record<string, unknown>>().notNull(),
    publishedAt: timestamptz("published_at"),
    /** A draft to publish by itself at this instant; null once published or unscheduled. */
    scheduledAt: timestamptz("scheduled_at"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    updatedAt: timestamptz("updated_at")
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
    updatedBy: text("updated_by"),
  },
  (table) => [
    index("pages_scheduled_idx")
      .on(table.scheduledAt)
      .where(sql`${table.scheduledAt} is not null`),
  ],
);

/**
 * What each save of a page kept (issue 28 item 4): its title, path, blocks
 * and SEO fields, not its publishing state. The same history as posts'
 * post_revisions, kept by the shared machinery (app/modules/revisions).
 */
export const pageRevisions = pgTable(
  "page_revisions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    pageId: uuid("page_id")
      .notNull()
      .references(() => pages.id, { onDelete: "cascade" }),
    /** "save", "autosave" or "restore". */
    kind: text("kind").notNull(),
    title: text("title").notNull(),
    path: text("path").notNull(),
    blocks: jsonb("blocks").$type<unknown[]>().notNull(),
    seo: jsonb("seo").$type<Record<string, unknown>>().notNull(),
    savedById: text("saved_by_id"),
    savedByName: text("saved_by_name").notNull(),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (table) => [index("page_revisions_page_idx").on(table.pageId, table.createdAt)],
);

/**
 * A share-able preview of a draft page (issue 28 item 3), as posts have in
 * post_preview_links and kept by the same module (app/modules/previews):
 * whoever holds the token reads the page's latest saved draft at /p/<token>
 * until it expires or is revoked. One per page; only the token's SHA-256 is
 * stored. Deleting the page deletes it; publishing the page deletes it too (a
 * trigger, migration 0042), so unpublishing never revives an old link.
 */
export const pagePreviewLinks = pgTable("page_preview_links", {
  tokenHash: text("token_hash").primaryKey(),
  pageId: uuid("page_id")
    .notNull()
    .unique()
    .references(() => pages.id, { onDelete: "cascade" }),
  createdBy: text("created_by"),
  createdAt: timestamptz("created_at").notNull().defaultNow(),
  /** Null: until revoked. */
  expiresAt: timestamptz("expires_at"),
});
