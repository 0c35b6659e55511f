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
