/**
 * The home and Trending page selections: hot, trending and featured questions. They rank by the count a
 * visitor is shown (shown_answers_count), so the order does not give away a private list either.
 */
import { sql } from 'drizzle-orm';
import { HOT_QUESTIONS_LIMIT } from '../../../shared/constants.js';
import type { DbOrTx } from '../../db/client.js';
import { utcDay } from './daily-answers.js';
import { type QuestionCardRow, selectQuestionCards } from './question-cards.js';

/** Days counted for 'hot': today (UTC) and the 6 before it. */
export const HOT_DAYS = 7;
/** The Trending page shows at most this many trending questions. */
export const TRENDING_LIMIT = 50;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * At most 8 questions answered in the last 7 days, most first answers in that time first. Reads the small
 * per-day tally (question_daily_answers), never the responses. A quiet week yields fewer, or none.
 * A question whose only answers are private ones under the results threshold (it shows 0 answers) is left
 * out, so being hot never gives away that someone answered it privately.
 */
export async function hotQuestions(db: DbOrTx, now: Date = new Date()): Promise<QuestionCardRow[]> {
  const firstDay = utcDay(new Date(now.getTime() - (HOT_DAYS - 1) * DAY_MS));
  return selectQuestionCards(db, {
    page: sql`
      select d.question_id as id, sum(d.answers)::int as recent, q.shown_answers_count
      from question_daily_answers d join questions q on q.id = d.question_id
      where d.day >= ${firstDay}::date and q.shown_answers_count > 0
      group by d.question_id, q.shown_answers_count
      having sum(d.answers) > 0
      order by recent desc, q.shown_answers_count desc, d.question_id desc
      limit ${HOT_QUESTIONS_LIMIT}`,
    order: sql`p.recent desc, p.shown_answers_count desc, p.id desc`,
  });
}

/** Trending questions, most answered first. */
export async function trendingQuestions(db: DbOrTx): Promise<QuestionCardRow[]> {
  return selectQuestionCards(db, {
    page: sql`
      select id, shown_answers_count, created_at from questions where is_trending
      order by shown_answers_count desc, created_at desc, id desc limit ${TRENDING_LIMIT}`,
    order: sql`p.shown_answers_count desc, p.created_at desc, p.id desc`,
  });
}

/** The featured question: the trending question with most answers, else the most answered; null when none. */
export async function featuredQuestion(db: DbOrTx): Promise<QuestionCardRow | null> {
  const rows = await selectQuestionCards(db, {
    page: sql`
      select id, is_trending, shown_answers_count from questions
      order by is_trending desc, shown_answers_count desc, id desc limit 1`,
    order: sql`p.id`,
  });
  return rows[0] ?? null;
}
