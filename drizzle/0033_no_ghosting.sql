CREATE TABLE "hiring_settings" (
	"id" text PRIMARY KEY DEFAULT 'hiring' NOT NULL,
	"response_target_days" integer NOT NULL,
	"overdue_digest" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "hiring_settings_single_row" CHECK ("hiring_settings"."id" = 'hiring')
);
--> statement-breakpoint
CREATE TABLE "overdue_digest_runs" (
	"day" text PRIMARY KEY NOT NULL,
	"applications" integer NOT NULL,
	"recipients" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "first_response_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "overdue_at" timestamp with time zone;