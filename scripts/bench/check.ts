/**
 * Recounts a sample of what the app derives and compares it with what is stored: result tallies (both sets,
 * recounted in JavaScript with the app's own itemKey()), questions' and members' stored counts, likes and
 * comments per response, versions, search vectors, the site counters and answers per day. Used after
 * `npm run bench:data` and after the bench's write runs; any difference is listed.
 */
import type pg from 'pg';
import { itemKey } from '../../src/shared/item-key.js';

export interface Sample {
  questionIds: number[];
  userIds: number[];
  responseIds: number[];
}

interface StoredResponse {
  answers: string[];
  is_public: boolean;
  is_hidden: boolean;
  /** In the tallies (decisions 068, 069): trusted and not held by a burst. */
  tallied: boolean;
  age_group: string | null;
  created_at: Date;
}

/** The five tally tables of one set, as sorted lines, recounted from a question's responses. */
type Tallies = Record<'items' | 'ranks' | 'spellings' | 'ageGroups' | 'ageGroupItems', string[]>;

function recountTallies(rows: StoredResponse[]): Tallies {
  const items = new Map<string, { votes: number; points: number }>();
  const ranks = new Map<string, number>();
  const spellings = new Map<string, number>();
  const groups = new Map<string, number>();
  const groupItems = new Map<string, { votes: number; points: number }>();
  const bump = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
  for (const row of rows) {
    if (row.age_group) bump(groups, row.age_group);
    row.answers.forEach((answer, i) => {
      const key = itemKey(answer);
      const points = 5 - i;
      const item = items.get(key) ?? { votes: 0, points: 0 };
      items.set(key, { votes: item.votes + 1, points: item.points + points });
      bump(ranks, `${key}|${i + 1}`);
      bump(spellings, `${key}|${answer}`);
      if (row.age_group) {
        const g = `${row.age_group}|${key}`;
        const groupItem = groupItems.get(g) ?? { votes: 0, points: 0 };
        groupItems.set(g, { votes: groupItem.votes + 1, points: groupItem.points + points });
      }
    });
  }
  const label = new Map<string, { spelling: string; count: number }>();
  for (const [keySpelling, count] of spellings) {
    const [key, spelling] = splitOnce(keySpelling);
    const best = label.get(key);
    if (!best || count > best.count || (count === best.count && spelling < best.spelling))
      label.set(key, { spelling, count });
  }
  return {
    items: [...items].map(([k, v]) => `${k}|${label.get(k)?.spelling}|${v.votes}|${v.points}`).sort(),
    ranks: [...ranks].map(([k, v]) => `${k}|${v}`).sort(),
    spellings: [...spellings].map(([k, v]) => `${k}|${v}`).sort(),
    ageGroups: [...groups].map(([k, v]) => `${k}|${v}`).sort(),
    ageGroupItems: [...groupItems].map(([k, v]) => `${k}|${v.votes}|${v.points}`).sort(),
  };
}

function splitOnce(text: string): [string, string] {
  const i = text.indexOf('|');
  return [text.slice(0, i), text.slice(i + 1)];
}

async function storedTallies(
  client: pg.Client,
  prefix: string,
  questionId: number,
): Promise<Partial<Tallies>> {
  const lines = async (statement: string) =>
    (await client.query<{ line: string }>(statement, [questionId])).rows.map((r) => r.line).sort();
  return {
    items: await lines(
      `select item_key || '|' || label || '|' || votes || '|' || points as line from ${prefix}result_items where question_id = $1`,
    ),
    ranks: await lines(
      `select item_key || '|' || rank || '|' || count as line from ${prefix}result_item_ranks where question_id = $1`,
    ),
    spellings: await lines(
      `select item_key || '|' || spelling || '|' || count as line from ${prefix}result_item_spellings where question_id = $1`,
    ),
    // Age groups: the public set only (decision 141).
    ...(prefix
      ? {
          ageGroups: await lines(
            `select age_group || '|' || responses as line from public_result_age_groups where question_id = $1`,
          ),
          ageGroupItems: await lines(
            `select age_group || '|' || item_key || '|' || votes || '|' || points as line
             from public_result_age_group_items where question_id = $1`,
          ),
        }
      : {}),
  };
}

function compareLines(problems: string[], what: string, expected: string[], stored: string[]): void {
  const want = new Set(expected);
  const have = new Set(stored);
  const missing = expected.filter((line) => !have.has(line));
  const extra = stored.filter((line) => !want.has(line));
  if (missing.length || extra.length)
    problems.push(
      `${what}: ${missing.length} rows missing (e.g. ${missing.slice(0, 2).join(', ')}), ` +
        `${extra.length} unexpected (e.g. ${extra.slice(0, 2).join(', ')})`,
    );
}

async function checkQuestion(client: pg.Client, questionId: number, problems: string[]): Promise<void> {
  const { rows } = await client.query<StoredResponse>(
    `select answers, is_public, is_hidden, not awaits_trust and held_by_burst is null as tallied, age_group,
       created_at from responses where question_id = $1`,
    [questionId],
  );
  const counted = rows.filter((r) => !r.is_hidden);
  const shown = counted.filter((r) => r.is_public);
  for (const [prefix, set] of [
    ['', counted.filter((r) => r.tallied)],
    ['public_', shown.filter((r) => r.tallied)],
  ] as const) {
    const expected = recountTallies(set);
    const stored = await storedTallies(client, prefix, questionId);
    for (const table of Object.keys(stored) as (keyof Tallies)[])
      compareLines(
        problems,
        `question ${questionId} ${prefix}${table}`,
        expected[table],
        stored[table] ?? [],
      );
  }
  const [q] = (
    await client.query(
      `select answers_count, public_responses_count, counted_public, counted_private,
         (select count(*) filter (where is_public)::int from responses r where r.question_id = q.id
            and not is_hidden and not awaits_trust and held_by_burst is null) as recounted_public,
         (select count(*) filter (where not is_public)::int from responses r where r.question_id = q.id
            and not is_hidden and not awaits_trust and held_by_burst is null) as recounted_private
       from questions q where id = $1`,
      [questionId],
    )
  ).rows;
  if (q.answers_count !== counted.length || q.public_responses_count !== shown.length)
    problems.push(
      `question ${questionId}: stored answers ${q.answers_count}/${q.public_responses_count}, ` +
        `recounted ${counted.length}/${shown.length}`,
    );
  // The lists the published results count (decisions 067, 068, 069): shown, trusted and not held.
  if (q.counted_public !== q.recounted_public || q.counted_private !== q.recounted_private)
    problems.push(
      `question ${questionId}: stored counted lists ${q.counted_public}/${q.counted_private}, ` +
        `recounted ${q.recounted_public}/${q.recounted_private}`,
    );
  const days = new Map<string, number>();
  for (const r of rows) {
    const day = r.created_at.toISOString().slice(0, 10);
    days.set(day, (days.get(day) ?? 0) + 1);
  }
  const storedDays = await client.query<{ line: string }>(
    `select to_char(day, 'YYYY-MM-DD') || '|' || answers as line from question_daily_answers where question_id = $1`,
    [questionId],
  );
  compareLines(
    problems,
    `question ${questionId} answers per day`,
    [...days].map(([d, n]) => `${d}|${n}`).sort(),
    storedDays.rows.map((r) => r.line).sort(),
  );
  // Hot's rolling count (decision 133): the days of its window, as the days recounted above give them.
  const hot = (
    await client.query<{ stored: number | null; through: string }>(
      `select (select answers from hot_answers where question_id = $1) as stored,
         to_char(through, 'YYYY-MM-DD') as through from hot_window`,
      [questionId],
    )
  ).rows[0];
  const first = new Date(Date.parse(hot.through) - 6 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  const recounted = [...days].reduce((sum, [d, n]) => (d >= first ? sum + n : sum), 0);
  if ((hot.stored ?? 0) !== recounted)
    problems.push(`question ${questionId}: stored hot answers ${hot.stored ?? 0}, recounted ${recounted}`);
}

/** Each query returns the rows whose stored value differs from the recount. */
const MEMBER_CHECK = `
  select u.id, u.answers_count, u.public_answers_count, u.followers_count, u.following_count,
    (select count(*) from responses r where r.user_id = u.id)::int as answers,
    (select count(*) from responses r where r.user_id = u.id and r.is_public and not r.is_hidden)::int as public_answers,
    (select count(*) from follows f where f.followee_id = u.id)::int as followers,
    (select count(*) from follows f where f.follower_id = u.id)::int as following
  from users u where u.id = any($1::int[])`;

const RESPONSE_CHECK = `
  select r.id, r.likes_count, r.comments_count, r.version,
    (select count(*) from likes l where l.response_id = r.id)::int as likes,
    (select count(*) from comments c where c.response_id = r.id)::int as comments,
    (select max(version) from response_versions v where v.response_id = r.id) as last_version,
    (select count(*) from response_versions v where v.response_id = r.id)::int as versions,
    r.search = to_tsvector('simple', top5_join_answers(r.answers)) as search_ok
  from responses r where r.id = any($1::int[])`;

export async function checkConsistency(client: pg.Client, sample: Sample): Promise<string[]> {
  const problems: string[] = [];
  const counters = await client.query(`
    select name, sum(value)::bigint as stored,
      case name when 'members' then (select count(*) from users)
        when 'responses' then (select count(*) from responses)
        else (select count(*) from responses where is_public and not is_hidden) end as counted
    from site_counters where name in ('members', 'public_responses', 'responses') group by name`);
  for (const c of counters.rows)
    if (String(c.stored) !== String(c.counted))
      problems.push(`site counter ${c.name}: stored ${c.stored}, counted ${c.counted}`);
  for (const id of sample.questionIds) await checkQuestion(client, id, problems);
  for (const m of (await client.query(MEMBER_CHECK, [sample.userIds])).rows) {
    if (
      m.answers_count !== m.answers ||
      m.public_answers_count !== m.public_answers ||
      m.followers_count !== m.followers ||
      m.following_count !== m.following
    )
      problems.push(`member ${m.id}: stored ${JSON.stringify(m)}`);
  }
  for (const r of (await client.query(RESPONSE_CHECK, [sample.responseIds])).rows) {
    if (
      r.likes_count !== r.likes ||
      r.comments_count !== r.comments ||
      r.version !== r.last_version ||
      r.versions !== r.version ||
      !r.search_ok
    )
      problems.push(`response ${r.id}: stored ${JSON.stringify(r)}`);
  }
  return problems;
}

/** A sample for a whole dataset: the heavy and small questions, the heavy members, the most liked responses. */
export async function datasetSample(client: pg.Client): Promise<Sample> {
  const ids = async (statement: string) =>
    (await client.query<{ id: number }>(statement)).rows.map((r) => r.id);
  return {
    questionIds: [...new Set([1, 2, ...(await ids('select id from questions order by random() limit 6'))])],
    userIds: [
      ...new Set([
        ...(await ids('select id from users order by id limit 20')),
        ...(await ids('select id from users tablesample system (1) order by random() limit 60')),
      ]),
    ],
    responseIds: [
      ...new Set([
        ...(await ids('select id from responses order by likes_count desc, id limit 5')),
        ...(await ids('select id from responses where version = 2 limit 20')),
        ...(await ids('select id from responses tablesample system (1) order by random() limit 100')),
      ]),
    ],
  };
}
