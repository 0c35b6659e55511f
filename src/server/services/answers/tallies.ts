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
 * the full set always, in the public-only set too when the list is public.
 */
export async function applyContribution(tx: DbOrTx, c: Contribution, sign: 1 | -1): Promise<void> {
  await applyTo(tx, ALL_TALLIES, c, sign);
  if (c.isPublic) await applyTo(tx, PUBLIC_TALLIES, c, sign);
}

async function applyTo(tx: DbOrTx, t: TallySet, c: Contribution, sign: 1 | -1): Promise<void> {
  // Keys in a fixed order, so concurrent transactions lock tally rows in the same order.
  const entries = c.answers
    .slice(0, TOP_N)
    .map((answer, i) => ({ key: itemKey(answer), spelling: answer, rank: i + 1, points: TOP_N - i }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const q = c.questionId;
  const rows = (f: (e: (typeof entries)[number]) => ReturnType<typeof sql>) =>
    sql.join(
      entries.map((e) => f(e)),
      sql`, `,
    );

  if (sign > 0) {
    await tx.execute(sql`
      insert into ${t.items} (question_id, item_key, label, votes, points)
      values ${rows((e) => sql`(${q}, ${e.key}, ${e.spelling}, 1, ${e.points})`)}
      on conflict (question_id, item_key) do update
        set votes = ${t.items}.votes + 1, points = ${t.items}.points + excluded.points`);
    await tx.execute(sql`
      insert into ${t.ranks} (question_id, item_key, rank, count)
      values ${rows((e) => sql`(${q}, ${e.key}, ${e.rank}, 1)`)}
      on conflict (question_id, item_key, rank) do update set count = ${t.ranks}.count + 1`);
    await tx.execute(sql`
      insert into ${t.spellings} (question_id, item_key, spelling, count)
      values ${rows((e) => sql`(${q}, ${e.key}, ${e.spelling}, 1)`)}
      on conflict (question_id, item_key, spelling) do update set count = ${t.spellings}.count + 1`);
  } else {
    // Check constraints apply to an INSERT's proposed row before ON CONFLICT, so removals are plain UPDATEs.
    await tx.execute(sql`
      update ${t.items} x set votes = x.votes - 1, points = x.points - v.points
      from (values ${rows((e) => sql`(${e.key}, ${e.points}::int)`)}) as v(item_key, points)
      where x.question_id = ${q} and x.item_key = v.item_key`);
    await tx.execute(sql`
      update ${t.ranks} x set count = x.count - 1
      from (values ${rows((e) => sql`(${e.key}, ${e.rank}::smallint)`)}) as v(item_key, rank)
      where x.question_id = ${q} and x.item_key = v.item_key and x.rank = v.rank`);
    await tx.execute(sql`
      update ${t.spellings} x set count = x.count - 1
      from (values ${rows((e) => sql`(${e.key}, ${e.spelling})`)}) as v(item_key, spelling)
      where x.question_id = ${q} and x.item_key = v.item_key and x.spelling = v.spelling`);
  }

  const keys = sql`array[${sql.join(
    entries.map((e) => sql`${e.key}`),
    sql`, `,
  )}]::text[]`;
  // The label shown is the most common spelling (ties: the first in byte order, the same on every server).
  await tx.execute(sql`
    update ${t.items} ri set label = s.spelling
    from (
      select distinct on (item_key) item_key, spelling from ${t.spellings}
      where question_id = ${q} and item_key = any(${keys}) and count > 0
      order by item_key, count desc, spelling collate "C"
    ) s
    where ri.question_id = ${q} and ri.item_key = s.item_key and ri.label <> s.spelling`);

  if (c.ageGroup && sign > 0) {
    await tx.execute(sql`
      insert into ${t.ageGroups} (question_id, age_group, responses) values (${q}, ${c.ageGroup}, 1)
      on conflict (question_id, age_group) do update set responses = ${t.ageGroups}.responses + 1`);
    await tx.execute(sql`
      insert into ${t.ageGroupItems} (question_id, age_group, item_key, votes, points)
      values ${rows((e) => sql`(${q}, ${c.ageGroup}, ${e.key}, 1, ${e.points})`)}
      on conflict (question_id, age_group, item_key) do update
        set votes = ${t.ageGroupItems}.votes + 1, points = ${t.ageGroupItems}.points + excluded.points`);
  } else if (c.ageGroup) {
    await tx.execute(sql`
      update ${t.ageGroups} set responses = responses - 1 where question_id = ${q} and age_group = ${c.ageGroup}`);
    await tx.execute(sql`
      update ${t.ageGroupItems} x set votes = x.votes - 1, points = x.points - v.points
      from (values ${rows((e) => sql`(${e.key}, ${e.points}::int)`)}) as v(item_key, points)
      where x.question_id = ${q} and x.age_group = ${c.ageGroup} and x.item_key = v.item_key`);
  }

  if (sign < 0) {
    // Items nobody names any more leave the tables, so they stay as small as the live results.
    await tx.execute(
      sql`delete from ${t.items} where question_id = ${q} and item_key = any(${keys}) and votes <= 0`,
    );
    await tx.execute(
      sql`delete from ${t.ranks} where question_id = ${q} and item_key = any(${keys}) and count <= 0`,
    );
    await tx.execute(
      sql`delete from ${t.spellings} where question_id = ${q} and item_key = any(${keys}) and count <= 0`,
    );
    if (c.ageGroup) {
      await tx.execute(sql`
        delete from ${t.ageGroupItems}
        where question_id = ${q} and age_group = ${c.ageGroup} and item_key = any(${keys}) and votes <= 0`);
    }
  }
}
