CREATE TABLE "remote_images" (
	"url_hash" text PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"local_path" text,
	"error" text,
	"claimed_at" timestamp with time zone,
	"fetched_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "remote_images_status" CHECK ("remote_images"."status" in ('pending', 'ready', 'failed'))
);
