-- Custom migration (drizzle-kit generate --custom): array_to_string is only
-- STABLE, so a generated tsvector over text[] tags needs an IMMUTABLE wrapper.
CREATE OR REPLACE FUNCTION immutable_array_to_string(text[], text)
RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
AS $$ SELECT array_to_string($1, $2) $$;
