-- The index by item taste twins draw their candidates from (decision 105): each shown list's spellings, each
-- prefixed by its question, so one probe finds exactly the lists of a question that name a spelling (the
-- tallies say beforehand how many). Made of immutable parts only.
CREATE OR REPLACE FUNCTION top5_list_items(integer, text[]) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT array(SELECT $1::text || ':' || s FROM unnest($2) AS s)
$$;
--> statement-breakpoint
CREATE TABLE "taste_twins" (
	"user_id" integer NOT NULL,
	"twin_id" integer NOT NULL,
	"score" real NOT NULL,
	"shared_questions" integer NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "taste_twins_user_id_twin_id_pk" PRIMARY KEY("user_id","twin_id"),
	CONSTRAINT "taste_twins_not_self" CHECK ("taste_twins"."user_id" <> "taste_twins"."twin_id")
);
--> statement-breakpoint
ALTER TABLE "taste_twins" ADD CONSTRAINT "taste_twins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taste_twins" ADD CONSTRAINT "taste_twins_twin_id_users_id_fk" FOREIGN KEY ("twin_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "taste_twins_best" ON "taste_twins" USING btree ("user_id","score" DESC NULLS LAST,"twin_id");--> statement-breakpoint
CREATE INDEX "taste_twins_twin" ON "taste_twins" USING btree ("twin_id");--> statement-breakpoint
CREATE INDEX "responses_items" ON "responses" USING gin (top5_list_items("question_id", "answers")) WITH (fastupdate=false) WHERE "responses"."is_public" and not "responses"."is_hidden";--> statement-breakpoint
-- Statistics for the new expression, so the planner reads the index by item from the first refresh on.
ANALYZE responses;
