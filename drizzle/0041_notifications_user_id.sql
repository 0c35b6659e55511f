-- A live stream sends a member the notifications written after the last one it sent (decision 108): by member and id.
CREATE INDEX "notifications_user_id" ON "notifications" USING btree ("user_id","id");
