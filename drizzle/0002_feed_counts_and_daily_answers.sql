CREATE TABLE "site_counters" (
	"name" text NOT NULL,
	"shard" smallint NOT NULL,
	"value" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "site_counters_name_shard_pk" PRIMARY KEY("name","shard")
);
--> statement-breakpoint
CREATE TABLE "question_daily_answers" (
	"question_id" integer NOT NULL,
	"day" date NOT NULL,
	"answers" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "question_daily_answers_question_id_day_pk" PRIMARY KEY("question_id","day")
);
--> statement-breakpoint
DROP INDEX "result_age_group_items_ranking";--> statement-breakpoint
DROP INDEX "result_items_ranking";--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "public_responses_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "question_daily_answers" ADD CONSTRAINT "question_daily_answers_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "question_daily_answers_day" ON "question_daily_answers" USING btree ("day");--> statement-breakpoint
CREATE INDEX "result_age_group_items_ranking" ON "result_age_group_items" USING btree ("question_id","age_group","points" DESC NULLS LAST,"votes" DESC NULLS LAST,"item_key" collate "C");--> statement-breakpoint
CREATE INDEX "result_items_ranking" ON "result_items" USING btree ("question_id","points" DESC NULLS LAST,"votes" DESC NULLS LAST,"item_key" collate "C");--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_public_responses_count_nonnegative" CHECK ("questions"."public_responses_count" >= 0);