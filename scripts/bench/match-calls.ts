/**
 * The bench rows of issue 25: how a list matches the crowd, on the heavy question (a public list of member1,
 * response 1 in every generated dataset: the first list of question 1), and a member's taste twins.
 */
import type pg from 'pg';
import type { Call, CallContext } from './calls.js';
import { HEAVY_QUESTION_ID, memberUsername } from './sizes.js';

/** Response 1: member1's public list on the heavy question. */
const HEAVY_LIST_ID = 1;

/** The public, shown lists of the heavy question (200,000 at 1m): a random one is rarely one asked before. */
export async function heavyListSample(db: pg.Client): Promise<number[]> {
  const { rows } = await db.query(
    'select id from responses where question_id = $1 and is_public and not is_hidden',
    [HEAVY_QUESTION_ID],
  );
  return rows.map((r) => r.id as number);
}

export function matchReads(c: CallContext, heavyLists: number[]): Call[] {
  const lists = c.size.heavyLists.toLocaleString('en-US');
  return [
    {
      name: `match (${lists} lists)`,
      goal: 'public',
      next: () => ({ method: 'GET', path: `/api/responses/${HEAVY_LIST_ID}/match` }),
    },
    {
      // Another list each time, so the read cache has rarely seen it.
      name: `cold: match, a random list of the ${lists}`,
      goal: 'cold',
      next: () => ({
        method: 'GET',
        path: `/api/responses/${heavyLists[Math.floor(Math.random() * heavyLists.length)]}/match`,
      }),
    },
    {
      name: 'signed in: taste twins',
      goal: 'read',
      next: () => ({
        method: 'GET',
        path: `/api/users/${memberUsername(1)}/twins`,
        headers: { cookie: c.heavy.cookie },
      }),
    },
  ];
}
