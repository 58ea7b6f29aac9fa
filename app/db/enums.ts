/**
 * The value lists the database constrains columns to. They live here, below
 * the modules, so the schema never imports a module; the modules re-export
 * them with their labels. Client-safe: constants only.
 */

/** The hiring pipeline of a job application. */
export const APPLICATION_STATUSES = [
  "new",
  "review",
  "interview",
  "offer",
  "hired",
  "rejected",
  // The candidate withdrew (on their status page, or as a recruiter records it).
  "withdrawn",
] as const;

/**
 * What a candidate's private link opens: their status page, or the one-time
 * confirmation of a data copy or an erasure they asked for there.
 */
export const CANDIDATE_LINK_PURPOSES = ["status", "export", "erase"] as const;

/** States of a contact inquiry in the admin inbox. */
export const INQUIRY_STATUSES = ["new", "replied", "closed"] as const;

/** Pay periods, as schema.org's QuantitativeValue unitText expects them. */
export const SALARY_UNITS = ["HOUR", "DAY", "WEEK", "MONTH", "YEAR"] as const;

/** The status changes a candidate can be e-mailed about (templates in status_email_templates). */
export const STATUS_EMAIL_KINDS = ["interview", "rejected"] as const;

/**
 * An outgoing e-mail's life: claimed by a sender (`sending`), delivered
 * (`sent`), waiting for its next try (`pending`), or given up after the last
 * retry (`failed` — shown to administrators, who can send it again).
 */
export const EMAIL_DELIVERY_STATUSES = ["pending", "sending", "sent", "failed"] as const;

/** A smaller copy of a library image, made on upload (modules/media/renditions.server.ts). */
export type MediaRendition = { width: number; format: "avif" | "webp" | "jpg" | "png" };

/** The site's menus (Settings › Menus): the header's, and the footer's three link lists. */
export const MENU_KEYS = ["header", "footer-quick", "footer-services", "legal"] as const;
/** A page record's state, like a post's: a draft, live, or a draft due to go live at its minute. */
export const PAGE_STATUSES = ["draft", "published", "scheduled"] as const;
