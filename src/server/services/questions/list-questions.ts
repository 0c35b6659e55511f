/**
 * GET /api/questions: the Explore list. A search matches the full-text vector (title and description)
 * or the title by trigram word similarity (typos, partial words); best match first.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { QuestionCategory } from '../../../shared/api/questions.js';
import { type DbOrTx, queryRows } from '../../db/client.js';
import { type QuestionCardRow, selectQuestionCards } from './question-cards.js';

/** 'Recent' questions were created in the last 7 days. */
export const RECENT_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface ListQuestionsInput {
  search?: string;
  category: QuestionCategory;
  page: number;
  limit: number;
}

export interface ListQuestionsResult {
  rows: QuestionCardRow[];
  total: number;
  counts: Record<QuestionCategory, number>;
}

/** Escapes LIKE's wildcards so a search for '100%' means those characters. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listQuestions(
  db: DbOrTx,
  input: ListQuestionsInput,
  now: Date = new Date(),
): Promise<ListQuestionsResult> {
  const search = input.search?.trim().toLowerCase().slice(0, 200) ?? '';
  const since = new Date(now.getTime() - RECENT_DAYS * DAY_MS);
  const tsquery = sql`websearch_to_tsquery('english', ${search})`;
  const matches: SQL = search
    ? sql`(q.search @@ ${tsquery} or ${search} <% lower(q.title) or lower(q.title) like ${likePattern(search)})`
    : sql`true`;
  const rank: SQL = search
    ? sql`(ts_rank(q.search, ${tsquery}) + word_similarity(${search}, lower(q.title)))`
    : sql`0::real`;
  const inCategory: Record<QuestionCategory, SQL> = {
    all: sql`true`,
    trending: sql`q.is_trending`,
    recent: sql`q.created_at > ${since}`,
  };

  const [counts] = await queryRows<Record<QuestionCategory, number>>(
    db,
    sql`
      select count(*)::int as "all",
        (count(*) filter (where ${inCategory.trending}))::int as "trending",
        (count(*) filter (where ${inCategory.recent}))::int as "recent"
      from questions q where ${matches}`,
  );
  const rows = await selectQuestionCards(db, {
    page: sql`
      select q.id, ${rank} as rank, q.created_at from questions q
      where ${matches} and ${inCategory[input.category]}
      order by rank desc, q.created_at desc, q.id desc
      limit ${input.limit} offset ${(input.page - 1) * input.limit}`,
    order: sql`p.rank desc, p.created_at desc, p.id desc`,
  });
  return { rows, total: counts[input.category], counts };
}
