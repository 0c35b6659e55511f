CREATE TABLE "answer_spellings" (
	"item_key" text NOT NULL,
	"spelling" text NOT NULL,
	CONSTRAINT "answer_spellings_item_key_spelling_pk" PRIMARY KEY("item_key","spelling")
);
--> statement-breakpoint
CREATE INDEX "answer_spellings_key_trgm" ON "answer_spellings" USING gin ("item_key" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
-- The lists' answers index keeps no pending list: search reads it on every request, and a pending list (up to
-- 4 MB of recent writes) is scanned whole for each spelling searched. Altered, not rebuilt; the list it has
-- is merged now.
ALTER INDEX "responses_answers" SET (fastupdate = off);--> statement-breakpoint
SELECT gin_clean_pending_list('responses_answers');--> statement-breakpoint
-- Every spelling a public list names reaches answer_spellings when its public tally row is first written (an
-- upsert that only updates a count inserts nothing, so the trigger runs once per new spelling of a question).
-- Rows are never pruned: a spelling no shown list uses any more only costs search a lookup that finds nothing.
-- The bench load recomputes this table in bulk (scripts/bench/derived.ts).
CREATE OR REPLACE FUNCTION top5_remember_answer_spelling() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO answer_spellings (item_key, spelling) VALUES (NEW.item_key, NEW.spelling) ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER public_result_item_spellings_remember AFTER INSERT ON public_result_item_spellings
  FOR EACH ROW EXECUTE FUNCTION top5_remember_answer_spelling();
--> statement-breakpoint
INSERT INTO answer_spellings (item_key, spelling)
SELECT DISTINCT item_key, spelling FROM public_result_item_spellings
ON CONFLICT DO NOTHING;
