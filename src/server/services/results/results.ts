/**
 * Crowd results of a question, read ONLY from the tally tables that each answer's own transaction keeps
 * (result_items, result_item_ranks, public_result_age_groups, public_result_age_group_items): indexed reads whose cost
 * does not grow with the number of responses. Ranking: points, then votes, then item key (byte order).
 * Private lists are published only as a group (decision 067): a question with fewer than
 * PRIVATE_RESULTS_MIN_LISTS counted private lists is read from the public-only tallies (`total` is then the
 * number of counted public lists), and age groups are always read from the public-only tallies, so no
 * private list's age group, nor its items by difference between the groups and the whole, is ever shown.
 */
import { type SQL, sql } from 'drizzle-orm';
import { AGE_GROUPS, type AgeGroup, DEMOGRAPHIC_TOP } from '../../../shared/constants.js';
import { type DbOrTx, queryRows } from '../../db/client.js';
import { queryShapeRows } from '../../db/named-statements.js';
import { ALL_TALLIES, PUBLIC_TALLIES } from '../answers/tallies.js';
import { eitherTallies, parseJson, rankingOrder, usesAllTallies } from '../questions/question-cards.js';

export interface RankedItemRow {
  label: string;
  votes: number;
  points: number;
}

export interface DetailedItemRow extends RankedItemRow {
  mostCommonRank: number;
}

export interface ItemsResult<T> {
  /** Lists counted: the question's shown answersCount (public, plus private ones once 5 count). */
  total: number;
  items: T[];
}

/**
 * A question's top `limit` items from the tally tables (an indexed read, however many responses there are),
 * each as label, votes and points plus `extra` fields; null when the question does not exist.
 */
async function topItems<T>(
  db: DbOrTx,
  questionId: number,
  limit: number,
  extra: SQL,
): Promise<ItemsResult<T> | null> {
  // Prepared by its shape (two: with and without the ranks), so a question's results read anew are not planned anew.
  const [row] = await queryShapeRows<{ total: number; items: T[] | string }>(
    db,
    sql`
      select q.shown_answers_count as total, coalesce(top.items, '[]'::json) as items
      from questions q
      left join lateral (
        select json_agg(json_build_object('label', r.label, 'votes', r.votes, 'points', r.points${extra})
          order by ${rankingOrder('r')}) as items
        from (${eitherTallies(
          'q',
          (t, gate) => sql`
            select ri.label, ri.votes, ri.points, ri.item_key from ${t.items} ri
            where ri.question_id = q.id and ${gate} order by ${rankingOrder('ri')} limit ${limit}`,
        )}) r
      ) top on true
      where q.id = ${questionId}`,
  );
  return row ? { total: row.total, items: parseJson(row.items) } : null;
}

/** The question's top `limit` items; null when the question does not exist. */
export function rankedItems(db: DbOrTx, questionId: number, limit: number) {
  return topItems<RankedItemRow>(db, questionId, limit, sql``);
}

/**
 * The top `limit` items with each one's most common rank (from result_item_ranks; ties go to the better
 * rank); null when the question does not exist.
 */
export function detailedItems(db: DbOrTx, questionId: number, limit: number) {
  return topItems<DetailedItemRow>(
    db,
    questionId,
    limit,
    sql`, 'mostCommonRank', case when ${usesAllTallies('q')}
            then (${mostCommonRank(ALL_TALLIES.ranks)}) else (${mostCommonRank(PUBLIC_TALLIES.ranks)}) end`,
  );
}

const mostCommonRank = (ranks: SQL) => sql`
  select rk.rank from ${ranks} rk
  where rk.question_id = q.id and rk.item_key = r.item_key and rk.count > 0
  order by rk.count desc, rk.rank limit 1`;

export interface AgeGroupRow {
  ageGroup: AgeGroup;
  responses: number;
  /** The group's top items; [] when it has fewer than `minResponses` responses. */
  items: RankedItemRow[];
}

/**
 * Every age group in AGE_GROUPS order with its number of counted public responses and, when it has at least
 * `minResponses`, its top 3 (labels from public_result_items); null when the question does not exist. Private
 * lists never enter an age group's figures (decision 067).
 */
export async function ageGroupItems(
  db: DbOrTx,
  questionId: number,
  minResponses: number,
): Promise<AgeGroupRow[] | null> {
  const groups = sql`array[${sql.join(
    AGE_GROUPS.map((g) => sql`${g}`),
    sql`, `,
  )}]::text[]`;
  const rows = await queryRows<{ ageGroup: AgeGroup; responses: number; items: RankedItemRow[] | string }>(
    db,
    sql`
      select g.age_group as "ageGroup", coalesce(ag.responses, 0)::int as responses,
        coalesce(top.items, '[]'::json) as items
      from questions q
      cross join unnest(${groups}) with ordinality as g(age_group, position)
      left join ${PUBLIC_TALLIES.ageGroups} ag on ag.question_id = q.id and ag.age_group = g.age_group
      left join lateral (
        select json_agg(json_build_object('label', x.label, 'votes', x.votes, 'points', x.points)
          order by ${rankingOrder('x')}) as items
        from (
          select ri.label, i.votes, i.points, i.item_key
          from ${PUBLIC_TALLIES.ageGroupItems} i
          join ${PUBLIC_TALLIES.items} ri on ri.question_id = i.question_id and ri.item_key = i.item_key
          where i.question_id = q.id and i.age_group = g.age_group
          order by ${rankingOrder('i')}
          limit ${DEMOGRAPHIC_TOP}
        ) x
      ) top on coalesce(ag.responses, 0) >= ${minResponses}
      where q.id = ${questionId}
      order by g.position`,
  );
  if (rows.length === 0) return null;
  return rows.map((r) => ({ ageGroup: r.ageGroup, responses: r.responses, items: parseJson(r.items) }));
}
