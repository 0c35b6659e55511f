CREATE TABLE "list_spellings" (
	"spelling" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"response_id" integer NOT NULL,
	CONSTRAINT "list_spellings_spelling_created_at_response_id_pk" PRIMARY KEY("spelling","created_at","response_id")
);
--> statement-breakpoint
-- Decision 125: which shown lists name each spelling, newest first, so a search matching many lists reads the
-- newest few per matched spelling instead of walking every list. A list names a spelling once here, however
-- often it repeats it.
CREATE OR REPLACE FUNCTION top5_list_spellings() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was_shown boolean := TG_OP <> 'INSERT' AND OLD.is_public AND NOT OLD.is_hidden;
  is_shown boolean := TG_OP <> 'DELETE' AND NEW.is_public AND NOT NEW.is_hidden;
BEGIN
  IF TG_OP = 'UPDATE' AND was_shown = is_shown AND (NOT was_shown
      OR (OLD.answers = NEW.answers AND OLD.created_at = NEW.created_at)) THEN
    RETURN NULL;
  END IF;
  IF was_shown THEN
    DELETE FROM list_spellings
    WHERE spelling = ANY(OLD.answers) AND created_at = OLD.created_at AND response_id = OLD.id;
  END IF;
  IF is_shown THEN
    INSERT INTO list_spellings (spelling, created_at, response_id)
    SELECT DISTINCT s, NEW.created_at, NEW.id FROM unnest(NEW.answers) s
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER responses_list_spellings AFTER INSERT OR DELETE OR UPDATE OF answers, is_public, is_hidden, created_at
  ON responses FOR EACH ROW EXECUTE FUNCTION top5_list_spellings();
--> statement-breakpoint
INSERT INTO list_spellings (spelling, created_at, response_id)
  SELECT DISTINCT s, r.created_at, r.id FROM responses r, unnest(r.answers) s
  WHERE r.is_public AND NOT r.is_hidden
  ORDER BY 1, 2, 3;
