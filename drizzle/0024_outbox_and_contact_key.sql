ALTER TABLE "inquiries" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_idempotency_key_unique" UNIQUE("idempotency_key");