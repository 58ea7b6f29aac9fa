DROP INDEX "blog_posts_search_idx";--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "search_rank" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(summary, '')), 'B') || setweight(to_tsvector('english', immutable_array_to_string(tags, ' ')), 'B')) STORED;--> statement-breakpoint
CREATE INDEX "blog_posts_search_idx" ON "blog_posts" USING gin (blog_search_document("title", "summary", "tags", "content"));--> statement-breakpoint
ALTER TABLE "blog_posts" DROP COLUMN "search";