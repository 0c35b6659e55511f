-- A member's first page of notifications is kept in memory (decision 045), tagged 'notifications:<user_id>'.
-- Every notification written, read, cleared or deleted (with its member) notifies its member's topic on
-- channel 'top5_reads' at commit; identical notifications of one transaction are sent once.
CREATE OR REPLACE FUNCTION top5_notify_notification() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('top5_reads', 'notifications:' || OLD.user_id);
  ELSE
    PERFORM pg_notify('top5_reads', 'notifications:' || NEW.user_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER notifications_notify_reads AFTER INSERT OR UPDATE OR DELETE ON notifications
  FOR EACH ROW EXECUTE FUNCTION top5_notify_notification();
