-- A like or a comment moves only a response's likes_count or comments_count: only the reads that show that
-- response change (its likers, the feed pages it is on, tagged 'response:<id>'), not the question lists,
-- the question's results or the member's profile. Every other change of a response notifies as before
-- (migrations 0013 and 0014), so a stream of likes no longer empties the read cache (decision 035).
CREATE OR REPLACE FUNCTION top5_notify_response() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('top5_reads', 'response:' || OLD.id); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('top5_reads', 'response:' || NEW.id); END IF;
  IF TG_OP = 'UPDATE' AND to_jsonb(NEW) - 'likes_count' - 'comments_count'
      = to_jsonb(OLD) - 'likes_count' - 'comments_count' THEN
    RETURN NULL;
  END IF;
  PERFORM pg_notify('top5_reads', 'questions');
  PERFORM pg_notify('top5_reads', 'responses');
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('top5_reads', 'question:' || OLD.question_id);
    PERFORM pg_notify('top5_reads', 'user:' || OLD.user_id);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('top5_reads', 'question:' || NEW.question_id);
    PERFORM pg_notify('top5_reads', 'user:' || NEW.user_id);
  END IF;
  RETURN NULL;
END $$;
