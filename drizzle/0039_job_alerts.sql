CREATE TABLE "job_alert_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscription_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "job_alert_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "job_alert_openings" (
	"job_id" text PRIMARY KEY NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"fanned_out_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "job_alert_sends" (
	"subscription_id" uuid NOT NULL,
	"job_id" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_alert_sends_subscription_id_job_id_pk" PRIMARY KEY("subscription_id","job_id")
);
--> statement-breakpoint
CREATE TABLE "job_alert_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"search" jsonb NOT NULL,
	"search_label" text NOT NULL,
	"frequency" text DEFAULT 'instant' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"digest_from" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "email_deliveries" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "job_alert_links" ADD CONSTRAINT "job_alert_links_subscription_id_job_alert_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."job_alert_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_alert_openings" ADD CONSTRAINT "job_alert_openings_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_alert_sends" ADD CONSTRAINT "job_alert_sends_subscription_id_job_alert_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."job_alert_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_alert_sends" ADD CONSTRAINT "job_alert_sends_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_alert_links_subscription_idx" ON "job_alert_links" USING btree ("subscription_id");--> statement-breakpoint
CREATE UNIQUE INDEX "job_alert_subscriptions_email_search_idx" ON "job_alert_subscriptions" USING btree ("email","search_label");--> statement-breakpoint
CREATE INDEX "job_alert_subscriptions_frequency_idx" ON "job_alert_subscriptions" USING btree ("frequency","confirmed_at");