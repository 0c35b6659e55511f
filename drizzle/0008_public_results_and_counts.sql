-- Results that cannot single anyone out: public-only result tallies beside the full ones, the count of
-- lists shown to visitors (all from 5 lists, else the public ones) and each member's count of public answers.
CREATE TABLE "public_result_age_group_items" (
	"question_id" integer NOT NULL,
	"age_group" text NOT NULL,
	"item_key" text NOT NULL,
	"votes" integer DEFAULT 0 NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "public_result_age_group_items_question_id_age_group_item_key_pk" PRIMARY KEY("question_id","age_group","item_key")
);
--> statement-breakpoint
CREATE TABLE "public_result_age_groups" (
	"question_id" integer NOT NULL,
	"age_group" text NOT NULL,
	"responses" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "public_result_age_groups_question_id_age_group_pk" PRIMARY KEY("question_id","age_group")
);
--> statement-breakpoint
CREATE TABLE "public_result_item_ranks" (
	"question_id" integer NOT NULL,
	"item_key" text NOT NULL,
	"rank" smallint NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "public_result_item_ranks_question_id_item_key_rank_pk" PRIMARY KEY("question_id","item_key","rank"),
	CONSTRAINT "public_result_item_ranks_rank" CHECK ("public_result_item_ranks"."rank" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "public_result_item_spellings" (
	"question_id" integer NOT NULL,
	"item_key" text NOT NULL,
	"spelling" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "public_result_item_spellings_question_id_item_key_spelling_pk" PRIMARY KEY("question_id","item_key","spelling")
);
--> statement-breakpoint
CREATE TABLE "public_result_items" (
	"question_id" integer NOT NULL,
	"item_key" text NOT NULL,
	"label" text NOT NULL,
	"votes" integer DEFAULT 0 NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "public_result_items_question_id_item_key_pk" PRIMARY KEY("question_id","item_key"),
	CONSTRAINT "public_result_items_nonnegative" CHECK ("public_result_items"."votes" >= 0 and "public_result_items"."points" >= 0)
);
--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "shown_answers_count" integer GENERATED ALWAYS AS (case when answers_count >= 5 then answers_count else public_responses_count end) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "public_answers_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "public_result_age_group_items" ADD CONSTRAINT "public_result_age_group_items_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_result_age_groups" ADD CONSTRAINT "public_result_age_groups_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_result_item_ranks" ADD CONSTRAINT "public_result_item_ranks_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_result_item_spellings" ADD CONSTRAINT "public_result_item_spellings_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_result_items" ADD CONSTRAINT "public_result_items_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "public_result_age_group_items_ranking" ON "public_result_age_group_items" USING btree ("question_id","age_group","points" DESC NULLS LAST,"votes" DESC NULLS LAST,"item_key" collate "C");--> statement-breakpoint
CREATE INDEX "public_result_items_ranking" ON "public_result_items" USING btree ("question_id","points" DESC NULLS LAST,"votes" DESC NULLS LAST,"item_key" collate "C");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_public_answers_count_nonnegative" CHECK ("users"."public_answers_count" >= 0);--> statement-breakpoint
-- Backfill the public-only tallies from the stored public, unhidden responses. An answer's item key is read
-- from result_item_spellings (every counted spelling is there with its key), so no key is recomputed in SQL.
INSERT INTO public_result_item_spellings (question_id, item_key, spelling, count)
SELECT r.question_id, s.item_key, a.spelling, count(*)::int
FROM responses r
CROSS JOIN LATERAL unnest(r.answers) WITH ORDINALITY AS a(spelling, rank)
JOIN result_item_spellings s ON s.question_id = r.question_id AND s.spelling = a.spelling
WHERE r.is_public AND NOT r.is_hidden
GROUP BY r.question_id, s.item_key, a.spelling;
--> statement-breakpoint
INSERT INTO public_result_item_ranks (question_id, item_key, rank, count)
SELECT r.question_id, s.item_key, a.rank::smallint, count(*)::int
FROM responses r
CROSS JOIN LATERAL unnest(r.answers) WITH ORDINALITY AS a(spelling, rank)
JOIN result_item_spellings s ON s.question_id = r.question_id AND s.spelling = a.spelling
WHERE r.is_public AND NOT r.is_hidden
GROUP BY r.question_id, s.item_key, a.rank;
--> statement-breakpoint
INSERT INTO public_result_items (question_id, item_key, label, votes, points)
SELECT t.question_id, t.item_key, l.spelling, t.votes, t.points
FROM (
  SELECT r.question_id, s.item_key, count(*)::int AS votes, sum(6 - a.rank)::int AS points
  FROM responses r
  CROSS JOIN LATERAL unnest(r.answers) WITH ORDINALITY AS a(spelling, rank)
  JOIN result_item_spellings s ON s.question_id = r.question_id AND s.spelling = a.spelling
  WHERE r.is_public AND NOT r.is_hidden
  GROUP BY r.question_id, s.item_key
) t
JOIN (
  SELECT DISTINCT ON (question_id, item_key) question_id, item_key, spelling
  FROM public_result_item_spellings
  ORDER BY question_id, item_key, count DESC, spelling COLLATE "C"
) l ON l.question_id = t.question_id AND l.item_key = t.item_key;
--> statement-breakpoint
INSERT INTO public_result_age_groups (question_id, age_group, responses)
SELECT question_id, age_group, count(*)::int FROM responses
WHERE is_public AND NOT is_hidden AND age_group IS NOT NULL
GROUP BY question_id, age_group;
--> statement-breakpoint
INSERT INTO public_result_age_group_items (question_id, age_group, item_key, votes, points)
SELECT r.question_id, r.age_group, s.item_key, count(*)::int, sum(6 - a.rank)::int
FROM responses r
CROSS JOIN LATERAL unnest(r.answers) WITH ORDINALITY AS a(spelling, rank)
JOIN result_item_spellings s ON s.question_id = r.question_id AND s.spelling = a.spelling
WHERE r.is_public AND NOT r.is_hidden AND r.age_group IS NOT NULL
GROUP BY r.question_id, r.age_group, s.item_key;
--> statement-breakpoint
UPDATE users u SET public_answers_count = c.n
FROM (SELECT user_id, count(*)::int AS n FROM responses WHERE is_public AND NOT is_hidden GROUP BY user_id) c
WHERE c.user_id = u.id;
--> statement-breakpoint
-- The feed-count trigger (migration 0003) now also keeps each member's count of responses others can see.
CREATE OR REPLACE FUNCTION top5_count_feed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was_shown boolean := false;
  is_shown boolean := false;
BEGIN
  IF TG_OP <> 'INSERT' THEN was_shown := OLD.is_public AND NOT OLD.is_hidden; END IF;
  IF TG_OP <> 'DELETE' THEN is_shown := NEW.is_public AND NOT NEW.is_hidden; END IF;
  IF TG_OP = 'UPDATE' AND was_shown = is_shown AND OLD.question_id = NEW.question_id THEN
    RETURN NEW;
  END IF;
  IF was_shown THEN
    UPDATE questions SET public_responses_count = public_responses_count - 1 WHERE id = OLD.question_id;
    UPDATE site_counters SET value = value - 1 WHERE name = 'public_responses' AND shard = OLD.id % 8;
    UPDATE users SET public_answers_count = public_answers_count - 1 WHERE id = OLD.user_id;
  END IF;
  IF is_shown THEN
    UPDATE questions SET public_responses_count = public_responses_count + 1 WHERE id = NEW.question_id;
    UPDATE site_counters SET value = value + 1 WHERE name = 'public_responses' AND shard = NEW.id % 8;
    UPDATE users SET public_answers_count = public_answers_count + 1 WHERE id = NEW.user_id;
  END IF;
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  RETURN NEW;
END
$$;
