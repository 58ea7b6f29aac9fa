CREATE TABLE "content_version" (
	"id" text PRIMARY KEY DEFAULT 'site' NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_version_single_row" CHECK ("content_version"."id" = 'site')
);
