CREATE TABLE "post_preview_links" (
	"token" text PRIMARY KEY NOT NULL,
	"post_id" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	CONSTRAINT "post_preview_links_post_id_unique" UNIQUE("post_id")
);
--> statement-breakpoint
ALTER TABLE "post_preview_links" ADD CONSTRAINT "post_preview_links_post_id_blog_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;