ALTER TABLE "email_tokens" DROP CONSTRAINT "email_tokens_purpose";--> statement-breakpoint
ALTER TABLE "email_tokens" ADD COLUMN "new_email" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "id" integer NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1);--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_id" ON "sessions" USING btree ("id");--> statement-breakpoint
ALTER TABLE "email_tokens" ADD CONSTRAINT "email_tokens_purpose" CHECK ("email_tokens"."purpose" in ('verify_email', 'reset_password', 'change_email'));
--> statement-breakpoint
-- An edited comment moves no count, so nothing else tells the read cache: its response's reads (the first
-- page of comments, kept for visitors, decision 042) are tagged 'response:<id>'.
CREATE OR REPLACE FUNCTION top5_notify_comment_edit() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('top5_reads', 'response:' || NEW.response_id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER comments_notify_edit_reads AFTER UPDATE OF content ON comments
  FOR EACH ROW EXECUTE FUNCTION top5_notify_comment_edit();
