-- Search matches member names and answer items in the app's memory (services/search/search-index.ts, decision
-- 147): each process reads member_names and answer_spellings whole once, then hears every change to them on the
-- reads channel ('member-name:<name>', 'answer-item:<item_key>') and reads those keys again. Their trigram
-- indexes and matching functions are no longer read by anything.
DROP INDEX "answer_spellings_search_key_trgm";--> statement-breakpoint
DROP INDEX "member_names_search_key_trgm";--> statement-breakpoint
DROP FUNCTION top5_matching_member_names(text, text, integer);--> statement-breakpoint
DROP FUNCTION top5_matching_spellings(text, text, integer);--> statement-breakpoint
CREATE FUNCTION top5_notify_member_name() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('top5_reads', 'member-name:' || OLD.name); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('top5_reads', 'member-name:' || NEW.name); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER member_names_notify_reads AFTER INSERT OR UPDATE OR DELETE ON member_names
  FOR EACH ROW EXECUTE FUNCTION top5_notify_member_name();
--> statement-breakpoint
CREATE FUNCTION top5_notify_answer_item() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('top5_reads', 'answer-item:' || OLD.item_key); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('top5_reads', 'answer-item:' || NEW.item_key); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER answer_spellings_notify_reads AFTER INSERT OR UPDATE OR DELETE ON answer_spellings
  FOR EACH ROW EXECUTE FUNCTION top5_notify_answer_item();
