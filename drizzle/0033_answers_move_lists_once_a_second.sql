-- An answer (a response inserted or edited, and the counts it moves on its question's row) drops what it
-- changed at once: its question ('question:<id>': the card, results and feed), its member ('user:<id>') and
-- the response itself ('response:<id>'). The lists whose order or counts it moves (every question list, hot,
-- trending, featured; the recent feed and the admin's Responses tab) are told through 'questions-moved' and
-- 'responses-moved', which every process turns into 'questions' and 'responses' at most once a second
-- (src/server/cache/invalidation.ts). A question written in anything but its counts, and a response deleted,
-- still drop every list at once (decision 088).
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
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION top5_notify_response() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('top5_reads', 'response:' || OLD.id); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('top5_reads', 'response:' || NEW.id); END IF;
  IF TG_OP = 'UPDATE' AND to_jsonb(NEW) - 'likes_count' - 'comments_count'
      = to_jsonb(OLD) - 'likes_count' - 'comments_count' THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('top5_reads', 'questions');
    PERFORM pg_notify('top5_reads', 'responses');
  ELSE
    PERFORM pg_notify('top5_reads', 'questions-moved');
    PERFORM pg_notify('top5_reads', 'responses-moved');
  END IF;
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
