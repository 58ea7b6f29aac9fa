-- Issue 25: preview links are stored only as the SHA-256 (hex) of their
-- token. Existing links are hashed in place, so they keep working while the
-- database no longer holds them; expired ones are dropped.
DELETE FROM "post_preview_links" WHERE "expires_at" IS NOT NULL AND "expires_at" <= now();--> statement-breakpoint
ALTER TABLE "post_preview_links" RENAME COLUMN "token" TO "token_hash";--> statement-breakpoint
UPDATE "post_preview_links" SET "token_hash" = encode(sha256(convert_to("token_hash", 'UTF8')), 'hex');--> statement-breakpoint
-- Issue 25: publishing a post deletes its preview link, from whatever path
-- publishes it (a save, the list's Publish, the scheduled task, psql), so
-- unpublishing it later never revives an old link.
CREATE OR REPLACE FUNCTION public.revoke_preview_links_on_publish() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM public.post_preview_links WHERE post_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER blog_posts_publish_revokes_previews AFTER UPDATE OF is_published ON public.blog_posts
  FOR EACH ROW WHEN (NEW.is_published AND NOT OLD.is_published)
  EXECUTE FUNCTION public.revoke_preview_links_on_publish();--> statement-breakpoint
-- Issue 25: what visitors see changes whenever a table the public pages read
-- changes, from any code path (the app, a migration, psql). Each such write
-- bumps the content_version row — every PostgreSQL instance compares its
-- cached pages with it — and notifies `content_changed`, which the embedded
-- database's one process listens to (PGlite delivers a notification before
-- the committing query's promise resolves). Once per transaction: a
-- transaction-local setting remembers the mark. Names are schema-qualified
-- rather than pinned with a SET search_path clause, which would undo the
-- transaction-local setting when the function returns.
CREATE OR REPLACE FUNCTION public.mark_content_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF pg_catalog.current_setting('arcwell.content_marked', true) = 'on' THEN
    RETURN NULL;
  END IF;
  PERFORM pg_catalog.set_config('arcwell.content_marked', 'on', true);
  INSERT INTO public.content_version (id, version, changed_at)
    VALUES ('site', 1, pg_catalog.now())
    ON CONFLICT (id) DO UPDATE
      SET version = public.content_version.version + 1, changed_at = pg_catalog.now();
  PERFORM pg_catalog.pg_notify('content_changed', '');
  RETURN NULL;
END
$$;--> statement-breakpoint
-- The tables the cached public pages read (tests/integration/page-cache-invalidation.test.ts
-- derives them and fails when one lacks these triggers). An update that
-- changes no column is no change.
DO $$
DECLARE
  name text;
BEGIN
  FOREACH name IN ARRAY ARRAY['jobs', 'blog_posts', 'blog_slug_history', 'company_settings', 'media_assets']
  LOOP
    EXECUTE pg_catalog.format(
      'CREATE TRIGGER %I AFTER INSERT OR DELETE ON public.%I FOR EACH ROW EXECUTE FUNCTION public.mark_content_changed()',
      name || '_content_changed_write', name);
    EXECUTE pg_catalog.format(
      'CREATE TRIGGER %I AFTER UPDATE ON public.%I FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION public.mark_content_changed()',
      name || '_content_changed_update', name);
    EXECUTE pg_catalog.format(
      'CREATE TRIGGER %I AFTER TRUNCATE ON public.%I FOR EACH STATEMENT EXECUTE FUNCTION public.mark_content_changed()',
      name || '_content_changed_truncate', name);
  END LOOP;
END
$$;
