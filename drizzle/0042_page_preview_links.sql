CREATE TABLE "page_preview_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"page_id" uuid NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	CONSTRAINT "page_preview_links_page_id_unique" UNIQUE("page_id")
);
--> statement-breakpoint
ALTER TABLE "page_preview_links" ADD CONSTRAINT "page_preview_links_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Issue 28: publishing a page deletes its preview link, from whatever path
-- publishes it (a save, the scheduled task, psql), as posts' links are
-- (migration 0023), so unpublishing it later never revives an old link.
CREATE OR REPLACE FUNCTION public.revoke_page_preview_links_on_publish() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM public.page_preview_links WHERE page_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER pages_publish_revokes_previews AFTER UPDATE OF status ON public.pages
  FOR EACH ROW WHEN (NEW.status = 'published' AND OLD.status <> 'published')
  EXECUTE FUNCTION public.revoke_page_preview_links_on_publish();
