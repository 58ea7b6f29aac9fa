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
