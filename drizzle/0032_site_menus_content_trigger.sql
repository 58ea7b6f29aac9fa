-- Issue 28 item 5: the public pages read the site's menus (header and
-- footer), so every write to site_menus changes the content version, like
-- the other public tables (0023; tests/integration/page-cache-invalidation.test.ts).
CREATE TRIGGER site_menus_content_changed_write AFTER INSERT OR DELETE ON public.site_menus
  FOR EACH ROW EXECUTE FUNCTION public.mark_content_changed();--> statement-breakpoint
CREATE TRIGGER site_menus_content_changed_update AFTER UPDATE ON public.site_menus
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION public.mark_content_changed();--> statement-breakpoint
CREATE TRIGGER site_menus_content_changed_truncate AFTER TRUNCATE ON public.site_menus
  FOR EACH STATEMENT EXECUTE FUNCTION public.mark_content_changed();
