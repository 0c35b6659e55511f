-- A member's shown lists carry each list's question and time of saving in responses_user_shown, so compare's pair
-- summary joins two members' shown lists from the index alone, without reading their rows (decision 150).
DROP INDEX "responses_user_shown";--> statement-breakpoint
CREATE INDEX "responses_user_shown" ON "responses" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"question_id","updated_at") WHERE "responses"."is_public" and not "responses"."is_hidden";