/**
 * The home and Trending page selections: hot, trending and featured questions. They rank by the count a
 * visitor is shown (shown_answers_count), so the order does not give away a private list either.
 */
import { sql } from 'drizzle-orm';
import { HOT_QUESTIONS_LIMIT } from '../../../shared/constants.js';
import { type DbOrTx, queryRows } from '../../db/client.js';
import { utcDay } from './daily-answers.js';
import { rollHotWindow } from './hot.js';
import { type QuestionCardRow, selectQuestionCards } from './question-cards.js';

/** The Trending page shows at most this many trending questions. */
export const TRENDING_LIMIT = 50;

/**
 * At most 8 questions answered in the last 7 days, most first answers in that time first. Reads the stored
 * rolling count (hot_answers, decision 133) by its index, never the responses or the days. A quiet week yields
 * fewer, or none. A question whose only answers are private ones under the results threshold (it shows 0
 * answers) is left out, so being hot never gives away that someone answered it privately.
 */
export async function hotQuestions(db: DbOrTx, now: Date = new Date()): Promise<QuestionCardRow[]> {
  await rollHotWindow(db, utcDay(now));
  // The 8th highest count, read off the index: only counts as high as it can be among the 8 shown.
  const [eighth] = await queryRows<{ answers: number }>(
    db,
    sql`select answers from hot_answers order by answers desc, question_id desc
      offset ${HOT_QUESTIONS_LIMIT - 1} limit 1`,
  );
  const page = (least: number) =>
    selectQuestionCards(db, {
      page: sql`
        select h.question_id as id, h.answers as recent, q.shown_answers_count
        from hot_answers h join questions q on q.id = h.question_id
        where h.answers >= ${least} and q.shown_answers_count > 0
        order by h.answers desc, q.shown_answers_count desc, h.question_id desc
        limit ${HOT_QUESTIONS_LIMIT}`,
      order: sql`p.recent desc, p.shown_answers_count desc, p.id desc`,
    });
  const rows = await page(eighth?.answers ?? 1);
  // A question among the highest that shows no answers leaves its place to a lower count: then read them all.
  return eighth && rows.length < HOT_QUESTIONS_LIMIT ? page(1) : rows;
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
