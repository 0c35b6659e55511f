-- The members whose username matches a search text (services/search/match.ts memberSearch), at most max_rows of
-- them, in no order: always read through users_username_trgm, as the other matching functions read their
-- indexes (0021, 0035). A function of its own also hides the text from the statement's planner: with the
-- pattern in the statement, PostgreSQL priced each search's plan by its text and planned the member search
-- again at every run (0.7 ms of 1.3); behind the function every search runs the one cached plan (decision 131).
CREATE FUNCTION top5_matching_usernames(search_text text, prefix_pattern text, max_rows integer)
  RETURNS TABLE (id integer, name text) LANGUAGE sql STABLE PARALLEL SAFE
  SET enable_seqscan = off AS $$
  SELECT u.id, lower(u.display_name) FROM users u
  WHERE lower(u.username) LIKE prefix_pattern OR lower(u.username) % search_text
  LIMIT max_rows $$;
