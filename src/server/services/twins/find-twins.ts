/**
 * Taste twins (decision 105): the members whose public lists agree most with a member's, at least
 * TWIN_MIN_SHARED questions in common, scored as compare scores two members (the mean rank-biased overlap over
 * their most recent COMPARE_SCORE_QUESTIONS questions in common). Found without comparing against every member:
 *   1. the member's TWIN_LISTS most recent shown lists;
 *   2. their picks' tally rows (public_result_items: how many lists name each) and spellings;
 *   3. candidates: the members whose shown lists name the same picks, rarest picks first (sharing a rare pick
 *      says more than sharing the favourite), read by the index by item (responses_items) until
 *      TWIN_PROBE_LISTS lists have been read; the TWIN_CANDIDATES who share the most lists;
 *   4. those candidates scored on every question in common (their lists read by member, kept to the member's
 *      questions), blocked members out;
 *   5. the best TWINS_KEPT stored in taste_twins, replacing the member's earlier ones.
 * Every step is bounded by the constants, whatever the number of members or lists.
 */
import { Param, sql } from 'drizzle-orm';
import { COMPARE_SCORE_QUESTIONS } from '../../../shared/constants.js';
import { itemKey } from '../../../shared/item-key.js';
import { type DbOrTx, queryRows } from '../../db/client.js';
import { textArray } from '../answers/tallies.js';
import { compareLists, overallScore } from '../compare/compare.js';

/** Questions in common a twin needs at least. */
export const TWIN_MIN_SHARED = 3;
/** The member's most recent shown lists their twins are looked for on. */
export const TWIN_LISTS = 200;
/** At most this many other lists are read to find candidates. */
export const TWIN_PROBE_LISTS = 20_000;
/** Candidates scored. */
export const TWIN_CANDIDATES = 300;
/** Twins kept per member. */
export const TWINS_KEPT = 30;

export interface TwinScore {
  twinId: number;
  /** 0 to 1, as compare's overall score. */
  score: number;
  sharedQuestions: number;
}

interface ShownList {
  id: number;
  questionId: number;
  answers: string[];
}

interface PickTally {
  questionId: number;
  key: string;
  votes: number;
  spellings: string[];
}

const intArray = (values: readonly number[]) => sql`${new Param(values)}::int[]`;
const realArray = (values: readonly number[]) => sql`${new Param(values)}::real[]`;

/** The rarest picks (named by at least one other list) until their lists add up to the probe budget. */
export function picksToProbe(picks: PickTally[], budget: number = TWIN_PROBE_LISTS): PickTally[] {
  const chosen: PickTally[] = [];
  let lists = 0;
  for (const pick of [...picks].filter((p) => p.votes > 1).sort((a, b) => a.votes - b.votes)) {
    if (lists + pick.votes > budget && chosen.length > 0) break;
    chosen.push(pick);
    lists += pick.votes;
  }
  return chosen;
}

/** The member's twins, best first (not stored: refreshTwins stores them). */
export async function findTwins(db: DbOrTx, userId: number): Promise<TwinScore[]> {
  const mine = await queryRows<ShownList>(
    db,
    sql`select id, question_id as "questionId", answers from responses
      where user_id = ${userId} and is_public and not is_hidden
      order by created_at desc, id desc limit ${TWIN_LISTS}`,
  );
  if (mine.length < TWIN_MIN_SHARED) return [];
  const pairs = mine.flatMap((list) =>
    list.answers.map((answer) => [list.questionId, itemKey(answer)] as const),
  );
  const picks = await queryRows<PickTally>(
    db,
    sql`select p.q as "questionId", p.k as key, ri.votes,
        array(select s.spelling from public_result_item_spellings s
              where s.question_id = p.q and s.item_key = p.k) as spellings
      from unnest(${intArray(pairs.map((p) => p[0]))}, ${textArray(pairs.map((p) => p[1]))}) as p(q, k)
      join public_result_items ri on ri.question_id = p.q and ri.item_key = p.k`,
  );
  const probe = picksToProbe(picks);
  if (probe.length === 0) return [];
  const tokens = probe.flatMap((pick) => pick.spellings.map((s) => `${pick.questionId}:${s}`));
  // One index probe per spelling (an && of hundreds of spellings is planned as a scan of every list), the
  // members counted by how many of the probed picks they share.
  const candidates = await queryRows<{ userId: number }>(
    db,
    sql`select x.user_id as "userId"
      from unnest(${textArray(tokens)}) as t(token)
      cross join lateral (
        select r.user_id from responses r
        where top5_list_items(r.question_id, r.answers) @> array[t.token]
          and r.is_public and not r.is_hidden and r.user_id <> ${userId}
      ) x
      group by x.user_id order by count(*) desc, x.user_id limit ${TWIN_CANDIDATES}`,
  );
  if (candidates.length === 0) return [];
  // Every question in common with each candidate, most recent first, blocked members (either way) left out.
  // The candidates' lists are read by member from the index and kept to the member's questions first (a
  // hashed filter), and only those lists are joined and read (decision 155): probing each question for each
  // candidate, or sorting every list of every candidate by question, cost two to three times as much.
  // Only the twin's answers are sent back: the member's own are in `mine` already.
  const shared = await queryRows<{ twinId: number; questionId: number; theirs: string[] }>(
    db,
    sql`with theirs as materialized (
        select t.id, t.user_id, t.question_id, t.updated_at from responses t
        where t.user_id = any(${intArray(candidates.map((c) => c.userId))}) and t.is_public and not t.is_hidden
          and t.question_id = any(${intArray(mine.map((list) => list.questionId))})
      )
      select t.user_id as "twinId", t.question_id as "questionId", r.answers as theirs
      from theirs t
      join responses m on m.question_id = t.question_id
      join responses r on r.id = t.id
      where m.id = any(${intArray(mine.map((list) => list.id))})
        and not exists (select 1 from blocks b
          where (b.blocker_id = ${userId} and b.blocked_id = t.user_id)
             or (b.blocker_id = t.user_id and b.blocked_id = ${userId}))
      order by greatest(m.updated_at, t.updated_at) desc, m.question_id desc`,
  );
  const mineByQuestion = new Map(mine.map((list) => [list.questionId, list.answers]));
  const byTwin = new Map<number, { scores: number[]; shared: number }>();
  for (const row of shared) {
    const twin = byTwin.get(row.twinId) ?? { scores: [], shared: 0 };
    twin.shared++;
    if (twin.scores.length < COMPARE_SCORE_QUESTIONS)
      twin.scores.push(compareLists(mineByQuestion.get(row.questionId) ?? [], row.theirs).score);
    byTwin.set(row.twinId, twin);
  }
  const twins: TwinScore[] = [];
  for (const [twinId, twin] of byTwin) {
    if (twin.shared >= TWIN_MIN_SHARED) {
      twins.push({ twinId, score: overallScore(twin.scores) ?? 0, sharedQuestions: twin.shared });
    }
  }
  twins.sort((a, b) => b.score - a.score || b.sharedQuestions - a.sharedQuestions || a.twinId - b.twinId);
  return twins.slice(0, TWINS_KEPT);
}

/**
 * Finds the member's twins and stores them in place of the earlier ones, in one transaction. JIT compilation
 * is off for it: the planner's guesses for the index by item are high enough to start it, and compiling costs
 * several times the reads themselves (measured on the 1m dataset, decision 105). So are parallel workers: a
 * background job's statement is not worth the other core, taken from the requests (decision 155).
 */
export function refreshTwins(db: DbOrTx, userId: number): Promise<TwinScore[]> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('jit', 'off', true), set_config('max_parallel_workers_per_gather', '0', true)`,
    );
    const twins = await findTwins(tx, userId);
    await tx.execute(sql`delete from taste_twins where user_id = ${userId}`);
    if (twins.length === 0) return twins;
    await tx.execute(sql`
      insert into taste_twins (user_id, twin_id, score, shared_questions)
      select ${userId}, t.twin_id, t.score, t.shared
      from unnest(${intArray(twins.map((t) => t.twinId))}, ${realArray(twins.map((t) => t.score))},
        ${intArray(twins.map((t) => t.sharedQuestions))}) as t(twin_id, score, shared)
      on conflict do nothing`);
    return twins;
  });
}
