import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";

export * from "./auth-schema";

export const inquiries = pgTable(
  "inquiries",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    company: text("company").notNull(),
    service: text("service").notNull(),
    message: text("message").notNull(),
    privacyConsent: boolean("privacy_consent").notNull(),
    status: text("status", { enum: ["new", "read", "archived"] })
      .notNull()
      .default("new"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("inquiries_created_at_idx").on(table.createdAt)],
);

export type Inquiry = typeof inquiries.$inferSelect;

/**
 * Who did what to which account, when, from where. Actor and target are
 * copied (id and email), not foreign keys, so the history outlives removed
 * accounts. Never holds passwords or codes.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    action: text("action").notNull(),
    actorId: text("actor_id"),
    actorEmail: text("actor_email"),
    targetId: text("target_id"),
    targetEmail: text("target_email"),
    ip: text("ip"),
    details: jsonb("details").$type<Record<string, string | number | boolean>>(),
  },
  (table) => [
    index("audit_log_created_at_idx").on(table.createdAt),
    index("audit_log_actor_id_idx").on(table.actorId),
  ],
);

export type AuditLogEntry = typeof auditLog.$inferSelect;

/**
 * Counters for limits that must hold across restarts and instances (failed
 * sign-ins per account). The column names are the ones rate-limiter-flexible's
 * Drizzle store expects.
 */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  points: integer("points").notNull().default(0),
  expire: timestamp("expire", { withTimezone: true }),
});
