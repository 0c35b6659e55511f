-- Search finds public Top 5 lists by a misspelt answer ('beyonse' -> 'Beyoncé'): trigram similarity over the
-- joined answers. Only public, unhidden lists are ever searched, so only they are indexed.
-- (A custom migration: drizzle's schema cannot express this expression index; keep the expression in step
-- with answerMatch() in src/server/services/search/match.ts.)
CREATE INDEX IF NOT EXISTS "responses_answers_trgm" ON "responses"
  USING gin (lower(top5_join_answers("answers")) gin_trgm_ops)
  WHERE "is_public" AND NOT "is_hidden";
