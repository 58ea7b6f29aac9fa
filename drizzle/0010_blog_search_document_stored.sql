DROP INDEX "blog_posts_search_idx";--> statement-breakpoint
DROP INDEX "blog_posts_category_idx";--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (blog_search_document(title, summary, tags, content)) STORED;--> statement-breakpoint
CREATE INDEX "blog_posts_search_idx" ON "blog_posts" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "blog_posts_category_idx" ON "blog_posts" USING btree ("is_published","category","published_at");