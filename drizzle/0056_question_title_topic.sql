-- A question's title has a topic of its own (decision 160): the feed pages and admin lists showing a response
-- to the question show its title only, and were dropped by 'question:<id>', which every answer to it raises
-- (its stored counts). Raised when the title changes or the question is deleted.
CREATE OR REPLACE FUNCTION top5_notify_question() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND to_jsonb(NEW) - 'answers_count' - 'public_responses_count' - 'counted_public'
      - 'counted_private' - 'shown_answers_count'
      = to_jsonb(OLD) - 'answers_count' - 'public_responses_count' - 'counted_public' - 'counted_private'
      - 'shown_answers_count' THEN
    PERFORM pg_notify('top5_reads', 'questions-moved');
  ELSE
    PERFORM pg_notify('top5_reads', 'questions');
  END IF;
  IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('top5_reads', 'question:' || OLD.id); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('top5_reads', 'question:' || NEW.id); END IF;
  IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND NEW.title IS DISTINCT FROM OLD.title) THEN
    PERFORM pg_notify('top5_reads', 'question-title:' || OLD.id);
  END IF;
  RETURN NULL;
END $$;
