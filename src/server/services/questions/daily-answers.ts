/** The per-day tally of first answers behind 'hot' questions (question_daily_answers). */
import { type SQL, sql } from 'drizzle-orm';

/** 'YYYY-MM-DD' of a moment, in UTC. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/**
 * Counts one first answer for a question on the day it was given: a part of submitAnswer's statement, which
 * already holds the question's row, so the day's row is never contended by another question.
 */
export function recordDailyAnswer(questionId: number, at: Date): SQL {
  return sql`insert into question_daily_answers (question_id, day, answers)
    values (${questionId}, ${utcDay(at)}::date, 1)
    on conflict (question_id, day) do update set answers = question_daily_answers.answers + 1`;
}
