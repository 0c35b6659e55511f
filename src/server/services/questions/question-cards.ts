/**
 * Questions as cards: the question's columns and its current top 3, for any page of questions in ONE query.
 * The top 3 come from a LATERAL read of result_items' ranking index, run only for the rows of the page.
 * Below PRIVATE_RESULTS_MIN_LISTS counted private lists, the count and the top 3 are the public lists' alone.
 */
import { type SQL, sql } from 'drizzle-orm';
import { PRIVATE_RESULTS_MIN_LISTS } from '../../../shared/constants.js';
import type { DbOrTx } from '../../db/client.js';
import { queryShapeRows } from '../../db/named-statements.js';
import { ALL_TALLIES, PUBLIC_TALLIES, type TallySet } from '../answers/tallies.js';

export const CARD_TOP_RESULTS = 3;

export interface TallyItem {
  label: string;
  votes: number;
  points: number;
}

export interface QuestionCardRow {
  id: number;
  title: string;
  description: string;
  imageUrl: string | null;
  isTrending: boolean;
  endDate: Date | string | null;
  /** The lists a visitor is told about: the counted public ones, and the private ones once 5 count. */
  answersCount: number;
  createdAt: Date | string;
  /** The top 3 items, best first. */
  topResults: TallyItem[];
}

/**
 * Ranking order of result items: points, then votes, then the item key in byte order. The NULLS LAST and
 * collate "C" spell out result_items_ranking's own order, so the read walks that index and stops early.
 */
export const rankingOrder = (alias: string) =>
  sql.raw(`${alias}.points desc nulls last, ${alias}.votes desc nulls last, ${alias}.item_key collate "C"`);

/**
 * True when the question (`alias`) has enough counted private lists for them to join its results as a group
 * (decision 067): then the full tallies are published, else the public-only ones.
 */
export const usesAllTallies = (alias: string) =>
  sql.raw(`${alias}.counted_private >= ${PRIVATE_RESULTS_MIN_LISTS}`);

/**
 * A read from the tally set the question `alias` is shown from: the full tallies once it has
 * PRIVATE_RESULTS_MIN_LISTS counted private lists, else the public-only ones. Both branches are built; `gate` (a condition
 * on the question row alone) makes the planner run only one, so the read stays one index walk.
 */
export function eitherTallies(alias: string, build: (tallies: TallySet, gate: SQL) => SQL): SQL {
  return sql`(${build(ALL_TALLIES, usesAllTallies(alias))}) union all (${build(
    PUBLIC_TALLIES,
    sql`not (${usesAllTallies(alias)})`,
  )})`;
}

/**
 * One page of question cards. `page` is a subquery that yields `id` and the sort columns of `order`
 * (already ordered and limited); the outer query keeps that order and adds the top results.
 */
export async function selectQuestionCards(
  db: DbOrTx,
  options: { page: SQL; order: SQL },
): Promise<QuestionCardRow[]> {
  // Prepared by its shape (a few, one per kind of page): a question's card read anew is not planned anew.
  const rows = await queryShapeRows<
    Omit<QuestionCardRow, 'topResults'> & { topResults: TallyItem[] | string }
  >(
    db,
    sql`
      select q.id, q.title, q.description, q.image_url as "imageUrl", q.is_trending as "isTrending",
        q.end_date as "endDate", q.shown_answers_count as "answersCount", q.created_at as "createdAt",
        coalesce(top.items, '[]'::json) as "topResults"
      from (${options.page}) p
      join questions q on q.id = p.id
      left join lateral (
        select json_agg(json_build_object('label', r.label, 'votes', r.votes, 'points', r.points) order by ${rankingOrder('r')}) as items
        from (${eitherTallies(
          'q',
          (t, gate) => sql`
            select ri.label, ri.votes, ri.points, ri.item_key from ${t.items} ri
            where ri.question_id = q.id and ${gate}
            order by ${rankingOrder('ri')}
            limit ${CARD_TOP_RESULTS}`,
        )}) r
      ) top on true
      order by ${options.order}`,
  );
  return rows.map((row) => ({ ...row, topResults: parseJson(row.topResults) }));
}

/** json columns arrive parsed on some drivers and as text on others. */
export const parseJson = <T>(value: T | string): T => (typeof value === 'string' ? JSON.parse(value) : value);

/** One question as a card, or null when there is none with that id. */
export async function findQuestionCard(db: DbOrTx, id: number): Promise<QuestionCardRow | null> {
  const rows = await selectQuestionCards(db, {
    page: sql`select id from questions where id = ${id}`,
    order: sql`q.id`,
  });
  return rows[0] ?? null;
}
