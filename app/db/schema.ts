import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

// Relative, not ~/: drizzle-kit loads this file without the app's path aliases.
import {
  APPLICATION_STATUSES,
  CANDIDATE_LINK_PURPOSES,
  EMAIL_DELIVERY_STATUSES,
  INQUIRY_STATUSES,
  SALARY_UNITS,
  STATUS_EMAIL_KINDS,
  type MediaRendition,
} from "./enums";

/** A visit's first and last source (app/modules/analytics/visit-source.ts, decision 048). */
type StoredTouch = { source: string; medium: string; campaign: string };
type StoredVisitSource = { first: StoredTouch; last: StoredTouch };

export * from "./auth-schema";
export * from "./staff-security-schema";
export * from "./redirects-schema";
export * from "./analytics-schema";
export * from "./menus-schema";
export * from "./hiring-schema";
export * from "./pages-schema";
export { APPLICATION_STATUSES, INQUIRY_STATUSES };

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

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
    /** The privacy policy agreed to (its "last updated" date) and when; null before issue 15. */
    privacyPolicyVersion: text("privacy_policy_version"),
    privacyConsentAt: timestamp("privacy_consent_at", { withTimezone: true }),
    /** New / Replied / Closed (migration 0005 mapped the old read → replied, archived → closed). */
    status: text("status", { enum: INQUIRY_STATUSES }).notNull().default("new"),
    /** The contact form's one-time key (utils/one-time-key.ts); null before issue 25. */
    idempotencyKey: text("idempotency_key").unique(),
    /** Where the visit that sent it came from (decision 048); null when unknown. */
    visitSource: jsonb("visit_source").$type<StoredVisitSource>(),
    createdAt: createdAt(),
  },
  (table) => [index("inquiries_created_at_idx").on(table.createdAt)],
);

export type Inquiry = typeof inquiries.$inferSelect;

/** Internal notes on an inquiry, like application_notes; gone with the inquiry. */
export const inquiryNotes = pgTable(
  "inquiry_notes",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    inquiryId: uuid("inquiry_id")
      .notNull()
      .references(() => inquiries.id, { onDelete: "cascade" }),
    authorId: text("author_id"),
    authorName: text("author_name").notNull(),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("inquiry_notes_inquiry_idx").on(table.inquiryId, table.createdAt)],
);

export const jobs = pgTable(
  "jobs",
  {
    /** Slug of the title, suffixed when taken. */
    id: text("id").primaryKey(),
    title: text("title").notNull(),
    department: text("department").notNull(),
    location: text("location").notNull(),
    type: text("type").notNull(),
    description: text("description").notNull(),
    responsibilities: text("responsibilities")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    requirements: text("requirements")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isActive: boolean("is_active").notNull().default(true),
    /**
     * Optional last day to apply (YYYY-MM-DD). The job stays public through
     * that day in the company's time zone and disappears after it.
     */
    closingDate: date("closing_date", { mode: "string" }),
    /** Optional pay range, in whole currency units per salaryUnit. */
    salaryMin: integer("salary_min"),
    salaryMax: integer("salary_max"),
    salaryCurrency: text("salary_currency"),
    salaryUnit: text("salary_unit", { enum: SALARY_UNITS }),
    /** Fully remote (JobPosting jobLocationType TELECOMMUTE). */
    isRemote: boolean("is_remote").notNull().default(false),
    /**
     * Screening questions asked on the apply form (decision 043); checked
     * with ScreeningQuestionsSchema (modules/jobs) on every read and write.
     */
    screeningQuestions: jsonb("screening_questions").$type<unknown[]>().notNull().default([]),
    /**
     * An inactive job to open by itself at this instant (the job queue's
     * publish-scheduled task); null once open or unscheduled.
     */
    scheduledAt: timestamp("scheduled_at", { withTimezone: true }),
    /** Set by the system at creation; never taken from form data. */
    datePosted: timestamp("date_posted", { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("jobs_active_posted_idx").on(table.isActive, table.datePosted)],
);

export type Job = typeof jobs.$inferSelect;

export const blogPosts = pgTable(
  "blog_posts",
  {
    id: text("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    summary: text("summary").notNull(),
    /** Sanitized HTML. */
    content: text("content").notNull(),
    category: text("category").notNull(),
    tags: text("tags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    author: text("author").notNull(),
    authorImage: text("author_image"),
    imageUrl: text("image_url"),
    isPublished: boolean("is_published").notNull().default(false),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    /**
     * A draft to publish by itself at this instant (the job queue's
     * publish-scheduled-posts task); null once published or unscheduled.
     */
    scheduledAt: timestamp("scheduled_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * The title (A), summary and tags (B) as a small full-text vector, stored
     * inline: search results are ranked by it (it is read for every
     * candidate, so it must stay small). immutable_array_to_string comes from
     * migration 0001.
     */
    searchRank: tsvector("search_rank").generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(summary, '')), 'B') || setweight(to_tsvector('english', immutable_array_to_string(tags, ' ')), 'B')`,
    ),
    /**
     * The whole document (title, summary, tags and content; the
     * blog_search_document function of migration 0008), stored so a search
     * checks a post without rebuilding it from the content (decision 012).
     * Matching goes through its GIN index. Never selected with a post.
     */
    searchDocument: tsvector("search_document").generatedAlwaysAs(
      sql`blog_search_document(title, summary, tags, content)`,
    ),
  },
  (table) => [
    index("blog_posts_search_idx").using("gin", table.searchDocument),
    index("blog_posts_published_idx").on(table.isPublished, table.publishedAt),
    // Published posts of one category, newest first, without reading the table.
    index("blog_posts_category_idx").on(table.isPublished, table.category, table.publishedAt),
    // The few scheduled drafts, found every minute without reading the table.
    index("blog_posts_scheduled_idx")
      .on(table.scheduledAt)
      .where(sql`${table.scheduledAt} is not null`),
  ],
);

export type BlogPost = typeof blogPosts.$inferSelect;

/**
 * A post as one save (or autosave) left it: the History panel lists them,
 * shows what changed and restores one. At most POST_REVISION_LIMIT per post
 * (modules/blog/revisions.server.ts); they go with the post.
 */
export const postRevisions = pgTable(
  "post_revisions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    postId: text("post_id")
      .notNull()
      .references(() => blogPosts.id, { onDelete: "cascade" }),
    /** "save", "autosave" or "restore". */
    kind: text("kind").notNull(),
    title: text("title").notNull(),
    slug: text("slug").notNull(),
    summary: text("summary").notNull(),
    content: text("content").notNull(),
    category: text("category").notNull(),
    tags: text("tags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    author: text("author").notNull(),
    authorImage: text("author_image"),
    imageUrl: text("image_url"),
    savedById: text("saved_by_id"),
    savedByName: text("saved_by_name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("post_revisions_post_idx").on(table.postId, table.createdAt)],
);

/**
 * A share-able preview of a post: whoever has the token reads the draft at
 * /p/<token>, signed in or not, until it expires or is revoked. One per post.
 * Only the token's SHA-256 is stored, so a backup or a read of the database
 * holds no working link.
 */
export const postPreviewLinks = pgTable("post_preview_links", {
  tokenHash: text("token_hash").primaryKey(),
  postId: text("post_id")
    .notNull()
    .unique()
    .references(() => blogPosts.id, { onDelete: "cascade" }),
  createdBy: text("created_by"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  /** Null: until revoked. */
  expiresAt: timestamp("expires_at", { withTimezone: true }),
});

/**
 * Slugs a post used to have. Each old slug points at the post (not at the
 * next slug), so any number of renames resolve in one step and never loop.
 */
export const blogSlugHistory = pgTable(
  "blog_slug_history",
  {
    oldSlug: text("old_slug").primaryKey(),
    postId: text("post_id")
      .notNull()
      .references(() => blogPosts.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (table) => [index("blog_slug_history_post_idx").on(table.postId)],
);

export const applications = pgTable(
  "applications",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    /** Null once the job is deleted; the title snapshot keeps the row readable. */
    jobId: text("job_id").references(() => jobs.id, { onDelete: "set null" }),
    jobTitle: text("job_title").notNull(),
    /**
     * A general application ("Send us your CV", the talent pool): no job
     * until a recruiter attaches one.
     */
    isGeneral: boolean("is_general").notNull().default(false),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    location: text("location").notNull(),
    linkedin: text("linkedin"),
    portfolio: text("portfolio"),
    experience: text("experience").notNull(),
    coverLetter: text("cover_letter").notNull(),
    referral: text("referral"),
    privacyConsent: boolean("privacy_consent").notNull(),
    privacyPolicyVersion: text("privacy_policy_version"),
    privacyConsentAt: timestamp("privacy_consent_at", { withTimezone: true }),
    /** The optional consent to be considered for future openings (talent pool). */
    futureOpeningsConsent: boolean("future_openings_consent").notNull().default(false),
    /** File name under DATA_DIR/uploads (generated, never the visitor's). */
    resumeKey: text("resume_key").notNull().unique(),
    resumeFileName: text("resume_file_name").notNull(),
    resumeSize: integer("resume_size").notNull(),
    resumeSha256: text("resume_sha256").notNull(),
    status: text("status", { enum: APPLICATION_STATUSES }).notNull().default("new"),
    /**
     * The first answer: when a recruiter first moved it away from New (issue
     * 30 item 2, decision 044). Null while unanswered, and for applications
     * answered before it was kept (their status history still tells).
     */
    firstResponseAt: timestamp("first_response_at", { withTimezone: true }),
    /**
     * When the overdue check (modules/applications/overdue) first found it
     * unanswered past the response target; null otherwise.
     */
    overdueAt: timestamp("overdue_at", { withTimezone: true }),
    /**
     * The screening answers with each question as asked (a later edit of the
     * job changes nothing here) and the knockout rule each fired (decision 043).
     */
    screeningAnswers: jsonb("screening_answers").$type<unknown[]>().notNull().default([]),
    /** Some answer fired a knockout rule: flagged in the inbox, never refused. */
    knockout: boolean("knockout").notNull().default(false),
    /** From the form; a second submission of the same form creates nothing. */
    idempotencyKey: text("idempotency_key").notNull().unique(),
    /** Where the visit that sent it came from (decision 048); null when unknown. */
    visitSource: jsonb("visit_source").$type<StoredVisitSource>(),
    createdAt: createdAt(),
  },
  (table) => [
    index("applications_created_at_idx").on(table.createdAt),
    index("applications_job_idx").on(table.jobId),
  ],
);

export type Application = typeof applications.$inferSelect;

/**
 * Internal notes on an application: staff only, never emailed, never public.
 * The author is copied (id and name), not a foreign key, so a note outlives
 * a removed account and still says who wrote it.
 */
export const applicationNotes = pgTable(
  "application_notes",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    authorId: text("author_id"),
    authorName: text("author_name").notNull(),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("application_notes_application_idx").on(table.applicationId, table.createdAt)],
);

export type ApplicationNote = typeof applicationNotes.$inferSelect;

/**
 * A candidate's private links (modules/candidate-status): only the token's
 * SHA-256 is kept, so a copied table or a backup opens nothing. A status
 * link lives until the application's retention end; a data request's link
 * for a day and once. Deleted with the application.
 */
export const candidateLinks = pgTable(
  "candidate_links",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: CANDIDATE_LINK_PURPOSES }).notNull().default("status"),
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** Set when a newer link replaces it, or when a one-time link was used. */
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (table) => [index("candidate_links_application_idx").on(table.applicationId, table.purpose)],
);

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

/** The one row of company settings (see COMPANY_SETTINGS_ID). */
export const COMPANY_SETTINGS_ID = "company";

/**
 * The company's public facts, edited in Settings › Company. One row; the
 * jsonb is checked with CompanySettingsSchema on every read and write, and
 * the app falls back to the demo values while no row exists. updated_by is
 * a copied email (like the audit log), so it outlives a removed account.
 */
export const companySettings = pgTable(
  "company_settings",
  {
    id: text("id").primaryKey().default(COMPANY_SETTINGS_ID),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text("updated_by"),
  },
  (table) => [check("company_settings_single_row", sql`${table.id} = 'company'`)],
);

/** The e-mails a candidate may get when moved to Interview or Rejected; code has the defaults. */
export const statusEmailTemplates = pgTable("status_email_templates", {
  status: text("status", { enum: STATUS_EMAIL_KINDS }).primaryKey(),
  subject: text("subject").notNull(),
  body: text("body").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text("updated_by"),
});

/**
 * Every e-mail the site sends, kept until it is delivered and a while after
 * (modules/mail): a send that fails is retried through the job queue, and one
 * that still fails is listed for administrators to send again.
 */
export const emailDeliveries = pgTable(
  "email_deliveries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** What the message is for (e.g. "inquiry-team", "password-reset"). */
    purpose: text("purpose").notNull(),
    fromAddress: text("from_address").notNull(),
    toAddress: text("to_address").notNull(),
    replyTo: text("reply_to"),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body").notNull(),
    /** Extra headers (a job alert's List-Unsubscribe, RFC 8058); null for most. */
    headers: jsonb("headers").$type<Record<string, string>>(),
    status: text("status", { enum: EMAIL_DELIVERY_STATUSES }).notNull().default("sending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the status last changed: a `sending` row long untouched was left by a crash. */
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [
    index("email_deliveries_status_updated_idx").on(table.status, table.updatedAt),
    index("email_deliveries_created_idx").on(table.createdAt),
  ],
);

/** The one row of content_version (see CONTENT_VERSION_ID). */
export const CONTENT_VERSION_ID = "site";

/**
 * A counter that the content triggers (migration 0023) increment in every
 * transaction that writes a table the public pages read (app/modules/content).
 * Each instance on this PostgreSQL compares it with the version its cached
 * pages were rendered under. With PGlite (one process) the process counts
 * the triggers' notifications instead.
 */
export const contentVersion = pgTable(
  "content_version",
  {
    id: text("id").primaryKey().default(CONTENT_VERSION_ID),
    version: bigint("version", { mode: "number" }).notNull().default(0),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check("content_version_single_row", sql`${table.id} = 'site'`)],
);

export type { MediaRendition };

/**
 * One uploaded image of the media library: the stored original
 * (`<uuid>.<ext>` in the store's "media" folder), its renditions beside it
 * (`<uuid>-w<width>.<format>`), and what pages need to draw it without
 * layout shift (width, height). Uses are counted from the posts that name
 * its address, so they never drift from the content.
 */
export const mediaAssets = pgTable(
  "media_assets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull().unique(),
    originalName: text("original_name").notNull().default(""),
    type: text("type").notNull(),
    bytes: integer("bytes").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    /** The library's description, offered as alt text when the image is picked. */
    alt: text("alt").notNull().default(""),
    /**
     * Uploaded in the library itself, on purpose: kept until deleted. The
     * sweep removes only uploads no post uses that were not (an image tried
     * in the editor and abandoned).
     */
    kept: boolean("kept").notNull().default(false),
    renditions: jsonb("renditions").$type<MediaRendition[]>().notNull().default([]),
    uploadedById: text("uploaded_by_id"),
    /** Kept by name: the account may be deleted; empty for files from before the library. */
    uploadedByName: text("uploaded_by_name").notNull().default(""),
    createdAt: createdAt(),
  },
  (table) => [index("media_assets_created_idx").on(table.createdAt)],
);

export type MediaAsset = typeof mediaAssets.$inferSelect;

/**
 * A recruiter's link for one job and one channel (issue 31 item 4, decision
 * 048): `/j/<code>` redirects to the job with the channel as its UTM source,
 * so the application it leads to records it (attribution). Clicks are counted
 * in memory and added here at most once a second.
 */
export const trackingLinks = pgTable(
  "tracking_links",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The path's code: random, unique, also the UTM campaign of the visits it brings. */
    code: text("code").notNull().unique(),
    jobId: text("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    /** "LinkedIn", "Job fair Newark", "Referral: Dana Smith": the UTM source. */
    channel: text("channel").notNull(),
    clicks: integer("clicks").notNull().default(0),
    lastClickAt: timestamp("last_click_at", { withTimezone: true }),
    createdById: text("created_by_id"),
    createdByName: text("created_by_name").notNull().default(""),
    createdAt: createdAt(),
  },
  (table) => [index("tracking_links_job_idx").on(table.jobId)],
);

export type TrackingLink = typeof trackingLinks.$inferSelect;

// ─── Job alerts (issue 30 item 3, decision 046) ───

const alertTimestamp = (name: string) => timestamp(name, { withTimezone: true });

/** How often a subscriber hears of new jobs (issue 30 item 3). */
export const JOB_ALERT_FREQUENCIES = ["instant", "daily", "weekly"] as const;
export const JOB_ALERT_LINK_PURPOSES = ["confirm", "manage"] as const;

/** The /careers search a subscriber saved (every field "" when not filtered). */
export type SavedJobSearch = {
  q: string;
  department: string;
  location: string;
  arrangement: string;
  type: string;
};

/**
 * A saved /careers search of a visitor without an account: personal data
 * (the address), in the export, the erasure and the retention run. Pending
 * until the address is confirmed from the e-mailed link (double opt-in);
 * one row per address and search.
 */
export const jobAlertSubscriptions = pgTable(
  "job_alert_subscriptions",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    /** Trimmed and lower-cased. */
    email: text("email").notNull(),
    search: jsonb("search").$type<SavedJobSearch>().notNull(),
    /** The search in words ("java · Remote"): what staff see counted, and the e-mails name. */
    searchLabel: text("search_label").notNull(),
    frequency: text("frequency", { enum: JOB_ALERT_FREQUENCIES }).notNull().default("instant"),
    createdAt: alertTimestamp("created_at").notNull().defaultNow(),
    /** Null while pending; renewed when the subscriber saves the manage page (retention counts from it). */
    confirmedAt: alertTimestamp("confirmed_at"),
    /** Daily and weekly: jobs opened after this go into the next digest. */
    digestFrom: alertTimestamp("digest_from"),
  },
  (table) => [
    uniqueIndex("job_alert_subscriptions_email_search_idx").on(table.email, table.searchLabel),
    index("job_alert_subscriptions_frequency_idx").on(table.frequency, table.confirmedAt),
  ],
);

/**
 * The bearer links of an alert subscription (confirm, manage/unsubscribe):
 * only the token's SHA-256 is kept, as for candidate links (decision 042).
 * Every alert e-mail carries a fresh manage link, so an old e-mail's
 * unsubscribe works until its link expires. Deleted with the subscription.
 */
export const jobAlertLinks = pgTable(
  "job_alert_links",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    subscriptionId: uuid("subscription_id")
      .notNull()
      .references(() => jobAlertSubscriptions.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: JOB_ALERT_LINK_PURPOSES }).notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: alertTimestamp("created_at").notNull().defaultNow(),
    expiresAt: alertTimestamp("expires_at").notNull(),
  },
  (table) => [index("job_alert_links_subscription_idx").on(table.subscriptionId)],
);

/**
 * Jobs that opened (created open, opened by hand, or by their schedule),
 * written in the opening's transaction: the durable "alert about this job"
 * the fan-out task works from, so a restart loses none. A job reopened
 * later is not announced again.
 */
export const jobAlertOpenings = pgTable("job_alert_openings", {
  jobId: text("job_id")
    .primaryKey()
    .references(() => jobs.id, { onDelete: "cascade" }),
  openedAt: alertTimestamp("opened_at").notNull().defaultNow(),
  /** Set once every instant batch of this job was queued. */
  fannedOutAt: alertTimestamp("fanned_out_at"),
});

/**
 * One row per job a subscriber was told about, inserted in the transaction
 * that stores the e-mail (the outbox): the primary key makes it once, across
 * retries, restarts and instances.
 */
export const jobAlertSends = pgTable(
  "job_alert_sends",
  {
    subscriptionId: uuid("subscription_id")
      .notNull()
      .references(() => jobAlertSubscriptions.id, { onDelete: "cascade" }),
    jobId: text("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    sentAt: alertTimestamp("sent_at").notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.subscriptionId, table.jobId] })],
);

/**
 * Talent rediscovery (issue 30 item 6, decision 050): one row per person
 * invited to apply for a job, inserted in the transaction that stores the
 * invitation e-mail — the primary key makes it once per job and person,
 * across double clicks, tabs and instances. The address (trimmed,
 * lower-cased: one person, decision 047) is personal data: exported and
 * erased with the person's other records. Gone with the job.
 */
export const jobInvitations = pgTable(
  "job_invitations",
  {
    jobId: text("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    /** Who sent it (copied, like notes: it outlives a removed account). */
    invitedById: text("invited_by_id"),
    invitedByName: text("invited_by_name").notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.jobId, table.email] }),
    index("job_invitations_email_idx").on(table.email),
  ],
);
