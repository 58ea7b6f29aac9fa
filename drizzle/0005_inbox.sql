CREATE TABLE "application_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"author_id" text,
	"author_name" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "application_notes" ADD CONSTRAINT "application_notes_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_notes_application_idx" ON "application_notes" USING btree ("application_id","created_at");--> statement-breakpoint
-- Hand-written (drizzle-kit does not generate data changes): the inquiry
-- statuses became New / Replied / Closed; map the old read / archived rows.
UPDATE "inquiries" SET "status" = 'replied' WHERE "status" = 'read';--> statement-breakpoint
UPDATE "inquiries" SET "status" = 'closed' WHERE "status" = 'archived';
