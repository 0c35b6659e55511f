/**
 * The bench rows of issue 25: how a list matches the crowd, on the heavy question (a public list of member1,
 * response 1 in every generated dataset: the first list of question 1), and a member's taste twins.
 */
import type { Call, CallContext } from './calls.js';
import { memberUsername } from './sizes.js';

/** Response 1: member1's public list on the heavy question. */
const HEAVY_LIST_ID = 1;

export function matchReads(c: CallContext): Call[] {
  const lists = c.size.heavyLists.toLocaleString('en-US');
  return [
    {
      name: `match (${lists} lists)`,
      goal: 'public',
      next: () => ({ method: 'GET', path: `/api/responses/${HEAVY_LIST_ID}/match` }),
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
