-- A save's first round trip (services/answers/submit-answer.ts, decision 159): lock the question row, then read
-- the member's current list in a statement of its own, which sees a racing save committed while the lock
-- waited (each statement of a function takes its own snapshot). One call instead of two statements.
CREATE OR REPLACE FUNCTION top5_lock_for_answer(p_question integer, p_user integer)
RETURNS TABLE (
  end_date timestamptz, created_at timestamptz, answers_count integer, open_burst json,
  id integer, answers text[], age_group text, is_public boolean, is_hidden boolean, version integer,
  awaits_trust boolean, held_by_burst integer, list_key text
) LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  q record;
BEGIN
  SELECT qs.end_date, qs.created_at, qs.answers_count,
    CASE WHEN b.id IS NULL THEN NULL ELSE json_build_object('id', b.id,
      'holdsNewAccounts', b.holds_new_accounts, 'listKeys', b.list_keys) END AS burst
  INTO q
  FROM questions qs LEFT JOIN result_bursts b ON b.id = qs.open_burst_id
  WHERE qs.id = p_question
  FOR NO KEY UPDATE OF qs;
  IF NOT FOUND THEN RETURN; END IF;
  RETURN QUERY SELECT q.end_date, q.created_at, q.answers_count, q.burst,
    r.id, r.answers, r.age_group, r.is_public, r.is_hidden, r.version, r.awaits_trust, r.held_by_burst, r.list_key
  FROM (SELECT 1) AS one LEFT JOIN responses r ON r.question_id = p_question AND r.user_id = p_user;
END $$;
