/**
 * Compare results: the questions two members both answered publicly (and that are not hidden), both lists
 * side by side, the items they share, and their agreement by rank-biased overlap (p = 0.9) of the lists'
 * item keys, per question and on average (over the most recent shared questions), a page at a time.
 */
import { Param, sql } from 'drizzle-orm';
import { COMPARE_SCORE_QUESTIONS } from '../../../shared/constants.js';
import { itemKey } from '../../../shared/item-key.js';
import { rboExt } from '../../../shared/rbo.js';
import type { PagingInput } from '../../../shared/schemas/paging.js';
import { type DbOrTx, queryRows } from '../../db/client.js';
import { queryShapeRows } from '../../db/named-statements.js';

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

/** The summary with where every page is: the shared questions' ids, most recently answered first. */
export interface ComparedPairs extends ComparedSummary {
  order: number[];
}

export interface ComparedPage extends ComparedSummary {
  /** This page of the shared questions, most recently answered first. */
  questions: ComparedQuestionRow[];
}

/**
 * The questions both members answered publicly (neither list hidden), most recently answered first: each
 * member's shown lists joined by question from responses_user_shown alone (it carries each list's question and
 * time of saving: no row is read for the order, decision 150). Both lists only for the COMPARE_SCORE_QUESTIONS
 * scored, each found by the (question, member) key, as JSON (parsed faster than arrays).
 */
export const sharedPairs = (meId: number, themId: number) => sql`
  with p as materialized (
    select m.question_id,
      row_number() over (order by greatest(m.updated_at, t.updated_at) desc, m.question_id desc) as n
    from responses m
    join responses t on t.question_id = m.question_id and t.user_id = ${themId}
    where m.user_id = ${meId} and m.is_public and not m.is_hidden and t.is_public and not t.is_hidden
  ), scored as (
    select p.question_id, mine.answers as mine, theirs.answers as theirs from p
    cross join lateral (select answers from responses
      where question_id = p.question_id and user_id = ${meId} limit 1) mine
    cross join lateral (select answers from responses
      where question_id = p.question_id and user_id = ${themId} limit 1) theirs
    where p.n <= ${COMPARE_SCORE_QUESTIONS}
  )
  select p.question_id, to_json(s.mine) as mine, to_json(s.theirs) as theirs
  from p left join scored s on s.question_id = p.question_id
  order by p.n`;

/**
 * The pair's summary and the order of every shared question. It reads every shared pair once, so the route
 * keeps it once per pair (decision 144) and each page then reads only its own questions. Planned for its two
 * members at every run, never prepared: a generic plan prices every member at the average handful of lists and
 * joins two members of 1,000 lists each by comparing every pair of rows (500,000 comparisons, 20-70 ms), where
 * the plan made for them hashes one side (decision 149).
 */
export async function comparePairs(db: DbOrTx, meId: number, themId: number): Promise<ComparedPairs> {
  const pairs = await queryRows<{ question_id: number; mine: string[] | null; theirs: string[] | null }>(
    db,
    sharedPairs(meId, themId),
  );
  const scores = pairs.flatMap((r) => (r.mine && r.theirs ? [compareLists(r.mine, r.theirs).score] : []));
  return {
    sharedQuestions: pairs.length,
    overallScore: overallScore(scores),
    order: pairs.map((r) => r.question_id),
  };
}

/**
 * The member's shown list on the page's question, by the (question, member) key. Its `limit` keeps it a probe
 * per question in the prepared statement's generic plan, which otherwise reads every list of the member.
 */
const shownListOf = (userId: number) => sql`select answers from responses
  where question_id = page.question_id and user_id = ${userId} and is_public and not is_hidden limit 1`;

/**
 * One page of the questions `meId` and `themId` both answered publicly, most recently answered first,
 * compared; with how many there are and the overall score. `pairs` (by default read here) says which
 * questions the page holds, so the page reads only those: both lists by the (question, member) key and the
 * titles. A list made private or hidden since `pairs` was read is left out. The caller has checked
 * canCompareWith.
 */
export async function compareMembers(
  db: DbOrTx,
  meId: number,
  themId: number,
  paging: PagingInput,
  pairs: () => Promise<ComparedPairs> = () => comparePairs(db, meId, themId),
): Promise<ComparedPage> {
  const { order, ...summary } = await pairs();
  const offset = (paging.page - 1) * paging.limit;
  const ids = order.slice(offset, offset + paging.limit);
  const page =
    ids.length === 0
      ? []
      : await queryShapeRows<{ questionId: number; title: string; mine: string[]; theirs: string[] }>(
          db,
          sql`select q.id as "questionId", q.title, to_json(m.answers) as mine, to_json(t.answers) as theirs
            from unnest(${new Param(ids)}::int[]) with ordinality as page(question_id, n)
            join questions q on q.id = page.question_id
            cross join lateral (${shownListOf(meId)}) m
            cross join lateral (${shownListOf(themId)}) t
            order by page.n`,
        );
  return { questions: page.map((r) => ({ ...r, ...compareLists(r.mine, r.theirs) })), ...summary };
}
