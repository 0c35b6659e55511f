/**
 * Everything the app derives from the stored rows, computed in bulk after a load that ran with row triggers
 * off: members' and questions' stored counts, the site counters, answers per day (hot), both sets of result
 * tallies (decisions 005, 006, 017) and the distinct answer spellings and display names search matches
 * (decisions 037, 041). Search
 * vectors are generated columns, so PostgreSQL fills them itself.
 * The tallies are written in the same terms applyContribution() moves them in: an item key is the answer
 * trimmed, inner whitespace collapsed, lower-cased; rank r scores 6 - r points; the label is the most common
 * spelling, ties in byte order. Hidden responses count nowhere; private ones only in the full set.
 */
import { TOPICS } from '../../src/server/cache/topics.js';
import type { Step } from './load.js';

/** Row triggers the bench knows what they derive (and derived.ts recomputes). Any other one stops the load. */
export const KNOWN_TRIGGERS = new Set([
  'users.users_count_members',
  'responses.responses_feed_counts',
  // The read cache's triggers only notify running app processes: nothing to derive (src/server/cache/topics.ts).
  ...TOPICS.flatMap((topic) => topic.raisedBy.map((by) => `${by.table}.${by.trigger}`)),
  // Copies each new public spelling into answer_spellings (migration 0015): recomputed below.
  'public_result_item_spellings.public_result_item_spellings_remember',
  // Counts the members bearing each display name in member_names (migration 0021): recomputed below.
  'users.users_count_member_names',
  // Forgets the feed page marks behind a changed response (decision 090): the dataset has no marks yet (reads
  // write them as they need them), so nothing to derive.
  'responses.responses_feed_marks',
  // Which shown lists name each spelling (decision 125): recomputed below.
  'responses.responses_list_spellings',
]);

const itemKeySql = (answer: string) => `lower(regexp_replace(btrim(${answer}), '\\s+', ' ', 'g'))`;

/** Every counted answer once (hidden responses left out), with its key, rank and list's visibility. */
const UNNEST_ANSWERS = `create unlogged table bench_answers as
  select r.question_id, r.age_group, r.is_public, ${itemKeySql('a.spelling')} as item_key, a.spelling, a.rank::int as rank
  from responses r cross join lateral unnest(r.answers) with ordinality as a(spelling, rank)
  where not r.is_hidden`;

/** One set of tallies from bench_answers: the full set (every counted list) or the public-only set. */
function tallies(prefix: '' | 'public_'): [string, string][] {
  const where = prefix ? 'where is_public' : 'where true';
  return [
    [
      `${prefix}result_item_spellings`,
      `insert into ${prefix}result_item_spellings (question_id, item_key, spelling, count)
       select question_id, item_key, spelling, count(*)::int from bench_answers ${where} group by 1, 2, 3 order by 1, 2, 3`,
    ],
    [
      `${prefix}result_item_ranks`,
      `insert into ${prefix}result_item_ranks (question_id, item_key, rank, count)
       select question_id, item_key, rank::smallint, count(*)::int from bench_answers ${where} group by 1, 2, 3 order by 1, 2, 3`,
    ],
    [
      `${prefix}result_items`,
      `insert into ${prefix}result_items (question_id, item_key, label, votes, points)
       select t.question_id, t.item_key, l.spelling, t.votes, t.points
       from (select question_id, item_key, count(*)::int as votes, sum(6 - rank)::int as points
             from bench_answers ${where} group by 1, 2) t
       join (select distinct on (question_id, item_key) question_id, item_key, spelling
             from ${prefix}result_item_spellings order by question_id, item_key, count desc, spelling collate "C") l
         on l.question_id = t.question_id and l.item_key = t.item_key
       order by 1, 2`,
    ],
    // Age groups: the public set only (decision 141).
    ...(prefix
      ? ([
          [
            'public_result_age_group_items',
            `insert into public_result_age_group_items (question_id, age_group, item_key, votes, points)
             select question_id, age_group, item_key, count(*)::int, sum(6 - rank)::int from bench_answers
             ${where} and age_group is not null group by 1, 2, 3 order by 1, 2, 3`,
          ],
          [
            'public_result_age_groups',
            `insert into public_result_age_groups (question_id, age_group, responses)
             select question_id, age_group, count(*)::int from responses
             where not is_hidden and is_public and age_group is not null group by 1, 2`,
          ],
        ] as [string, string][])
      : []),
  ];
}

export async function computeDerived(step: Step): Promise<void> {
  const statements: [string, string][] = [
    [
      'member counts',
      `update users u set
         answers_count = coalesce(r.n, 0), public_answers_count = coalesce(r.shown, 0),
         followers_count = coalesce(fr.n, 0), following_count = coalesce(fg.n, 0)
       from users u2
       left join (select user_id, count(*)::int as n, (count(*) filter (where is_public and not is_hidden))::int as shown
                  from responses group by user_id) r on r.user_id = u2.id
       left join (select followee_id, count(*)::int as n from follows group by followee_id) fr on fr.followee_id = u2.id
       left join (select follower_id, count(*)::int as n from follows group by follower_id) fg on fg.follower_id = u2.id
       where u.id = u2.id`,
    ],
    [
      'question counts',
      `update questions q set answers_count = c.n, public_responses_count = c.shown,
         counted_public = c.shown, counted_private = c.n - c.shown
       from (select question_id, (count(*) filter (where not is_hidden))::int as n,
               (count(*) filter (where is_public and not is_hidden))::int as shown
             from responses group by question_id) c
       where c.question_id = q.id`,
    ],
    [
      'site counters',
      `delete from site_counters where name in ('members', 'public_responses', 'responses');
       insert into site_counters (name, shard, value)
       select 'members', s, (select count(*) from users where id % 8 = s) from generate_series(0, 7) s
       union all
       select 'public_responses', s, (select count(*) from responses where is_public and not is_hidden and id % 8 = s)
       from generate_series(0, 7) s
       union all
       select 'responses', s, (select count(*) from responses where id % 8 = s) from generate_series(0, 7) s`,
    ],
    [
      'answers per day',
      `insert into question_daily_answers (question_id, day, answers)
       select question_id, (created_at at time zone 'UTC')::date, count(*)::int from responses group by 1, 2`,
    ],
    [
      'hot answers',
      `update hot_window set through = (now() at time zone 'UTC')::date;
       insert into hot_answers (question_id, answers)
       select d.question_id, sum(d.answers)::int from question_daily_answers d, hot_window w
       where d.day > w.through - 7 group by d.question_id having sum(d.answers) > 0`,
    ],
    ['answers unnested', UNNEST_ANSWERS],
    ...tallies(''),
    ...tallies('public_'),
    [
      'answer spellings',
      'insert into answer_spellings (item_key, spelling) select distinct item_key, spelling from public_result_item_spellings',
    ],
    ['drop answers', 'drop table bench_answers'],
    [
      'list spellings',
      `insert into list_spellings (spelling, created_at, response_id)
       select distinct s, r.created_at, r.id from responses r, unnest(r.answers) s
       where r.is_public and not r.is_hidden order by 1, 2, 3`,
    ],
    [
      'member names',
      'insert into member_names (name, members) select lower(display_name), count(*)::int from users group by 1',
    ],
  ];
  for (const [label, statement] of statements) await step(label, statement);
}
