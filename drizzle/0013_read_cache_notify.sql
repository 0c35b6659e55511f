-- Cached reads (src/server/cache/read-cache.ts) are dropped by every process when what they show changes: a
-- write notifies channel 'top5_reads' with a topic, delivered to every listening process when (and only if)
-- the write's transaction commits. Topics: 'questions' (every question list: list, hot, featured,
-- trending), 'question:<id>' (that question and its results), 'stats' (member count and goals). Identical
-- notifications of one transaction are delivered once.
CREATE OR REPLACE FUNCTION top5_notify_question() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('top5_reads', 'questions');
  IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('top5_reads', 'question:' || OLD.id); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('top5_reads', 'question:' || NEW.id); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION top5_notify_response() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('top5_reads', 'questions');
  IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('top5_reads', 'question:' || OLD.question_id); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('top5_reads', 'question:' || NEW.question_id); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER questions_notify_reads AFTER INSERT OR UPDATE OR DELETE ON questions
  FOR EACH ROW EXECUTE FUNCTION top5_notify_question();
--> statement-breakpoint
CREATE TRIGGER responses_notify_reads AFTER INSERT OR UPDATE OR DELETE ON responses
  FOR EACH ROW EXECUTE FUNCTION top5_notify_response();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION top5_notify_stats() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('top5_reads', 'stats');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_notify_reads AFTER INSERT OR DELETE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION top5_notify_stats();
--> statement-breakpoint
CREATE TRIGGER user_goals_notify_reads AFTER INSERT OR UPDATE OR DELETE ON user_goals
  FOR EACH STATEMENT EXECUTE FUNCTION top5_notify_stats();
