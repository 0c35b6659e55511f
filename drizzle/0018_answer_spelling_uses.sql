-- How often the public lists use a spelling, across questions: the answers count reads a few of these to see
-- whether more than 1,000 lists name the matched spellings before it counts any list (a custom statement, like
-- 0012's: the tallies' tables are declared by one factory for both sets; keep it in step with answerCount() in
-- src/server/services/search/match.ts). Only an index on a column that never changes, so tally updates stay
-- as they were.
CREATE INDEX IF NOT EXISTS "public_result_item_spellings_spelling" ON "public_result_item_spellings" ("spelling");
--> statement-breakpoint
-- Statistics for the table 0015 filled, so the planner uses its trigram index from the first search on.
ANALYZE answer_spellings;
