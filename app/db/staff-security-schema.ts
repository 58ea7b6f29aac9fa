import { sql } from "drizzle-orm";
import { boolean, check, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
// Relative, not ~/: drizzle-kit loads the schema without the app's path aliases.
import { user } from "./auth-schema";

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A staff member's phone for the text-message second factor (issue 18), one
 * per account. While `verified_at` is null the number waits for its
 * enrolment code; the code is kept only as an HMAC, with its expiry and the
 * wrong tries so far. Sign-in codes are better-auth's (its verification table).
 */
export const smsFactors = pgTable("sms_factors", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  phoneNumber: text("phone_number").notNull(),
  verifiedAt: timestamptz("verified_at"),
  codeHash: text("code_hash"),
  codeExpiresAt: timestamptz("code_expires_at"),
  codeAttempts: integer("code_attempts").notNull().default(0),
  createdAt: timestamptz("created_at").notNull().defaultNow(),
});

/** The one row of security_settings (see SECURITY_SETTINGS_ID). */
export const SECURITY_SETTINGS_ID = "security";

/**
 * Staff-wide security policy set by an administrator (Settings › Users).
 * Kept apart from company_settings: those are public facts, cached with the
 * pages; this is read by the staff guard only.
 */
export const securitySettings = pgTable(
  "security_settings",
  {
    id: text("id").primaryKey().default(SECURITY_SETTINGS_ID),
    requireTwoFactor: boolean("require_two_factor").notNull().default(false),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
    updatedBy: text("updated_by"),
  },
  (table) => [check("security_settings_single_row", sql`${table.id} = 'security'`)],
);
