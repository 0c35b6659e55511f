CREATE TABLE "feed_marks" (
	"question_id" integer NOT NULL,
	"mark" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"response_id" integer NOT NULL,
	CONSTRAINT "feed_marks_question_id_mark_pk" PRIMARY KEY("question_id","mark")
);
--> statement-breakpoint
ALTER TABLE "feed_marks" ADD CONSTRAINT "feed_marks_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A response entering or leaving a question's feed (public and not hidden) behind a mark moves every mark
-- from it on by one position: those marks are deleted, under the question's advisory lock, which the reads
-- that write marks take too (services/answers/feed-marks.ts). Marks are only written for responses older
-- than a minute, so a new answer (created now) never touches them (decision 090).
CREATE OR REPLACE FUNCTION top5_feed_marks() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was_shown boolean := TG_OP <> 'INSERT' AND OLD.is_public AND NOT OLD.is_hidden;
  is_shown boolean := TG_OP <> 'DELETE' AND NEW.is_public AND NOT NEW.is_hidden;
BEGIN
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
--> statement-breakpoint
CREATE TRIGGER responses_feed_marks AFTER INSERT OR UPDATE OR DELETE ON responses
  FOR EACH ROW EXECUTE FUNCTION top5_feed_marks();
