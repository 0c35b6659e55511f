-- The page index of the site's recent responses (decision 152), as feed_marks is a question's feed's (0034)
-- and admin_marks the admin list's (0042): a page number deep in the recent feed starts from its mark.
CREATE TABLE "recent_marks" (
	"mark" integer PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"response_id" integer NOT NULL
);
--> statement-breakpoint
-- A response entering or leaving the shown ones (public, not hidden) behind a mark deletes the recent feed's
-- marks from it on, under its advisory lock (8803, 0), as it deletes its question feed's (8801); the admin
-- list's go as before (8802). The locks are taken in that order: 8802, 8803, then the questions'.
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
  -- The recent feed: only a response entering or leaving the shown ones, or moved in time, moves its marks.
  -- Its lock is taken before any question's, as the admin list's before it: every transaction takes them in
  -- the same order.
  IF was_shown AND (NOT is_shown OR moved) AND OLD.created_at < clock_timestamp() - interval '30 seconds' THEN
    PERFORM pg_advisory_xact_lock(8803, 0);
    DELETE FROM recent_marks WHERE (at, response_id) >= (OLD.created_at, OLD.id);
  END IF;
  IF is_shown AND (NOT was_shown OR moved) AND NEW.created_at < clock_timestamp() - interval '30 seconds' THEN
    PERFORM pg_advisory_xact_lock(8803, 0);
    DELETE FROM recent_marks WHERE (at, response_id) >= (NEW.created_at, NEW.id);
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
