-- Sessions are kept in memory too (cache/sessions.ts, decision 040), tagged 'session:<token_hash>' and the
-- member's 'user:<id>' (notified by migration 0014 on every change of their row). A session's end (sign-out,
-- sign-out everywhere, a password change, the member's deletion, expiry) and each extension of its expiry
-- notify its topic on channel 'top5_reads' at commit, so every process drops what it kept of it.
CREATE OR REPLACE FUNCTION top5_notify_session() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('top5_reads', 'session:' || OLD.token_hash);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sessions_notify_reads AFTER UPDATE OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION top5_notify_session();
