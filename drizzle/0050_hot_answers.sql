CREATE TABLE "hot_answers" (
	"question_id" integer PRIMARY KEY NOT NULL,
	"answers" integer NOT NULL,
	CONSTRAINT "hot_answers_positive" CHECK ("hot_answers"."answers" > 0)
);
--> statement-breakpoint
CREATE TABLE "hot_window" (
	"through" date PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hot_answers" ADD CONSTRAINT "hot_answers_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hot_answers_order" ON "hot_answers" USING btree ("answers" DESC NULLS LAST,"question_id" DESC NULLS LAST);--> statement-breakpoint
-- Decision 133: hot's rolling count starts from the days already recorded, through today (UTC).
INSERT INTO "hot_window" ("through") VALUES ((now() AT TIME ZONE 'UTC')::date);--> statement-breakpoint
INSERT INTO "hot_answers" ("question_id", "answers")
SELECT d.question_id, sum(d.answers)::int FROM question_daily_answers d, hot_window w
WHERE d.day > w.through - 7 GROUP BY d.question_id HAVING sum(d.answers) > 0;
