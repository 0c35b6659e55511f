-- Search reads stored search keys (decision 092): the question titles and the answer items without their
-- accents, lower-cased (top5_search_key, migration 0019; searchTerms() folds the text the same way), as stored
-- generated columns, so the trigram indexes are on columns and no match recomputes a NORMALIZE/regexp
-- expression on the rows the index returns. member_names.search_key (0021) already works this way.
DROP INDEX "questions_title_trgm";--> statement-breakpoint
DROP INDEX "answer_spellings_search_key_trgm";--> statement-breakpoint
ALTER TABLE "answer_spellings" ADD COLUMN "search_key" text GENERATED ALWAYS AS (top5_search_key(item_key)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "search_key" text GENERATED ALWAYS AS (top5_search_key(lower(title))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "questions_search_key_trgm" ON "questions" USING gin ("search_key" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "answer_spellings_search_key_trgm" ON "answer_spellings" USING gin ("search_key" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
ANALYZE questions;--> statement-breakpoint
ANALYZE answer_spellings;
--> statement-breakpoint
-- The questions and the answer spellings a search text matches (services/search/match.ts), at most max_rows of
-- them, in no order: always read through their indexes (questions_search, questions_search_key_trgm,
-- answer_spellings_search_key_trgm). The planner prices a trigram comparison like an equality test, so on ten
-- thousand rows it compared every one (a sequential scan computing word similarity on each row: 11,000
-- question titles 200-450 ms, 10,000 spellings 25-230 ms on the busy bench machine) rather than read the
-- index. Functions with their own setting, as top5_matching_member_names (0021), so no other query is
-- planned differently.
CREATE FUNCTION top5_matching_questions(query tsquery, search_text text, contains_pattern text, max_rows integer)
  RETURNS TABLE (id integer, rank real) LANGUAGE sql STABLE PARALLEL SAFE
  SET enable_seqscan = off AS $$
  SELECT q.id, ts_rank(q.search, query) + word_similarity(search_text, q.search_key) FROM questions q
  WHERE q.search @@ query OR q.search_key LIKE contains_pattern OR search_text <% q.search_key
  LIMIT max_rows $$;
--> statement-breakpoint
CREATE FUNCTION top5_matching_spellings(search_text text, contains_pattern text, max_rows integer)
  RETURNS TABLE (item_key text, search_key text, spelling text) LANGUAGE sql STABLE PARALLEL SAFE
  SET enable_seqscan = off AS $$
  SELECT s.item_key, s.search_key, s.spelling FROM answer_spellings s
  WHERE s.search_key LIKE contains_pattern OR search_text <% s.search_key
  LIMIT max_rows $$;
