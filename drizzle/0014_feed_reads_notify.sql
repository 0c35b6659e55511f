-- The read cache (decision 035) also keeps the first page of each feed, profiles, follow lists and likers.
-- Their topics, notified on channel 'top5_reads' at commit like those of migration 0013: 'responses' (the
-- recent feed) and 'user:<id>' (the member's profile, Answers tab and follow lists) on every change of a
-- response, with 'response:<id>' (its likers); 'user:<id>' on every change of a member's row (their counts
-- included) and on every follow they make or receive; 'people' when a member's username, display name or
-- picture changes or the member is deleted (every read that shows members by name); 'response:<id>' on every
-- like of the response.
CREATE OR REPLACE FUNCTION top5_notify_response() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('top5_reads', 'questions');
  PERFORM pg_notify('top5_reads', 'responses');
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('top5_reads', 'question:' || OLD.question_id);
    PERFORM pg_notify('top5_reads', 'user:' || OLD.user_id);
    PERFORM pg_notify('top5_reads', 'response:' || OLD.id);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('top5_reads', 'question:' || NEW.question_id);
    PERFORM pg_notify('top5_reads', 'user:' || NEW.user_id);
    PERFORM pg_notify('top5_reads', 'response:' || NEW.id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION top5_notify_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('top5_reads', 'user:' || OLD.id);
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('top5_reads', 'people');
  ELSIF NEW.username IS DISTINCT FROM OLD.username OR NEW.display_name IS DISTINCT FROM OLD.display_name
      OR NEW.profile_picture IS DISTINCT FROM OLD.profile_picture THEN
    PERFORM pg_notify('top5_reads', 'people');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_notify_profile_reads AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION top5_notify_user();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION top5_notify_like() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('top5_reads', 'response:' || OLD.response_id);
  ELSE
    PERFORM pg_notify('top5_reads', 'response:' || NEW.response_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER likes_notify_reads AFTER INSERT OR DELETE ON likes
  FOR EACH ROW EXECUTE FUNCTION top5_notify_like();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION top5_notify_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('top5_reads', 'user:' || OLD.follower_id);
    PERFORM pg_notify('top5_reads', 'user:' || OLD.followee_id);
  ELSE
    PERFORM pg_notify('top5_reads', 'user:' || NEW.follower_id);
    PERFORM pg_notify('top5_reads', 'user:' || NEW.followee_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER follows_notify_reads AFTER INSERT OR DELETE ON follows
  FOR EACH ROW EXECUTE FUNCTION top5_notify_follow();
