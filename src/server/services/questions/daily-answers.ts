/**
 * The per-day tally of first answers (question_daily_answers) and hot's rolling count over its last 7 days
 * (hot_answers, decision 133).
 */
import { type SQL, sql } from 'drizzle-orm';
import { HOT_DAYS } from './hot.js';

/** 'YYYY-MM-DD' of a moment, in UTC. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/**
 * Counts one first answer for a question on the day it was given, and in hot's count when that day is in the
 * window: parts of submitAnswer's statement, which already holds the question's row, so neither row is ever
 * contended by another question.
 */
export function recordDailyAnswer(questionId: number, at: Date): SQL[] {
  const day = utcDay(at);
  return [
    sql`insert into question_daily_answers (question_id, day, answers)
      values (${questionId}, ${day}::date, 1)
      on conflict (question_id, day) do update set answers = question_daily_answers.answers + 1`,
    sql`insert into hot_answers (question_id, answers)
      select ${questionId}, 1 from hot_window where ${day}::date > through - ${sql.raw(String(HOT_DAYS))}
      on conflict (question_id) do update set answers = hot_answers.answers + 1`,
  ];
}
