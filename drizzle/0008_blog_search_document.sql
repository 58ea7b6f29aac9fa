-- Custom migration (drizzle-kit generate --custom): the blog's full-text
-- document as a function, indexed by expression instead of stored. plpgsql
-- (never inlined) with a high COST, so the planner always finds matches
-- through the GIN index rather than by computing the document for each row,
-- and rows carry no large tsvector (docs/decisions/012-blog-search-at-scale.md).
CREATE OR REPLACE FUNCTION blog_search_document(title text, summary text, tags text[], content text)
RETURNS tsvector LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE COST 10000
AS $$
BEGIN
  RETURN setweight(to_tsvector('english', coalesce(title, '')), 'A')
    || setweight(to_tsvector('english', coalesce(summary, '')), 'B')
    || setweight(to_tsvector('english', immutable_array_to_string(tags, ' ')), 'B')
    || setweight(to_tsvector('english', regexp_replace(coalesce(content, ''), '<[^>]*>', ' ', 'g')), 'C');
END
$$;
