-- Decision 129: a kept session (cache/sessions.ts) is tagged with its member's account, 'account:<id>',
-- notified when anything of the member's row changes but its stored counts. An answer, a follow or a list
-- made private moves only counts: the member's profile and lists ('user:<id>') are dropped as before, but
-- their session stays kept, so their next call does not read it again.
CREATE OR REPLACE FUNCTION top5_notify_user() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  counts CONSTANT text[] := ARRAY['answers_count', 'public_answers_count', 'followers_count', 'following_count'];
BEGIN
  PERFORM pg_notify('top5_reads', 'user:' || OLD.id);
  IF TG_OP = 'DELETE' OR (to_jsonb(NEW) - counts) IS DISTINCT FROM (to_jsonb(OLD) - counts) THEN
    PERFORM pg_notify('top5_reads', 'account:' || OLD.id);
  END IF;
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('top5_reads', 'people');
  ELSIF NEW.username IS DISTINCT FROM OLD.username OR NEW.display_name IS DISTINCT FROM OLD.display_name
      OR NEW.profile_picture IS DISTINCT FROM OLD.profile_picture THEN
    PERFORM pg_notify('top5_reads', 'people');
  END IF;
  RETURN NULL;
END $$;
