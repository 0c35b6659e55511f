/**
 * How a list matches the crowd: its agreement with the crowd's current top 5 (rank-biased overlap, as compare
 * scores two lists), where the crowd ranks each of its picks, and its rarest pick. Read from the kept tallies
 * only (the table results are shown from, decision 067), never from other lists: the response by its key, the
 * question's top CROWD_RANK_DEPTH items by the ranking index, and the five picks' tally rows by their keys.
 * Constant time however many lists the question has.
 */
import { sql } from 'drizzle-orm';
import { itemKey } from '../../../shared/item-key.js';
import { type Actor, canViewResponse } from '../../../shared/policies/response.js';
import { rboExt } from '../../../shared/rbo.js';
import { type DbOrTx, queryRows } from '../../db/client.js';
import { queryShapeRows } from '../../db/named-statements.js';
import { notFound } from '../../lib/http-error.js';
import { ALL_TALLIES, PUBLIC_TALLIES } from '../answers/tallies.js';
import { eitherTallies, rankingOrder, usesAllTallies } from '../questions/question-cards.js';

/** How deep the crowd's ranking is read: a pick further down is "outside the crowd's top 100". */
export const CROWD_RANK_DEPTH = 100;
/** The crowd's top this many items are what a list is scored against (the results' top 5). */
export const CROWD_TOP = 5;
export const RESPONSE_NOT_FOUND = 'Response not found';

export interface MatchedPick {
  answer: string;
  /** Where the crowd ranks it (1 first), or null when it is not in the crowd's top CROWD_RANK_DEPTH. */
  crowdRank: number | null;
  /** How many counted lists name it. */
  lists: number;
  /** lists as a percentage of the counted lists, one decimal; 0 when none is counted. */
  share: number;
}

export interface CrowdMatch {
  responseId: number;
  questionId: number;
  /** Lists counted in the results (the question's shown answersCount). */
  totalLists: number;
  /** Rank-biased overlap (p = 0.9) with the crowd's top 5, as a whole percentage; null while no list counts. */
  agreement: number | null;
  /** The crowd's current top 5 labels, rank 1 first. */
  crowdTop: string[];
  /** The list's picks in its order. */
  picks: MatchedPick[];
  /** The pick the fewest lists name (the first of equals), or null while no list counts. */
  rarest: MatchedPick | null;
}

interface ResponseRow {
  id: number;
  questionId: number;
  userId: number;
  isPublic: boolean;
  isHidden: boolean;
  answers: string[];
}

interface TallyRow {
  key: string;
  label: string;
  votes: number;
  /** Position in the crowd's ranking (1 first) when within the top CROWD_RANK_DEPTH, else null. */
  position: number | null;
}

const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0);

/** The pure part: one list against the crowd's ranking and its picks' tally rows. */
export function matchList(
  answers: string[],
  totalLists: number,
  ranking: TallyRow[],
  pickRows: TallyRow[],
): Pick<CrowdMatch, 'agreement' | 'crowdTop' | 'picks' | 'rarest'> {
  const top = ranking.slice(0, CROWD_TOP);
  const rankOf = new Map(ranking.map((row, i) => [row.key, i + 1]));
  const votesOf = new Map(pickRows.map((row) => [row.key, row.votes]));
  const keys = answers.map(itemKey);
  const picks = answers.map((answer, i): MatchedPick => {
    const lists = votesOf.get(keys[i]) ?? 0;
    return { answer, crowdRank: rankOf.get(keys[i]) ?? null, lists, share: percent(lists, totalLists) };
  });
  const counted = totalLists > 0 && top.length > 0;
  const rarest = counted ? picks.reduce((a, b) => (b.lists < a.lists ? b : a)) : null;
  return {
    agreement: counted
      ? Math.round(
          rboExt(
            keys,
            top.map((row) => row.key),
          ) * 100,
        )
      : null,
    crowdTop: top.map((row) => row.label),
    picks,
    rarest,
  };
}

/** A question's side of every match: its counted lists and the crowd's top CROWD_RANK_DEPTH, best first. */
export interface CrowdRanking {
  totalLists: number;
  /** Whether the results count every list (private ones as a group of 5 or more, decision 067). */
  allTallies: boolean;
  ranking: TallyRow[];
}

/**
 * The crowd's ranking of question `questionId` from the tally set its results are shown from. The same for
 * every list of the question, so the route keeps it per question (dropped with the question's results).
 */
export async function readCrowdRanking(db: DbOrTx, questionId: number): Promise<CrowdRanking> {
  const rows = await queryRows<TallyRow & { total: number; allTallies: boolean }>(
    db,
    sql`
      select q.shown_answers_count as total, ${usesAllTallies('q')} as "allTallies", t.key, t.label, t.votes,
        t.position
      from questions q
      left join lateral (
        select r.item_key as key, r.label, r.votes, row_number() over (order by ${rankingOrder('r')})::int as position
        from (${eitherTallies(
          'q',
          (set, gate) => sql`
            select ri.item_key, ri.label, ri.votes, ri.points from ${set.items} ri
            where ri.question_id = q.id and ${gate} order by ${rankingOrder('ri')} limit ${CROWD_RANK_DEPTH}`,
        )}) r
      ) t on true
      where q.id = ${questionId}`,
  );
  return {
    totalLists: rows[0]?.total ?? 0,
    allTallies: rows[0]?.allTallies ?? false,
    ranking: rows.filter((row) => row.key !== null).sort((a, b) => a.position! - b.position!),
  };
}

/**
 * The match of response `responseId`, for a viewer who may see it (anyone for a shown public list, its author
 * for their private or hidden one); else 404, as for a response that does not exist. `rankingOf` reads the
 * question's side (kept per question by the route); only picks outside the crowd's top CROWD_RANK_DEPTH are
 * then read, by their keys.
 */
export async function crowdMatch(
  db: DbOrTx,
  responseId: number,
  viewer: Actor | null,
  rankingOf: (questionId: number) => Promise<CrowdRanking> = (questionId) => readCrowdRanking(db, questionId),
): Promise<CrowdMatch> {
  const [response] = await queryShapeRows<ResponseRow>(
    db,
    sql`select id, question_id as "questionId", user_id as "userId", is_public as "isPublic",
      is_hidden as "isHidden", answers from responses where id = ${responseId}`,
  );
  if (!response || !canViewResponse(viewer, response)) throw notFound(RESPONSE_NOT_FOUND);
  const { totalLists, allTallies, ranking } = await rankingOf(response.questionId);
  const ranked = new Set(ranking.map((row) => row.key));
  const outside = [...new Set(response.answers.map(itemKey))].filter((key) => !ranked.has(key));
  const pickRows = outside.length
    ? await queryShapeRows<TallyRow>(
        db,
        sql`select item_key as key, label, votes, null::int as position
          from ${allTallies ? ALL_TALLIES.items : PUBLIC_TALLIES.items}
          where question_id = ${response.questionId} and item_key = any(${sql`array[${sql.join(
            outside.map((k) => sql`${k}`),
            sql`, `,
          )}]::text[]`})`,
      )
    : [];
  return {
    responseId: response.id,
    questionId: response.questionId,
    totalLists,
    ...matchList(response.answers, totalLists, ranking, [...ranking, ...pickRows]),
  };
}
