-- The unread check before telling a member of a like or follow (events/notifications-processor.ts) reads the
-- member's unread rows for the one member who acted, not all of them; the unread count still uses the index.
DROP INDEX "notifications_user_unread";--> statement-breakpoint
CREATE INDEX "notifications_user_unread" ON "notifications" USING btree ("user_id","related_user_id") WHERE not "notifications"."is_read";