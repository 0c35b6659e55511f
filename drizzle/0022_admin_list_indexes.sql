DROP INDEX "users_joined_at";--> statement-breakpoint
DROP INDEX "data_deletion_requests_recent";--> statement-breakpoint
DROP INDEX "questions_created_at";--> statement-breakpoint
DROP INDEX "reports_status_recent";--> statement-breakpoint
CREATE INDEX "responses_admin_recent" ON "responses" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "responses_question_recent" ON "responses" USING btree ("question_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "reports_recent" ON "reports" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "users_joined_recent" ON "users" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "users_email_trgm" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "data_deletion_requests_recent" ON "data_deletion_requests" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "questions_created_at" ON "questions" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "reports_status_recent" ON "reports" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);