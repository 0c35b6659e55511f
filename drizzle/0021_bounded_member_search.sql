-- Search matches members on the distinct display names (decision 041): member_names holds each lower-cased
-- display name once with how many members bear it, matched by a trigram index on the name without accents
-- (search_key: top5_search_key, as answer items are, migration 0019); the members of a matched name are then
-- read most followed first from users_display_name_followers, a few per name. The trigram index on every
-- member's display name is no longer read by anything.
CREATE TABLE "member_names" (
	"name" text PRIMARY KEY NOT NULL,
	"search_key" text GENERATED ALWAYS AS (top5_search_key(name)) STORED NOT NULL,
	"members" integer NOT NULL,
	CONSTRAINT "member_names_members_positive" CHECK ("member_names"."members" > 0)
);
--> statement-breakpoint
DROP INDEX "users_display_name_trgm";--> statement-breakpoint
CREATE INDEX "users_display_name_followers" ON "users" USING btree (lower("display_name"),"followers_count" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
-- Every member counts once under their lower-cased display name: a new member adds one, a member leaving or
-- renamed takes one from the old name (deleting the row when it was the last, so every row counts at least one
-- member and search can stop counting at its cap after as many names). A rename touches the two names in the
-- names' order, so two renames crossing each other's names wait rather than deadlock. The bench load
-- recomputes this table in bulk (scripts/bench/derived.ts).
CREATE OR REPLACE FUNCTION top5_count_member_name(name_key text, delta integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF delta > 0 THEN
    INSERT INTO member_names AS m (name, members) VALUES (name_key, delta)
    ON CONFLICT ON CONSTRAINT member_names_pkey DO UPDATE SET members = m.members + delta;
  ELSE
    DELETE FROM member_names m WHERE m.name = name_key AND m.members = -delta;
    IF NOT FOUND THEN
      UPDATE member_names m SET members = m.members + delta WHERE m.name = name_key;
    END IF;
  END IF;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION top5_count_member_names() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_name text := CASE WHEN TG_OP <> 'INSERT' THEN lower(OLD.display_name) END;
  new_name text := CASE WHEN TG_OP <> 'DELETE' THEN lower(NEW.display_name) END;
BEGIN
  IF old_name IS NOT DISTINCT FROM new_name THEN
    RETURN NULL;
  ELSIF new_name IS NULL OR (old_name IS NOT NULL AND old_name < new_name) THEN
    PERFORM top5_count_member_name(old_name, -1);
    IF new_name IS NOT NULL THEN PERFORM top5_count_member_name(new_name, 1); END IF;
  ELSE
    PERFORM top5_count_member_name(new_name, 1);
    IF old_name IS NOT NULL THEN PERFORM top5_count_member_name(old_name, -1); END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_count_member_names AFTER INSERT OR DELETE OR UPDATE OF display_name ON users
  FOR EACH ROW EXECUTE FUNCTION top5_count_member_names();
--> statement-breakpoint
INSERT INTO member_names (name, members)
SELECT lower(display_name), count(*)::int FROM users GROUP BY 1;--> statement-breakpoint
CREATE INDEX "member_names_search_key_trgm" ON "member_names" USING gin ("search_key" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
ANALYZE member_names;--> statement-breakpoint
-- The member names a search text matches (services/search/match.ts): the name without its accents starting
-- with the text, similar to it, or holding a word like it; at most max_names of them, in no order. Always read
-- through member_names_search_key_trgm: the planner prices a trigram comparison like an equality test, so on a
-- few thousand names it would compare every name (70-100 ms for 5,000 on the bench machine) rather than read
-- the index (about 2 ms). A function with its own setting, so no other query is planned differently.
CREATE FUNCTION top5_matching_member_names(search_text text, prefix_pattern text, max_names integer)
  RETURNS TABLE (name text, search_key text, members integer) LANGUAGE sql STABLE PARALLEL SAFE
  SET enable_seqscan = off AS $$
  SELECT m.name, m.search_key, m.members FROM member_names m
  WHERE m.search_key LIKE prefix_pattern OR m.search_key % search_text OR search_text <% m.search_key
  LIMIT max_names $$;
