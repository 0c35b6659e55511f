/**
 * Helpers for the admin API tests: calls as an admin, and the integrity checks a deletion must pass: no row
 * left that refers to what was deleted, and every stored count and result tally equal to a recount.
 */
import { sql } from 'drizzle-orm';
import { itemKey } from '../../shared/item-key.js';
import { type Db, queryRows } from '../db/client.js';
import type { TestContext } from './context.js';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export function adminCall(ctx: TestContext, cookie: string, method: Method, url: string, payload?: unknown) {
  return ctx.app.inject({
    method,
    url,
    headers: { cookie },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** Rows, table by table, that still name the question or one of its (former) responses; all 0 when clean. */
export async function rowsReferringTo(db: Db, questionId: number, responseIds: number[]) {
  const ids = sql`array[${sql.join(
    [0, ...responseIds].map((id) => sql`${id}::int`),
    sql`, `,
  )}]`;
  const url = `/question/${questionId}`;
  const [row] = await queryRows<Record<string, number>>(
    db,
    sql`select
      (select count(*)::int from questions where id = ${questionId}) as questions,
      (select count(*)::int from responses where question_id = ${questionId} or id = any(${ids})) as responses,
      (select count(*)::int from response_versions where response_id = any(${ids})) as versions,
      (select count(*)::int from likes where response_id = any(${ids})) as likes,
      (select count(*)::int from comments where response_id = any(${ids})) as comments,
      (select count(*)::int from reports where response_id = any(${ids})) as reports,
      (select count(*)::int from notifications
        where related_url = ${url} or related_url like ${`${url}#%`} or related_url like ${`${url}/%`}) as notifications,
      (select count(*)::int from result_items where question_id = ${questionId}) as "resultItems",
      (select count(*)::int from result_item_ranks where question_id = ${questionId}) as "resultItemRanks",
      (select count(*)::int from result_item_spellings where question_id = ${questionId}) as "resultItemSpellings",
      (select (select count(*) from public_result_items where question_id = ${questionId})
        + (select count(*) from public_result_item_ranks where question_id = ${questionId})
        + (select count(*) from public_result_item_spellings where question_id = ${questionId})
        + (select count(*) from public_result_age_groups where question_id = ${questionId})
        + (select count(*) from public_result_age_group_items where question_id = ${questionId}))::int
        as "publicResults",
      (select count(*)::int from question_daily_answers where question_id = ${questionId}) as "dailyAnswers",
      (select count(*)::int from hot_answers where question_id = ${questionId}) as "hotAnswers",
      (select count(*)::int from trending_notices where question_id = ${questionId}) as "trendingNotices"`,
  );
  return row;
}

/** Stored counts that differ from a count of the rows they stand for, described; [] when all agree. */
export async function countMismatches(db: Db): Promise<string[]> {
  const rows = await queryRows<{ what: string }>(
    db,
    sql`
      select 'user ' || u.id || ' answersCount ' || u.answers_count || ' <> ' || count(r.id) as what
      from users u left join responses r on r.user_id = u.id
      group by u.id having u.answers_count <> count(r.id)
      union all
      select 'user ' || u.id || ' publicAnswersCount' from users u
      where u.public_answers_count <>
        (select count(*) from responses r where r.user_id = u.id and r.is_public and not r.is_hidden)
      union all
      select 'user ' || u.id || ' followersCount' from users u
      where u.followers_count <> (select count(*) from follows f where f.followee_id = u.id)
      union all
      select 'user ' || u.id || ' followingCount' from users u
      where u.following_count <> (select count(*) from follows f where f.follower_id = u.id)
      union all
      select 'response ' || r.id || ' likesCount' from responses r
      where r.likes_count <> (select count(*) from likes l where l.response_id = r.id)
      union all
      select 'response ' || r.id || ' commentsCount' from responses r
      where r.comments_count <> (select count(*) from comments c where c.response_id = r.id)
      union all
      select 'question ' || q.id || ' answersCount ' || q.answers_count || ' <> ' || (select count(*) from responses r where r.question_id = q.id and not r.is_hidden) from questions q
      where q.answers_count <> (select count(*) from responses r where r.question_id = q.id and not r.is_hidden)
      union all
      select 'question ' || q.id || ' publicResponsesCount' from questions q
      where q.public_responses_count <>
        (select count(*) from responses r where r.question_id = q.id and r.is_public and not r.is_hidden)
      union all
      select 'question ' || q.id || ' counted lists' from questions q
      where (q.counted_public, q.counted_private) <> (
        select count(*) filter (where r.is_public), count(*) filter (where not r.is_public) from responses r
        where r.question_id = q.id and not r.is_hidden and not r.awaits_trust and r.held_by_burst is null)
      union all
      select 'question ' || q.id || ' hot answers' from questions q, hot_window w
      where coalesce((select answers from hot_answers h where h.question_id = q.id), 0) <> (
        select coalesce(sum(d.answers), 0) from question_daily_answers d
        where d.question_id = q.id and d.day > w.through - 7)
      union all
      select 'site members' where (select coalesce(sum(value), 0) from site_counters where name = 'members')
        <> (select count(*) from users)
      union all
      select 'site public responses'
      where (select coalesce(sum(value), 0) from site_counters where name = 'public_responses')
        <> (select count(*) from responses where is_public and not is_hidden)
      union all
      select 'site responses'
      where (select coalesce(sum(value), 0) from site_counters where name = 'responses')
        <> (select count(*) from responses)`,
  );
  return [
    ...rows.map((r) => r.what),
    ...(await tallyMismatches(db, '')),
    ...(await tallyMismatches(db, 'public_')),
  ];
}

type Counts = Map<string, number>;
const bump = (map: Counts, key: string, by = 1) => map.set(key, (map.get(key) ?? 0) + by);

/**
 * Every result tally compared with one recomputed from the responses it counts: the full set (result_*)
 * counts every counted list (not hidden, not awaiting trust, not held by a burst), the public set
 * (public_result_*) the public ones only.
 */
async function tallyMismatches(db: Db, prefix: '' | 'public_'): Promise<string[]> {
  const counted = await queryRows<{ questionId: number; answers: string[]; ageGroup: string | null }>(
    db,
    sql`select question_id as "questionId", answers, age_group as "ageGroup" from responses
        where not is_hidden and not awaits_trust and held_by_burst is null
          ${prefix === 'public_' ? sql`and is_public` : sql``}`,
  );
  const table = (name: string) => sql.raw(`${prefix}${name}`);
  const expected = {
    votes: new Map() as Counts,
    points: new Map() as Counts,
    ranks: new Map() as Counts,
    spellings: new Map() as Counts,
    groups: new Map() as Counts,
    groupVotes: new Map() as Counts,
    groupPoints: new Map() as Counts,
  };
  for (const r of counted) {
    if (r.ageGroup) bump(expected.groups, `${r.questionId}|${r.ageGroup}`);
    r.answers.forEach((answer, i) => {
      const key = `${r.questionId}|${itemKey(answer)}`;
      bump(expected.votes, key);
      bump(expected.points, key, 5 - i);
      bump(expected.ranks, `${key}|${i + 1}`);
      bump(expected.spellings, `${key}|${answer}`);
      if (r.ageGroup) {
        const groupKey = `${r.questionId}|${r.ageGroup}|${itemKey(answer)}`;
        bump(expected.groupVotes, groupKey);
        bump(expected.groupPoints, groupKey, 5 - i);
      }
    });
  }
  const stored = async (query: ReturnType<typeof sql>) =>
    new Map(
      (await queryRows<{ k: string; n: number }>(db, query)).map((r) => [r.k, r.n]) as [string, number][],
    );
  const compare = (name: string, want: Counts, have: Counts) => {
    const problems: string[] = [];
    for (const key of new Set([...want.keys(), ...have.keys()])) {
      // Rows at 0 may linger only for age groups (their response count is kept, not deleted, at 0).
      if ((want.get(key) ?? 0) !== (have.get(key) ?? 0)) {
        problems.push(
          `${prefix}${name} ${key}: stored ${have.get(key) ?? 'none'}, recount ${want.get(key) ?? 0}`,
        );
      }
    }
    return problems;
  };
  // Age groups: the public set only (decision 141).
  const ageGroups = prefix === 'public_';
  return [
    ...compare(
      'votes',
      expected.votes,
      await stored(sql`select question_id || '|' || item_key as k, votes as n from ${table('result_items')}`),
    ),
    ...compare(
      'points',
      expected.points,
      await stored(
        sql`select question_id || '|' || item_key as k, points as n from ${table('result_items')}`,
      ),
    ),
    ...compare(
      'ranks',
      expected.ranks,
      await stored(
        sql`select question_id || '|' || item_key || '|' || rank as k, count as n from ${table('result_item_ranks')}`,
      ),
    ),
    ...compare(
      'spellings',
      expected.spellings,
      await stored(
        sql`select question_id || '|' || item_key || '|' || spelling as k, count as n from ${table('result_item_spellings')}`,
      ),
    ),
    ...(ageGroups
      ? [
          ...compare(
            'age groups',
            expected.groups,
            await stored(
              sql`select question_id || '|' || age_group as k, responses as n from public_result_age_groups`,
            ),
          ),
          ...compare(
            'age group votes',
            expected.groupVotes,
            await stored(
              sql`select question_id || '|' || age_group || '|' || item_key as k, votes as n from public_result_age_group_items`,
            ),
          ),
          ...compare(
            'age group points',
            expected.groupPoints,
            await stored(
              sql`select question_id || '|' || age_group || '|' || item_key as k, points as n from public_result_age_group_items`,
            ),
          ),
        ]
      : []),
  ];
}
