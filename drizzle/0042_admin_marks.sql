-- The page index of the admin's list of every response (decision 113), as feed_marks is a feed's (0034).
CREATE TABLE "admin_marks" (
	"mark" integer PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"response_id" integer NOT NULL
);
--> statement-breakpoint
-- Every response's stored count, private and hidden ones included: the admin list's total, and where its
-- page numbers are counted from.
INSERT INTO site_counters (name, shard, value)
  SELECT 'responses', s, (SELECT count(*) FROM responses WHERE id % 8 = s) FROM generate_series(0, 7) AS s
  ON CONFLICT (name, shard) DO UPDATE SET value = excluded.value;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION top5_count_feed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was_shown boolean := false;
  is_shown boolean := false;
BEGIN
  IF TG_OP <> 'INSERT' THEN was_shown := OLD.is_public AND NOT OLD.is_hidden; END IF;
  IF TG_OP <> 'DELETE' THEN is_shown := NEW.is_public AND NOT NEW.is_hidden; END IF;
  IF TG_OP = 'UPDATE' AND was_shown = is_shown AND OLD.question_id = NEW.question_id THEN
    RETURN NEW;
  END IF;
  IF was_shown THEN
    UPDATE questions SET public_responses_count = public_responses_count - 1 WHERE id = OLD.question_id;
    UPDATE users SET public_answers_count = public_answers_count - 1 WHERE id = OLD.user_id;
  END IF;
  -- The shown count and every response's count share their shard: one statement moves both.
  IF was_shown OR TG_OP = 'DELETE' THEN
    UPDATE site_counters SET value = value - 1 WHERE shard = OLD.id % 8 AND name IN (
      CASE WHEN was_shown THEN 'public_responses' END, CASE WHEN TG_OP = 'DELETE' THEN 'responses' END);
  END IF;
  IF is_shown THEN
    UPDATE questions SET public_responses_count = public_responses_count + 1 WHERE id = NEW.question_id;
    UPDATE users SET public_answers_count = public_answers_count + 1 WHERE id = NEW.user_id;
  END IF;
  IF is_shown OR TG_OP = 'INSERT' THEN
    UPDATE site_counters SET value = value + 1 WHERE shard = NEW.id % 8 AND name IN (
      CASE WHEN is_shown THEN 'public_responses' END, CASE WHEN TG_OP = 'INSERT' THEN 'responses' END);
  END IF;
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
-- A feed's marks go from a response entering or leaving it behind them (0034); the admin list's from a
-- response deleted, written with an old date or moved in time, behind them.
CREATE OR REPLACE FUNCTION top5_feed_marks() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was_shown boolean := TG_OP <> 'INSERT' AND OLD.is_public AND NOT OLD.is_hidden;
  is_shown boolean := TG_OP <> 'DELETE' AND NEW.is_public AND NOT NEW.is_hidden;
  moved boolean := TG_OP = 'UPDATE' AND OLD.created_at <> NEW.created_at;
BEGIN
  IF (TG_OP = 'DELETE' OR moved) AND OLD.created_at < clock_timestamp() - interval '30 seconds' THEN
    PERFORM pg_advisory_xact_lock(8802, 0);
    DELETE FROM admin_marks WHERE (at, response_id) >= (OLD.created_at, OLD.id);
  END IF;
  IF (TG_OP = 'INSERT' OR moved) AND NEW.created_at < clock_timestamp() - interval '30 seconds' THEN
    PERFORM pg_advisory_xact_lock(8802, 0);
    DELETE FROM admin_marks WHERE (at, response_id) >= (NEW.created_at, NEW.id);
  END IF;
  IF TG_OP = 'UPDATE' AND was_shown = is_shown AND (NOT was_shown
      OR (OLD.created_at = NEW.created_at AND OLD.question_id = NEW.question_id)) THEN
    RETURN NULL;
  END IF;
  IF was_shown AND OLD.created_at < clock_timestamp() - interval '30 seconds' THEN
    PERFORM pg_advisory_xact_lock(8801, OLD.question_id);
    DELETE FROM feed_marks WHERE question_id = OLD.question_id AND (at, response_id) >= (OLD.created_at, OLD.id);
  END IF;
  IF is_shown AND NEW.created_at < clock_timestamp() - interval '30 seconds' THEN
    PERFORM pg_advisory_xact_lock(8801, NEW.question_id);
    DELETE FROM feed_marks WHERE question_id = NEW.question_id AND (at, response_id) >= (NEW.created_at, NEW.id);
  END IF;
  RETURN NULL;
END $$;
