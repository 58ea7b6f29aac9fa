-- The content notification carries the new version (decision 029): an
-- instance that LISTENs keeps the version in memory as the highest it was
-- told, the same number a read of the row gives, so copies of one
-- notification (each listening connection gets one) count once.
CREATE OR REPLACE FUNCTION public.mark_content_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  next_version bigint;
BEGIN
  IF pg_catalog.current_setting('arcwell.content_marked', true) = 'on' THEN
    RETURN NULL;
  END IF;
  PERFORM pg_catalog.set_config('arcwell.content_marked', 'on', true);
  INSERT INTO public.content_version (id, version, changed_at)
    VALUES ('site', 1, pg_catalog.now())
    ON CONFLICT (id) DO UPDATE
      SET version = public.content_version.version + 1, changed_at = pg_catalog.now()
    RETURNING version INTO next_version;
  PERFORM pg_catalog.pg_notify('content_changed', next_version::text);
  RETURN NULL;
END
$$;
