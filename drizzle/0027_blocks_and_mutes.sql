CREATE TABLE "blocks" (
	"blocker_id" integer NOT NULL,
	"blocked_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blocks_blocker_id_blocked_id_pk" PRIMARY KEY("blocker_id","blocked_id"),
	CONSTRAINT "blocks_not_self" CHECK ("blocks"."blocker_id" <> "blocks"."blocked_id")
);
--> statement-breakpoint
CREATE TABLE "mutes" (
	"muter_id" integer NOT NULL,
	"muted_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mutes_muter_id_muted_id_pk" PRIMARY KEY("muter_id","muted_id"),
	CONSTRAINT "mutes_not_self" CHECK ("mutes"."muter_id" <> "mutes"."muted_id")
);
--> statement-breakpoint
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_blocker_id_users_id_fk" FOREIGN KEY ("blocker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_blocked_id_users_id_fk" FOREIGN KEY ("blocked_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mutes" ADD CONSTRAINT "mutes_muter_id_users_id_fk" FOREIGN KEY ("muter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mutes" ADD CONSTRAINT "mutes_muted_id_users_id_fk" FOREIGN KEY ("muted_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blocks_blocked" ON "blocks" USING btree ("blocked_id","blocker_id");--> statement-breakpoint
CREATE INDEX "mutes_muted" ON "mutes" USING btree ("muted_id");--> statement-breakpoint
-- What a member is kept from seeing (src/server/cache/hidden-members.ts) is kept in memory, tagged
-- 'hidden:<user_id>': a block hides each member of the pair from the other, so both are notified; a mute
-- hides the muted member from the muter only.
CREATE OR REPLACE FUNCTION top5_notify_block() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  row_ blocks%ROWTYPE;
BEGIN
  IF TG_OP = 'DELETE' THEN row_ := OLD; ELSE row_ := NEW; END IF;
  PERFORM pg_notify('top5_reads', 'hidden:' || row_.blocker_id);
  PERFORM pg_notify('top5_reads', 'hidden:' || row_.blocked_id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER blocks_notify_reads AFTER INSERT OR DELETE ON blocks
  FOR EACH ROW EXECUTE FUNCTION top5_notify_block();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION top5_notify_mute() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('top5_reads', 'hidden:' || OLD.muter_id);
  ELSE
    PERFORM pg_notify('top5_reads', 'hidden:' || NEW.muter_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER mutes_notify_reads AFTER INSERT OR DELETE ON mutes
  FOR EACH ROW EXECUTE FUNCTION top5_notify_mute();
