import { jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
// Relative, not ~/: drizzle-kit loads the schema without the app's path aliases.
import { MENU_KEYS } from "./enums";

/**
 * The site's menus, one row per menu (Settings › Menus), so saving one never
 * races a save of another. `items` is the ordered links (the header's with
 * one level of children), checked with the menu schema on every read and
 * write; a menu without a row shows its seed from code. Public pages read
 * this table, so its writes bump the content version (trigger, migration).
 */
export const siteMenus = pgTable("site_menus", {
  menu: text("menu", { enum: MENU_KEYS }).primaryKey(),
  items: jsonb("items").$type<unknown>().notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text("updated_by"),
});
