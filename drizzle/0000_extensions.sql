CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- array_to_string is only STABLE; a text[] of plain text joins the same way every time, so this is safe to mark IMMUTABLE for generated columns.
CREATE OR REPLACE FUNCTION top5_join_answers(text[]) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT array_to_string($1, ' ') $$;
