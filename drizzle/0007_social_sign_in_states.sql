CREATE TABLE "social_sign_in_states" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"state" text NOT NULL,
	"nonce" text,
	"code_verifier" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "social_sign_in_states_provider" CHECK ("social_sign_in_states"."provider" in ('google', 'facebook'))
);
--> statement-breakpoint
CREATE INDEX "social_sign_in_states_expires_at" ON "social_sign_in_states" USING btree ("expires_at");