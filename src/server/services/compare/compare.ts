/**
 * Compare results: the questions two members both answered publicly (and that are not hidden), both lists
 * side by side, the items they share, and their agreement by rank-biased overlap (p = 0.9) of the lists'
 * item keys, per question and on average.
 */
import { sql } from 'drizzle-orm';
import { itemKey } from '../../../shared/item-key.js';
import { rboExt } from '../../../shared/rbo.js';
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

/**
 * The questions `meId` and `themId` both answered publicly (neither list hidden), most recently answered
 * first, compared; the caller has checked canCompareWith.
 */
export async function compareMembers(
  db: DbOrTx,
  meId: number,
  themId: number,
): Promise<{ questions: ComparedQuestionRow[]; overallScore: number | null }> {
  const rows = await queryRows<{ questionId: number; title: string; mine: string[]; theirs: string[] }>(
    db,
    sql`select q.id as "questionId", q.title, m.answers as mine, t.answers as theirs
      from responses m
      join responses t on t.question_id = m.question_id and t.user_id = ${themId}
      join questions q on q.id = m.question_id
      where m.user_id = ${meId}
        and m.is_public and not m.is_hidden and t.is_public and not t.is_hidden
      order by greatest(m.updated_at, t.updated_at) desc, q.id desc`,
  );
  const questions = rows.map((r) => ({ ...r, ...compareLists(r.mine, r.theirs) }));
  return { questions, overallScore: overallScore(questions.map((q) => q.score)) };
}
