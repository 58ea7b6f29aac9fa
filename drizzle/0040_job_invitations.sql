CREATE TABLE "job_invitations" (
	"job_id" text NOT NULL,
	"email" text NOT NULL,
	"invited_by_id" text,
	"invited_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_invitations_job_id_email_pk" PRIMARY KEY("job_id","email")
);
--> statement-breakpoint
ALTER TABLE "job_invitations" ADD CONSTRAINT "job_invitations_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_invitations_email_idx" ON "job_invitations" USING btree ("email");