DROP INDEX "responses_user";--> statement-breakpoint
DROP INDEX "follows_followee";--> statement-breakpoint
DROP INDEX "follows_follower_recent";--> statement-breakpoint
DROP INDEX "likes_user_recent";--> statement-breakpoint
CREATE INDEX "responses_user_shown" ON "responses" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "responses"."is_public" and not "responses"."is_hidden";--> statement-breakpoint
CREATE INDEX "responses_user" ON "responses" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "follows_followee" ON "follows" USING btree ("followee_id","created_at" DESC NULLS FIRST,"follower_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "follows_follower_recent" ON "follows" USING btree ("follower_id","created_at" DESC NULLS FIRST,"followee_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "likes_user_recent" ON "likes" USING btree ("user_id","created_at" DESC NULLS FIRST,"response_id" DESC NULLS FIRST);