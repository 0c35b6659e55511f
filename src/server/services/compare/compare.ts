/**
 * Compare results: the questions two members both answered publicly (and that are not hidden), both lists
 * side by side, the items they share, and their agreement by rank-biased overlap (p = 0.9) of the lists'
 * item keys, per question and on average (over the most recent shared questions), a page at a time.
 */
import { sql } from 'drizzle-orm';
import { COMPARE_SCORE_QUESTIONS } from '../../../shared/constants.js';
import { itemKey } from '../../../shared/item-key.js';
import { rboExt } from '../../../shared/rbo.js';
import type { PagingInput } from '../../../shared/schemas/paging.js';
import { type DbOrTx, queryRows } from '../../db/client.js';

export const COMPARE_SELF = 'You cannot compare with yourself';

/** One question both answered: its id and title, both lists, the items they share and the score. */
export interface ComparedQuestionRow {
  questionId: number;
  title: string;
  mine: string[];
  theirs: string[];
  /** Items on both lists, as `mine` spells them, in `mine`'s order. */
  shared: string[];
  /** Rank-biased overlap (p = 0.9), 0 to 1. */
  score: number;
}

/** The pure part: one question's lists compared. */
export function compareLists(mine: string[], theirs: string[]): { shared: string[]; score: number } {
  const myKeys = mine.map(itemKey);
  const theirKeys = theirs.map(itemKey);
  const theirSet = new Set(theirKeys);
  const shared = mine.filter((_, i) => theirSet.has(myKeys[i]));
  return { shared, score: rboExt(myKeys, theirKeys) };
}

export function overallScore(scores: number[]): number | null {
  return scores.length === 0 ? null : scores.reduce((a, b) => a + b, 0) / scores.length;
}

/** How many questions a pair both answered publicly, and their overall score: the same for every page. */
export interface ComparedSummary {
  sharedQuestions: number;
  /** Mean score over the COMPARE_SCORE_QUESTIONS most recent shared questions; null when none. */
  overallScore: number | null;
}

export interface ComparedPage extends ComparedSummary {
  /** This page of the shared questions, most recently answered first. */
  questions: ComparedQuestionRow[];
}

/** Both members' shown responses to the same questions, most recently answered first. */
const sharedPairs = (meId: number, themId: number) => sql`
  select m.question_id, m.answers as mine, t.answers as theirs, greatest(m.updated_at, t.updated_at) as at
  from responses m
  join responses t on t.question_id = m.question_id and t.user_id = ${themId}
  where m.user_id = ${meId} and m.is_public and not m.is_hidden and t.is_public and not t.is_hidden`;

/**
 * The pair's summary: the COMPARE_SCORE_QUESTIONS most recent shared questions scored, and how many there are.
 * It reads every shared pair, so the route keeps it once per pair for all its pages.
 */
export async function compareSummary(db: DbOrTx, meId: number, themId: number): Promise<ComparedSummary> {
  const scored = await queryRows<{ mine: string[]; theirs: string[]; shared: number }>(
    db,
    sql`select p.mine, p.theirs, count(*) over ()::int as shared
      from (${sharedPairs(meId, themId)}) p
      order by p.at desc, p.question_id desc
      limit ${COMPARE_SCORE_QUESTIONS}`,
  );
  return {
    sharedQuestions: scored[0]?.shared ?? 0,
    overallScore: overallScore(scored.map((r) => compareLists(r.mine, r.theirs).score)),
  };
}

/**
 * One page of the questions `meId` and `themId` both answered publicly (neither list hidden), most recently
 * answered first, compared; with how many there are and the overall score (`summary`, by default read here).
 * Every read is bounded: the pairs are the member's answers (one a question, on responses_user_shown) each
 * probing the other's by the (question, member) key; only the page's titles are joined and only
 * COMPARE_SCORE_QUESTIONS lists scored. The caller has checked canCompareWith.
 */
export async function compareMembers(
  db: DbOrTx,
  meId: number,
  themId: number,
  paging: PagingInput,
  summary: () => Promise<ComparedSummary> = () => compareSummary(db, meId, themId),
): Promise<ComparedPage> {
  const offset = (paging.page - 1) * paging.limit;
  const [page, summarized] = await Promise.all([
    queryRows<{ questionId: number; title: string; mine: string[]; theirs: string[] }>(
      db,
      sql`with pairs as (${sharedPairs(meId, themId)} order by at desc, m.question_id desc
          limit ${paging.limit} offset ${offset})
        select q.id as "questionId", q.title, p.mine, p.theirs
        from pairs p join questions q on q.id = p.question_id
        order by p.at desc, p.question_id desc`,
    ),
    summary(),
  ]);
  return { questions: page.map((r) => ({ ...r, ...compareLists(r.mine, r.theirs) })), ...summarized };
}
