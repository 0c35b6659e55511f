-- Search matches answer items without their accents: 'Amélie' and 'Amelie' both find a list naming 'Amélie'.
-- top5_search_key folds an item key as searchTerms() folds the searched text (src/server/services/search/
-- match.ts: decomposed, the combining accents U+0300-U+036F removed, recomposed); keep the two in step. The
-- trigram index on the folded key replaces the one on the key itself. (The comments_response index drizzle-kit
-- also lists here was already made by 0017; 0018's snapshot predates it.)
CREATE OR REPLACE FUNCTION top5_search_key(text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT normalize(regexp_replace(normalize($1, NFD), '[\u0300-\u036f]', '', 'g'), NFC) $$;
--> statement-breakpoint
DROP INDEX IF EXISTS "answer_spellings_key_trgm";--> statement-breakpoint
CREATE INDEX "answer_spellings_search_key_trgm" ON "answer_spellings" USING gin (top5_search_key("item_key") gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
ANALYZE answer_spellings;
