-- Custom migration (drizzle-kit generate --custom): the blog's search
-- document function finds immutable_array_to_string through a fixed search
-- path, not the caller's. pg_restore runs with an empty search path (and so
-- fills the generated search_document column with it): without this a
-- PostgreSQL backup could not be restored (decision 020).
ALTER FUNCTION public.blog_search_document(text, text, text[], text) SET search_path = pg_catalog, public;
