CREATE TABLE "question_answer_pace" (
	"question_id" integer PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"lists" integer DEFAULT 0 NOT NULL,
	"lists_before" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question_list_keys" (
	"question_id" integer NOT NULL,
	"list_key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"lists" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "question_list_keys_question_id_list_key_pk" PRIMARY KEY("question_id","list_key")
);
--> statement-breakpoint
CREATE TABLE "result_bursts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "result_bursts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"question_id" integer NOT NULL,
	"status" text DEFAULT 'held' NOT NULL,
	"holds_new_accounts" boolean DEFAULT false NOT NULL,
	"list_keys" text[] DEFAULT '{}'::text[] NOT NULL,
	"evidence" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_at" timestamp with time zone,
	"released_by" integer,
	CONSTRAINT "result_bursts_status_known" CHECK ("result_bursts"."status" in ('held', 'released'))
);
--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "counted_public" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "counted_private" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "open_burst_id" integer;--> statement-breakpoint
-- Every list stored so far counts (no list awaits trust or is held yet): the counted lists are the unhidden ones.
UPDATE "questions" q SET "counted_public" = c.pub, "counted_private" = c.priv
  FROM (
    SELECT question_id, count(*) FILTER (WHERE is_public)::int AS pub, count(*) FILTER (WHERE NOT is_public)::int AS priv
    FROM responses WHERE NOT is_hidden GROUP BY question_id
  ) c
  WHERE q.id = c.question_id;--> statement-breakpoint
-- What a visitor is told: private lists only as a group of 5 or more (decision 067).
ALTER TABLE "questions" drop column "shown_answers_count";--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "shown_answers_count" integer GENERATED ALWAYS AS (counted_public + case when counted_private >= 5 then counted_private else 0 end) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "responses" ADD COLUMN "awaits_trust" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "responses" ADD COLUMN "held_by_burst" integer;--> statement-breakpoint
ALTER TABLE "responses" ADD COLUMN "list_key" text;--> statement-breakpoint
ALTER TABLE "question_answer_pace" ADD CONSTRAINT "question_answer_pace_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_list_keys" ADD CONSTRAINT "question_list_keys_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_bursts" ADD CONSTRAINT "result_bursts_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_bursts" ADD CONSTRAINT "result_bursts_released_by_users_id_fk" FOREIGN KEY ("released_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "question_list_keys_window" ON "question_list_keys" USING btree ("window_start");--> statement-breakpoint
CREATE INDEX "result_bursts_status" ON "result_bursts" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "result_bursts_question" ON "result_bursts" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "responses_awaiting_trust" ON "responses" USING btree ("user_id") WHERE "responses"."awaits_trust";--> statement-breakpoint
CREATE INDEX "responses_held" ON "responses" USING btree ("held_by_burst") WHERE "responses"."held_by_burst" is not null;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_counted_nonnegative" CHECK ("questions"."counted_public" >= 0 and "questions"."counted_private" >= 0);