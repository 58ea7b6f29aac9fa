-- Page records are public content (issue 28, decision 038): like the tables of
-- migration 0023, every committed write changes the content version, so the
-- cached pages renew (tests/integration/page-cache-invalidation.test.ts
-- derives that the pages read this table). Drizzle cannot express triggers.
CREATE TRIGGER pages_content_changed_write AFTER INSERT OR DELETE ON public.pages FOR EACH ROW EXECUTE FUNCTION public.mark_content_changed();--> statement-breakpoint
CREATE TRIGGER pages_content_changed_update AFTER UPDATE ON public.pages FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION public.mark_content_changed();--> statement-breakpoint
CREATE TRIGGER pages_content_changed_truncate AFTER TRUNCATE ON public.pages FOR EACH STATEMENT EXECUTE FUNCTION public.mark_content_changed();
