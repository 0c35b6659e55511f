ALTER TABLE "data_deletion_requests" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "data_deletion_requests" ADD COLUMN "confirm_token_hash" text;--> statement-breakpoint
ALTER TABLE "data_deletion_requests" ADD COLUMN "confirm_expires_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "data_deletion_requests_confirm_token" ON "data_deletion_requests" USING btree ("confirm_token_hash");