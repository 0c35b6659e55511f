DROP INDEX "responses_search";--> statement-breakpoint
CREATE INDEX "responses_answers" ON "responses" USING gin ("answers") WHERE "responses"."is_public" and not "responses"."is_hidden";--> statement-breakpoint
-- Search matches answers through the distinct items of the public results, by trigram (a custom statement:
-- the tallies' tables are declared by one factory for both tally sets, and only the public one is searched;
-- keep it in step with matchedSpellings() in src/server/services/search/match.ts). The joined-answers
-- trigram index of 0004 is no longer read.
CREATE INDEX IF NOT EXISTS "public_result_items_key_trgm" ON "public_result_items" USING gin ("item_key" gin_trgm_ops);--> statement-breakpoint
DROP INDEX IF EXISTS "responses_answers_trgm";
