-- Stored counts kept by triggers, so every path that adds or removes a member or a response (including
-- cascading deletes of a user or a question) moves them, and no page has to count a whole table.
-- site_counters: a count is the sum of 8 shard rows (shard = row id % 8), so concurrent writers rarely queue.
INSERT INTO site_counters (name, shard, value)
SELECT 'members', s, (SELECT count(*) FROM users WHERE id % 8 = s) FROM generate_series(0, 7) AS s
ON CONFLICT (name, shard) DO NOTHING;
--> statement-breakpoint
INSERT INTO site_counters (name, shard, value)
SELECT 'public_responses', s, (SELECT count(*) FROM responses WHERE is_public AND NOT is_hidden AND id % 8 = s)
FROM generate_series(0, 7) AS s
ON CONFLICT (name, shard) DO NOTHING;
--> statement-breakpoint
UPDATE questions q SET public_responses_count = c.n
FROM (SELECT question_id, count(*)::int AS n FROM responses WHERE is_public AND NOT is_hidden GROUP BY question_id) c
WHERE c.question_id = q.id;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION top5_count_members() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE site_counters SET value = value + 1 WHERE name = 'members' AND shard = NEW.id % 8;
    RETURN NEW;
  END IF;
  UPDATE site_counters SET value = value - 1 WHERE name = 'members' AND shard = OLD.id % 8;
  RETURN OLD;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_count_members AFTER INSERT OR DELETE ON users
FOR EACH ROW EXECUTE FUNCTION top5_count_members();
--> statement-breakpoint
-- A response is in the feeds when it is public and not hidden by an approved report.
CREATE OR REPLACE FUNCTION top5_count_feed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was_shown boolean := false;
  is_shown boolean := false;
BEGIN
  IF TG_OP <> 'INSERT' THEN was_shown := OLD.is_public AND NOT OLD.is_hidden; END IF;
  IF TG_OP <> 'DELETE' THEN is_shown := NEW.is_public AND NOT NEW.is_hidden; END IF;
  IF TG_OP = 'UPDATE' AND was_shown = is_shown AND OLD.question_id = NEW.question_id THEN
    RETURN NEW;
  END IF;
  IF was_shown THEN
    UPDATE questions SET public_responses_count = public_responses_count - 1 WHERE id = OLD.question_id;
    UPDATE site_counters SET value = value - 1 WHERE name = 'public_responses' AND shard = OLD.id % 8;
  END IF;
  IF is_shown THEN
    UPDATE questions SET public_responses_count = public_responses_count + 1 WHERE id = NEW.question_id;
    UPDATE site_counters SET value = value + 1 WHERE name = 'public_responses' AND shard = NEW.id % 8;
  END IF;
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER responses_feed_counts AFTER INSERT OR DELETE OR UPDATE OF is_public, is_hidden, question_id
ON responses FOR EACH ROW EXECUTE FUNCTION top5_count_feed();
