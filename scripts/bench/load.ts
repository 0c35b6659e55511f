/**
 * Writes a benchmark dataset straight into the schema with set-based SQL: members, questions, responses and
 * their versions, likes, comments, follows and notifications. Runs with row triggers (and foreign-key checks)
 * off and the secondary indexes dropped; every stored count, tally and daily answer is then computed in bulk
 * (derived.ts), the indexes rebuilt, and a sample checked against a recount (check.ts).
 * Responses are built in a staging table first, so their like and comment counts are written with them.
 */
import type pg from 'pg';
import { type BenchSize, HEAVY_MEMBERS, HEAVY_QUESTION_ID, SMALL_QUESTION_ID } from './sizes.js';

export type Step = (label: string, statement: string) => Promise<void>;

const FIRST_NAMES = [
  'James',
  'Mary',
  'Robert',
  'Patricia',
  'John',
  'Jennifer',
  'Michael',
  'Linda',
  'David',
  'Elizabeth',
  'William',
  'Barbara',
  'Richard',
  'Susan',
  'Joseph',
  'Jessica',
  'Thomas',
  'Sarah',
  'Charles',
  'Karen',
  'Chris',
  'Lisa',
  'Daniel',
  'Nancy',
  'Matthew',
  'Betty',
  'Anthony',
  'Sandra',
  'Mark',
  'Ashley',
  'Donald',
  'Kimberly',
  'Steven',
  'Emily',
  'Paul',
  'Donna',
  'Andrew',
  'Michelle',
  'Joshua',
  'Carol',
  'Kenji',
  'Amara',
  'Luis',
  'Sofia',
  'Omar',
  'Priya',
  'Mateo',
  'Yuki',
  'Kwame',
  'Zoe',
];
const LAST_NAMES = [
  'Smith',
  'Johnson',
  'Williams',
  'Brown',
  'Jones',
  'Garcia',
  'Miller',
  'Davis',
  'Rodriguez',
  'Martinez',
  'Hernandez',
  'Lopez',
  'Gonzalez',
  'Wilson',
  'Anderson',
  'Thomas',
  'Taylor',
  'Moore',
  'Jackson',
  'Martin',
  'Lee',
  'Perez',
  'Thompson',
  'White',
  'Harris',
  'Sanchez',
  'Clark',
  'Ramirez',
  'Lewis',
  'Robinson',
  'Walker',
  'Young',
  'Allen',
  'King',
  'Wright',
  'Scott',
  'Torres',
  'Nguyen',
  'Hill',
  'Flores',
  'Green',
  'Adams',
  'Nelson',
  'Baker',
  'Hall',
  'Rivera',
  'Campbell',
  'Mitchell',
  'Carter',
  'Roberts',
  'Gomez',
  'Phillips',
  'Evans',
  'Turner',
  'Diaz',
  'Parker',
  'Cruz',
  'Edwards',
  'Collins',
  'Reyes',
  'Stewart',
  'Morris',
  'Morales',
  'Murphy',
  'Cook',
  'Rogers',
  'Gutierrez',
  'Ortiz',
  'Morgan',
  'Cooper',
  'Peterson',
  'Bailey',
  'Reed',
  'Kelly',
  'Howard',
  'Ramos',
  'Kim',
  'Cox',
  'Ward',
  'Richardson',
  'Watson',
  'Brooks',
  'Chavez',
  'Wood',
  'James',
  'Bennett',
  'Gray',
  'Mendoza',
  'Ruiz',
  'Hughes',
  'Price',
  'Alvarez',
  'Castillo',
  'Sanders',
  'Patel',
  'Myers',
  'Long',
  'Ross',
  'Foster',
  'Sato',
];
/** Distinct items a question's answers are drawn from (first name x last name). */
const ITEMS = FIRST_NAMES.length * LAST_NAMES.length;
const TOPICS = [
  'Athletes of All Time',
  'Rappers Ever',
  'Movie Villains',
  'TV Detectives',
  'Pop Singers',
  'Guitarists',
  'Sitcom Characters',
  'Film Directors',
  'Stand-up Comedians',
  'Basketball Players',
  'Drummers',
  'Talk Show Hosts',
  'Action Heroes',
  'Soccer Players',
  'News Anchors',
  'Country Singers',
];
const COMMENTS = [
  'Great list!',
  'Totally agree with your number one.',
  'No way, this order is wrong.',
  'Solid picks.',
  'I would swap the last two.',
  'Underrated choices here.',
  'Finally someone said it.',
  'Bold top spot.',
];
const COUNTRIES = [
  'United States',
  'Canada',
  'United Kingdom',
  'France',
  'Germany',
  'Japan',
  'Brazil',
  'India',
];

const textArray = (values: string[]) =>
  `array[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(', ')}]`;

/** The age group of a member born in year y, month m, on the date of timestamp t (as ageGroupOf does). */
const ageGroupSql = (y: string, m: string, t: string) => `(
  with a as (select extract(year from ${t} at time zone 'UTC')::int - ${y}
    - case when extract(month from ${t} at time zone 'UTC')::int < ${m} then 1 else 0 end as age)
  select case when ${y} is null or ${m} is null or age < 13 then null when age <= 17 then '13-17'
    when age <= 24 then '18-24' when age <= 34 then '25-34' when age <= 44 then '35-44'
    when age <= 54 then '45-54' else '55+' end from a)`;

/** The tables the load (and derived.ts) writes, whose secondary indexes are dropped during it and rebuilt after. */
export const LOADED_TABLES = [
  'users',
  'questions',
  'responses',
  'response_versions',
  'likes',
  'comments',
  'follows',
  'notifications',
  ...['', 'public_'].flatMap((set) =>
    ['result_items', 'result_item_ranks', 'result_item_spellings'].map((table) => `${set}${table}`),
  ),
  'public_result_age_groups',
  'public_result_age_group_items',
];

export async function loadDataset(
  client: pg.Client,
  size: BenchSize,
  passwordHash: string,
  step: Step,
): Promise<void> {
  const M = size.members;
  const H = HEAVY_MEMBERS;
  const rest = size.responses - size.heavyLists - size.smallLists;
  await client.query('select setseed(0.42)');

  await step(
    'names',
    `create unlogged table bench_names as
     select ni, (${textArray(FIRST_NAMES)})[ni % ${FIRST_NAMES.length} + 1] || ' ' ||
       (${textArray(LAST_NAMES)})[ni / ${FIRST_NAMES.length} + 1] as name
     from generate_series(0, ${ITEMS - 1}) ni;
     alter table bench_names add primary key (ni)`,
  );

  // Lists per question: the heavy one, the small one, the rest spread as 1/sqrt(rank) (largest remainder).
  await step(
    'plan',
    `create unlogged table bench_plan as
     with w as (select q, power(q - 2, -0.5) as w from generate_series(3, ${size.questions}) q),
     x as (select q, w / sum(w) over () * ${rest} as x from w),
     f as (select q, floor(x)::int as n, x - floor(x) as frac from x),
     r as (select q, n + case when row_number() over (order by frac desc, q) <= ${rest} - sum(n) over () then 1 else 0 end as n from f),
     a as (select ${HEAVY_QUESTION_ID} as q, ${size.heavyLists} as n union all select ${SMALL_QUESTION_ID}, ${size.smallLists}
           union all select q, n from r)
     select q, n, (sum(n) over (order by q) - n)::int as start, (q * 104729) % ${M - H} as off from a`,
  );

  await step(
    'members',
    `insert into users (id, username, display_name, email, password_hash, is_verified, is_admin, bio, birth_year,
       birth_month, country, city, created_at, updated_at)
     overriding system value
     select i, 'member' || i, n.name, 'member' || i || '@bench.test', '${passwordHash}', true, i = ${M},
       case when i % 5 = 0 then 'Pop culture fan number ' || i end,
       case when i % 50 = 7 and i > ${H} then null else 1946 + (i * 37) % 65 end,
       case when i % 50 = 7 and i > ${H} then null else 1 + (i * 11) % 12 end,
       (${textArray(COUNTRIES)})[1 + i % ${COUNTRIES.length}], 'Springfield',
       now() - interval '400 days' + interval '300 days' * i / ${M}, now() - interval '100 days' + interval '90 days' * i / ${M}
     from generate_series(1, ${M}) i
     join bench_names n on n.ni = (i * 2011) % ${ITEMS}`,
  );

  await step(
    'questions',
    `insert into questions (id, title, description, category, is_trending, created_at, updated_at)
     overriding system value
     select q, 'Top 5 ' || (${textArray(TOPICS)})[1 + q % ${TOPICS.length}] || ' #' || q,
       'Rank your five favourite picks for benchmark question number ' || q || '.',
       'Benchmark', q % 50 = 3, now() - interval '100 days' - interval '1 hour' * (${size.questions} - q),
       now() - interval '100 days'
     from generate_series(1, ${size.questions}) q`,
  );

  // Members 1..H answer every question; the others of a question are a window of members from its offset.
  // Five distinct items: 8 draws skewed to popular items (u^3), plus the 5 rarest as a fallback, first 5 kept.
  await step(
    'responses (staging)',
    `create unlogged table bench_responses as
     select s.*, ${ageGroupSql('s.birth_year', 's.birth_month', 's.created_at')} as age_group,
       case when s.version = 2 then s.created_at + (now() - s.created_at) * random() else s.created_at end as updated_at
     from (
       select p.start + k + 1 as id, p.q as question_id, u.id as user_id, u.birth_year, u.birth_month,
         (select array_agg(case when random() < 0.03 then lower(n.name) else n.name end order by d.o)
          from (select x, min(o) as o from unnest(array[
                  floor(${ITEMS} * power(random(), 3))::int + 0 * (p.start + k), floor(${ITEMS} * power(random(), 3))::int,
                  floor(${ITEMS} * power(random(), 3))::int, floor(${ITEMS} * power(random(), 3))::int,
                  floor(${ITEMS} * power(random(), 3))::int, floor(${ITEMS} * power(random(), 3))::int,
                  floor(${ITEMS} * power(random(), 3))::int, floor(${ITEMS} * power(random(), 3))::int,
                  ${ITEMS - 5}, ${ITEMS - 4}, ${ITEMS - 3}, ${ITEMS - 2}, ${ITEMS - 1}]) with ordinality as t(x, o)
                group by x order by min(o) limit 5) d
          join bench_names n on n.ni = (d.x * 2011 + p.q * 131) % ${ITEMS}) as answers,
         u.id <= ${H} or random() < 0.9 as is_public,
         case when random() < 0.1 then 2 else 1 end as version,
         now() - interval '90 days' * random() as created_at
       from bench_plan p
       cross join lateral generate_series(0, p.n - 1) k
       join users u on u.id = case when k < ${H} then k + 1 else ${H} + 1 + (p.off + k - ${H}) % ${M - H} end
     ) s;
     alter table bench_responses add primary key (id)`,
  );

  await step(
    'public responses by popularity',
    `create unlogged table bench_public as
     select row_number() over (order by id)::int as rk, id, user_id, question_id, created_at, answers
     from bench_responses where is_public;
     alter table bench_public add primary key (rk)`,
  );
  const [{ n: publicCount }] = (await client.query('select count(*)::int as n from bench_public')).rows;

  // Likes and comments favour the first public responses (u^3 over their order, the heavy question first).
  await step(
    'likes',
    `insert into likes (response_id, user_id, created_at)
     select response_id, user_id, created_at from (
       select distinct on (p.id, c.uid) p.id as response_id, c.uid as user_id,
         p.created_at + (now() - p.created_at) * random() as created_at
       from (select 1 + floor(${publicCount} * power(random(), 3))::int as rk, 1 + floor(${M} * random())::int as uid
             from generate_series(1, ${Math.ceil(size.likes * 1.15)})) c
       join bench_public p on p.rk = c.rk
       where c.uid <> p.user_id
       order by p.id, c.uid
     ) l
     order by random()
     limit ${size.likes}`,
  );

  await step(
    'comments',
    `insert into comments (id, response_id, user_id, content, created_at)
     overriding system value
     select row_number() over (order by created_at), response_id, user_id, content, created_at from (
       select p.id as response_id, 1 + floor(${M} * random())::int as user_id,
         (${textArray(COMMENTS)})[1 + floor(random() * ${COMMENTS.length})::int] || ' ' || p.answers[1] || '!' as content,
         p.created_at + (now() - p.created_at) * random() as created_at
       from (select 1 + floor(${publicCount} * power(random(), 3))::int as rk from generate_series(1, ${size.comments})) c
       join bench_public p on p.rk = c.rk
     ) x`,
  );

  // Follows favour members with low ids (u^2): the heavy members have the most followers.
  await step(
    'follows',
    `insert into follows (follower_id, followee_id, created_at)
     select follower_id, followee_id, created_at from (
       select distinct on (follower_id, followee_id) follower_id, followee_id, now() - interval '365 days' * random() as created_at
       from (select 1 + floor(${M} * random())::int as follower_id, 1 + floor(${M} * power(random(), 2))::int as followee_id
             from generate_series(1, ${Math.ceil(size.follows * 1.1)})) c
       where follower_id <> followee_id
       order by follower_id, followee_id
     ) f
     order by random()
     limit ${size.follows}`,
  );

  await step(
    'notifications',
    `insert into notifications (id, user_id, type, title, message, is_read, related_user_id, related_url, created_at)
     overriding system value
     select row_number() over (order by created_at), user_id, type,
       case type when 'like' then 'New like' when 'comment' then 'New comment' else 'New follower' end,
       case type when 'like' then 'member' || other || ' liked your Top 5'
         when 'comment' then 'member' || other || ' commented on your Top 5' else 'member' || other || ' followed you' end,
       random() < 0.7, other,
       case when type = 'follow' then '/users/member' || other else '/question/' || question_id || '#response-' || response_id end,
       created_at
     from (
       select p.user_id, p.question_id, p.id as response_id, 1 + floor(${M} * random())::int as other,
         (array['like', 'like', 'comment', 'follow'])[1 + floor(random() * 4)::int] as type,
         now() - interval '60 days' * random() as created_at
       from (select 1 + floor(${publicCount} * power(random(), 2))::int as rk from generate_series(1, ${size.notifications})) c
       join bench_public p on p.rk = c.rk
     ) x`,
  );

  // An edited response (version 2) kept its first list, with the top two swapped, as version 1.
  await step(
    'response versions',
    `insert into response_versions (response_id, version, answers, is_public, created_at)
     select id, 1, case when version = 2 then array[answers[2], answers[1], answers[3], answers[4], answers[5]] else answers end,
       is_public, created_at from bench_responses
     union all
     select id, 2, answers, is_public, updated_at from bench_responses where version = 2
     order by 1, 2`,
  );

  await step(
    'responses',
    `insert into responses (id, question_id, user_id, answers, is_public, version, age_group, likes_count, comments_count,
       created_at, updated_at)
     overriding system value
     select r.id, r.question_id, r.user_id, r.answers, r.is_public, r.version, r.age_group,
       coalesce(l.n, 0), coalesce(c.n, 0), r.created_at, r.updated_at
     from bench_responses r
     left join (select response_id, count(*)::int as n from likes group by response_id) l on l.response_id = r.id
     left join (select response_id, count(*)::int as n from comments group by response_id) c on c.response_id = r.id
     order by r.id`,
  );

  await step('drop staging', 'drop table bench_public, bench_responses, bench_plan, bench_names');
}
