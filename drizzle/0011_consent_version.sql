ALTER TABLE "applications" ADD COLUMN "privacy_policy_version" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "privacy_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "future_openings_consent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "privacy_policy_version" text;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "privacy_consent_at" timestamp with time zone;