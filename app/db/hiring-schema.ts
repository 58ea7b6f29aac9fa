import { sql } from "drizzle-orm";
import { boolean, check, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** The one row of hiring_settings (see HIRING_SETTINGS_ID). */
export const HIRING_SETTINGS_ID = "hiring";

/**
 * Company-wide hiring rules set in Settings › Hiring (issue 30 item 2): how
 * many business days a new application may wait for its first answer, and
 * whether recruiters get the daily digest of those past it. Staff-only, so
 * kept apart from company_settings (public facts, cached with the pages).
 * While no row exists the code's defaults apply.
 */
export const hiringSettings = pgTable(
  "hiring_settings",
  {
    id: text("id").primaryKey().default(HIRING_SETTINGS_ID),
    responseTargetDays: integer("response_target_days").notNull(),
    overdueDigest: boolean("overdue_digest").notNull().default(true),
    /**
     * Places whose law requires a pay range on a posting (issue 30 item 7):
     * `[{ name, terms }]`, checked on read; null keeps the seeded list.
     */
    payTransparencyPlaces: jsonb("pay_transparency_places").$type<unknown>(),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
    updatedBy: text("updated_by"),
  },
  (table) => [check("hiring_settings_single_row", sql`${table.id} = 'hiring'`)],
);

/**
 * One row per company calendar day on which the overdue digest went out:
 * inserted in the transaction that stores the digest e-mails, so a second
 * run that day — the next cron slot, a retry, another instance — finds the
 * day taken and sends nothing.
 */
export const overdueDigestRuns = pgTable("overdue_digest_runs", {
  day: text("day").primaryKey(),
  applications: integer("applications").notNull(),
  recipients: integer("recipients").notNull(),
  sentAt: timestamptz("sent_at").notNull().defaultNow(),
});
