DROP INDEX "comments_response";--> statement-breakpoint
CREATE INDEX "comments_response" ON "comments" USING btree ("response_id","created_at","id");