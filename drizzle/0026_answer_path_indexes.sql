-- Indexes no read uses any more, which every answer paid for (decision 050):
-- questions_answers_count: no list is ordered by answers_count (cards and highlights use shown_answers_count),
-- and as an index on a column every answer moves it made each answer's update of its question a non-HOT one:
-- a new entry in each of the question's six indexes, two of them GIN.
DROP INDEX "questions_answers_count";--> statement-breakpoint
-- public_result_items_key_trgm (migration 0012): search matches answers on answer_spellings since decision
-- 037; each answer's update of five public tally rows still inserted their keys' trigrams into it.
DROP INDEX IF EXISTS "public_result_items_key_trgm";
