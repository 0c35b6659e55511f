/**
 * Compare results: the questions two members both answered publicly (and that are not hidden), both lists
 * side by side, the items they share, and their agreement by rank-biased overlap (p = 0.9) of the lists'
 * item keys, per question and on average.
 */
import { sql } from 'drizzle-orm';
import { itemKey } from '../../../shared/item-key.js';
import { rboExt } from '../../../shared/rbo.js';
import type { CompareQuestion } from '../../../shared/types.js';
import { type DbOrTx, queryRows } from '../../db/client.js';
import type { UserRow } from '../../db/schema/index.js';
import { badRequest } from '../../lib/http-error.js';
import type { Actor } from '../../policies/response.js';
import { canCompareWith } from '../../policies/user.js';
import { requireUserByUsername } from '../users/find-user.js';

export const COMPARE_SELF = 'You cannot compare with yourself';

/** The pure part: one question's lists compared. */
export function compareLists(mine: string[], theirs: string[]): Pick<CompareQuestion, 'shared' | 'score'> {
  const myKeys = mine.map(itemKey);
  const theirKeys = theirs.map(itemKey);
  const theirSet = new Set(theirKeys);
  const shared = mine.filter((_, i) => theirSet.has(myKeys[i]));
  return { shared, score: rboExt(myKeys, theirKeys) };
}

export function overallScore(scores: number[]): number | null {
  return scores.length === 0 ? null : scores.reduce((a, b) => a + b, 0) / scores.length;
}

export async function compareMembers(
  db: DbOrTx,
  me: Actor,
  username: string,
): Promise<{ them: UserRow; questions: CompareQuestion[]; overallScore: number | null }> {
  const them = await requireUserByUsername(db, username);
  if (!canCompareWith(me, them)) throw badRequest(COMPARE_SELF);
  const rows = await queryRows<{ questionId: number; title: string; mine: string[]; theirs: string[] }>(
    db,
    sql`select q.id as "questionId", q.title, m.answers as mine, t.answers as theirs
      from responses m
      join responses t on t.question_id = m.question_id and t.user_id = ${them.id}
      join questions q on q.id = m.question_id
      where m.user_id = ${me.id}
        and m.is_public and not m.is_hidden and t.is_public and not t.is_hidden
      order by greatest(m.updated_at, t.updated_at) desc, q.id desc`,
  );
  const questions = rows.map((r) => ({
    question: { id: r.questionId, title: r.title },
    mine: r.mine,
    theirs: r.theirs,
    ...compareLists(r.mine, r.theirs),
  }));
  return { them, questions, overallScore: overallScore(questions.map((q) => q.score)) };
}
