/**
 * Result tallies: one response's contribution added to or taken out of a question's results.
 * Called inside the transaction that changes the response, so results always match the stored responses.
 * Every counted list moves the full tallies (result_*); a public one also moves the public-only set
 * (public_result_*), which results are read from while a question has fewer than PRIVATE_RESULTS_MIN_LISTS.
 */
import { type SQL, sql } from 'drizzle-orm';
import { TOP_N } from '../../../shared/constants.js';
import { itemKey } from '../../../shared/item-key.js';
import type { DbOrTx } from '../../db/client.js';

export interface Contribution {
  questionId: number;
  /** The five answers, rank 1 first. */
  answers: string[];
  ageGroup: string | null;
  /** A public list counts in both sets of tallies, a private one in the full set only. */
  isPublic: boolean;
}

/** The table names of one set of tallies. */
export interface TallySet {
  items: SQL;
  ranks: SQL;
  spellings: SQL;
  ageGroups: SQL;
  ageGroupItems: SQL;
}

const tallySet = (prefix: '' | 'public_'): TallySet => ({
  items: sql.raw(`${prefix}result_items`),
  ranks: sql.raw(`${prefix}result_item_ranks`),
  spellings: sql.raw(`${prefix}result_item_spellings`),
  ageGroups: sql.raw(`${prefix}result_age_groups`),
  ageGroupItems: sql.raw(`${prefix}result_age_group_items`),
});

/** Every list not hidden. */
export const ALL_TALLIES = tallySet('');
/** Public lists only. */
export const PUBLIC_TALLIES = tallySet('public_');

/**
 * Adds (sign 1) or removes (sign -1) one list's votes, points, ranks, spellings and age-group tallies: in
 * the full set always, in the public-only set too when the list is public. The work is two statements to
 * add and three to remove, whatever the number of sets: each statement moves every table it touches at once
 * (data-modifying WITH parts, one per table). Saves to one question are serialized on the question row, so
 * the order in which one statement's parts lock rows never matters.
 */
export async function applyContribution(tx: DbOrTx, c: Contribution, sign: 1 | -1): Promise<void> {
  const sets = c.isPublic ? [ALL_TALLIES, PUBLIC_TALLIES] : [ALL_TALLIES];
  // Keys in a fixed order, so concurrent transactions lock tally rows in the same order.
  const entries = c.answers
    .slice(0, TOP_N)
    .map((answer, i) => ({ key: itemKey(answer), spelling: answer, rank: i + 1, points: TOP_N - i }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const q = c.questionId;
  const g = c.ageGroup;
  const rows = (f: (e: (typeof entries)[number]) => SQL) =>
    sql.join(
      entries.map((e) => f(e)),
      sql`, `,
    );
  const keys = sql`array[${sql.join(
    entries.map((e) => sql`${e.key}`),
    sql`, `,
  )}]::text[]`;

  const add = (t: TallySet): SQL[] => [
    sql`insert into ${t.items} (question_id, item_key, label, votes, points)
      values ${rows((e) => sql`(${q}, ${e.key}, ${e.spelling}, 1, ${e.points})`)}
      on conflict (question_id, item_key) do update
        set votes = ${t.items}.votes + 1, points = ${t.items}.points + excluded.points`,
    sql`insert into ${t.ranks} (question_id, item_key, rank, count)
      values ${rows((e) => sql`(${q}, ${e.key}, ${e.rank}, 1)`)}
      on conflict (question_id, item_key, rank) do update set count = ${t.ranks}.count + 1`,
    sql`insert into ${t.spellings} (question_id, item_key, spelling, count)
      values ${rows((e) => sql`(${q}, ${e.key}, ${e.spelling}, 1)`)}
      on conflict (question_id, item_key, spelling) do update set count = ${t.spellings}.count + 1`,
    ...(g
      ? [
          sql`insert into ${t.ageGroups} (question_id, age_group, responses) values (${q}, ${g}, 1)
            on conflict (question_id, age_group) do update set responses = ${t.ageGroups}.responses + 1`,
          sql`insert into ${t.ageGroupItems} (question_id, age_group, item_key, votes, points)
            values ${rows((e) => sql`(${q}, ${g}, ${e.key}, 1, ${e.points})`)}
            on conflict (question_id, age_group, item_key) do update
              set votes = ${t.ageGroupItems}.votes + 1, points = ${t.ageGroupItems}.points + excluded.points`,
        ]
      : []),
  ];

  // Check constraints apply to an INSERT's proposed row before ON CONFLICT, so removals are plain UPDATEs.
  const remove = (t: TallySet): SQL[] => [
    sql`update ${t.items} x set votes = x.votes - 1, points = x.points - v.points
      from (values ${rows((e) => sql`(${e.key}, ${e.points}::int)`)}) as v(item_key, points)
      where x.question_id = ${q} and x.item_key = v.item_key`,
    sql`update ${t.ranks} x set count = x.count - 1
      from (values ${rows((e) => sql`(${e.key}, ${e.rank}::smallint)`)}) as v(item_key, rank)
      where x.question_id = ${q} and x.item_key = v.item_key and x.rank = v.rank`,
    sql`update ${t.spellings} x set count = x.count - 1
      from (values ${rows((e) => sql`(${e.key}, ${e.spelling})`)}) as v(item_key, spelling)
      where x.question_id = ${q} and x.item_key = v.item_key and x.spelling = v.spelling`,
    ...(g
      ? [
          sql`update ${t.ageGroups} set responses = responses - 1 where question_id = ${q} and age_group = ${g}`,
          sql`update ${t.ageGroupItems} x set votes = x.votes - 1, points = x.points - v.points
            from (values ${rows((e) => sql`(${e.key}, ${e.points}::int)`)}) as v(item_key, points)
            where x.question_id = ${q} and x.age_group = ${g} and x.item_key = v.item_key`,
        ]
      : []),
  ];

  // The label shown is the most common spelling (ties: the first in byte order, the same on every server).
  // It reads the spellings the first statement wrote, so it is a statement of its own.
  const relabel = (t: TallySet): SQL => sql`
    update ${t.items} ri set label = s.spelling
    from (
      select distinct on (item_key) item_key, spelling from ${t.spellings}
      where question_id = ${q} and item_key = any(${keys}) and count > 0
      order by item_key, count desc, spelling collate "C"
    ) s
    where ri.question_id = ${q} and ri.item_key = s.item_key and ri.label <> s.spelling`;

  // Items nobody names any more leave the tables, so they stay as small as the live results.
  const prune = (t: TallySet): SQL[] => [
    sql`delete from ${t.items} where question_id = ${q} and item_key = any(${keys}) and votes <= 0`,
    sql`delete from ${t.ranks} where question_id = ${q} and item_key = any(${keys}) and count <= 0`,
    sql`delete from ${t.spellings} where question_id = ${q} and item_key = any(${keys}) and count <= 0`,
    ...(g
      ? [
          sql`delete from ${t.ageGroupItems}
            where question_id = ${q} and age_group = ${g} and item_key = any(${keys}) and votes <= 0`,
        ]
      : []),
  ];

  await tx.execute(together(sets.flatMap(sign > 0 ? add : remove)));
  await tx.execute(together(sets.map(relabel)));
  if (sign < 0) await tx.execute(together(sets.flatMap(prune)));
}

/** Several data-modifying statements on different tables as one: each runs once, to completion. */
function together(statements: SQL[]): SQL {
  if (statements.length === 1) return statements[0];
  return sql`with ${sql.join(
    statements.map((statement, i) => sql`${sql.raw(`s${i}`)} as (${statement})`),
    sql`, `,
  )} select 1`;
}
