DROP INDEX "data_deletion_requests_recent";--> statement-breakpoint
DROP INDEX "questions_created_at";--> statement-breakpoint
DROP INDEX "questions_trending";--> statement-breakpoint
DROP INDEX "questions_answers_count";--> statement-breakpoint
DROP INDEX "responses_question_feed";--> statement-breakpoint
DROP INDEX "responses_recent_feed";--> statement-breakpoint
DROP INDEX "responses_user";--> statement-breakpoint
DROP INDEX "follows_followee";--> statement-breakpoint
DROP INDEX "follows_follower_recent";--> statement-breakpoint
DROP INDEX "likes_response_recent";--> statement-breakpoint
DROP INDEX "likes_user_recent";--> statement-breakpoint
DROP INDEX "notifications_user_recent";--> statement-breakpoint
DROP INDEX "reports_status_recent";--> statement-breakpoint
CREATE INDEX "data_deletion_requests_recent" ON "data_deletion_requests" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "questions_created_at" ON "questions" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "questions_trending" ON "questions" USING btree ("is_trending","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "questions_answers_count" ON "questions" USING btree ("answers_count" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "responses_question_feed" ON "responses" USING btree ("question_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "responses"."is_public" and not "responses"."is_hidden";--> statement-breakpoint
CREATE INDEX "responses_recent_feed" ON "responses" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "responses"."is_public" and not "responses"."is_hidden";--> statement-breakpoint
CREATE INDEX "responses_user" ON "responses" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "follows_followee" ON "follows" USING btree ("followee_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "follows_follower_recent" ON "follows" USING btree ("follower_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "likes_response_recent" ON "likes" USING btree ("response_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "likes_user_recent" ON "likes" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "notifications_user_recent" ON "notifications" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "reports_status_recent" ON "reports" USING btree ("status","created_at" DESC NULLS FIRST);