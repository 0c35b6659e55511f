/**
 * How each kind of thing matches a search: PostgreSQL full-text search for words, pg_trgm for typos and
 * partial words. Questions and usernames are matched in PostgreSQL, through the operators (%, <%, LIKE) that the
 * gin_trgm_ops indexes questions_search_key_trgm and users_username_trgm serve; member names and answer items
 * are matched in the app's memory the same way (search-index.ts, decision 147) and given to the statements.
 */
import { Param, type SQL, sql } from 'drizzle-orm';
import { SEARCH_COUNT_CAP } from '../../../shared/constants.js';
import { PAGE_LIMIT_MAX } from '../../../shared/schemas/paging.js';
import { listSpellings, responses, users } from '../../db/schema/index.js';
import { limitOffset, literalCount } from '../../lib/keyset.js';
import type { NameFound } from './search-index.js';

export interface SearchTerms {
  /** As typed, trimmed: for the full-text query. */
  text: string;
  /** Lower-cased, accents removed: for trigram similarity. Empty when the text was only accents. */
  lower: string;
  /** `lower` with LIKE's wildcards escaped. */
  likeEscaped: string;
}

export function searchTerms(q: string): SearchTerms {
  const text = q.trim().replace(/\s+/g, ' ');
  // 'Beyoncé' typed with its accent still meets 'Beyonce' spelt without (and trigram scores compare letters).
  // The same folding as top5_search_key() gives answer item keys (migration 0019): keep the two in step.
  const lower = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
  return { text, lower, likeEscaped: lower.replace(/[\\%_]/g, (c) => `\\${c}`) };
}

const contains = (t: SearchTerms) => `%${t.likeEscaped}%`;
const startsWith = (t: SearchTerms) => `${t.likeEscaped}%`;

/**
 * The questions matching the text, at most `max` of them with their rank (full-text rank of the title and
 * description plus the title's word similarity): a word of the title or description, the title (its stored
 * search key, without accents) containing the text, or holding a word like it. SQL function
 * top5_matching_questions (migration 0035), which always reads the indexes questions_search and
 * questions_search_key_trgm: never a comparison of every title, however many questions there are.
 */
export function matchingQuestions(t: SearchTerms, max: number): SQL {
  return sql`top5_matching_questions(websearch_to_tsquery('english', ${t.text}), ${t.lower}, ${contains(t)}, ${literalCount(max)})`;
}

/**
 * How many matching questions a search ranks at most: enough for the deepest page a capped count allows.
 */
const QUESTION_CANDIDATES_MAX = SEARCH_COUNT_CAP + 1 + PAGE_LIMIT_MAX;

/**
 * A question search in one statement (decisions 092, 131): the page of questions, ranked among the first
 * QUESTION_CANDIDATES_MAX matches found (matchingQuestions), never among every matching question, and on every
 * row (or on one row of nulls when the page is empty) `total`, how many match, up to `cap`.
 */
export function questionSearch(t: SearchTerms, w: { limit: number; offset: number }, cap: number): SQL {
  return sql`with matches as materialized (select id, rank from ${matchingQuestions(t, QUESTION_CANDIDATES_MAX)})
    select c.total, p.* from (
      select count(*)::int as total from (select 1 from matches limit ${literalCount(cap)}) m
    ) c left join lateral (
      select q.id, q.title, q.description, q.image_url as "imageUrl", q.is_trending as "isTrending",
        q.shown_answers_count as "answersCount", q.end_date as "endDate", q.created_at as "createdAt"
      from matches m join questions q on q.id = m.id
      order by m.rank desc, q.shown_answers_count desc, q.id desc
      ${limitOffset(w.limit, w.offset)}
    ) p on true`;
}

/**
 * How many matching display names, and usernames, a member search reads at most: enough for the deepest page
 * a capped count allows (SEARCH_COUNT_CAP + 1 plus a page).
 */
export const MEMBER_CANDIDATES_MAX = SEARCH_COUNT_CAP + 1 + PAGE_LIMIT_MAX;

/** The columns of a member a search shows. */
const memberColumns = sql`u.id, u.username, u.display_name as "displayName", u.profile_picture as "profilePicture",
  u.bio, u.is_admin as "isAdmin", u.public_answers_count as "publicAnswersCount",
  u.followers_count as "followersCount", u.following_count as "followingCount", u.created_at as "joinedAt"`;

/**
 * A member search in one statement (decisions 041, 131): the page of members, and on every row (or on one row
 * of nulls when the page is empty) `total`, how many members match, up to `cap`. Never every match is read:
 *
 * - **names**: the display names matched (`names`: each lower-cased name once, with how many members bear it,
 *   at most MEMBER_CANDIDATES_MAX of them, scored as members are ordered: starting with the text, then
 *   similarity; SearchIndex.names).
 * - **by_username**: the members whose username matches (at most MEMBER_CANDIDATES_MAX, index
 *   users_username_trgm, through top5_matching_usernames, migration 0047), as a username can rank a member
 *   above their name.
 * - **the page**: a name is kept while fewer than `shown` members bear the names ordered strictly before it, and
 *   of each kept name only its `shown` most followed members are read (index users_display_name_followers).
 *   Of these only the first `shown` by their name's order and their followers go on (many names can tie: a
 *   search for a first name keeps every "Josh ..." at once), with the username matches; these few are
 *   ordered by the best of their username's and display name's similarity, those starting with the text
 *   first. A username lifts a member above their name's place only when it matches too (then the member is
 *   among the username matches), except a username a little like the text (under pg_trgm's threshold) on a
 *   name that only starts with it: such a member may be left a place lower than that username would put it.
 * - **total**: the names' stored counts plus the username matches whose name is not among them. Exact below the
 *   cap: past `cap` names the sum is past it too, and past MEMBER_CANDIDATES_MAX username matches each one
 *   either adds itself or is counted in its name.
 */
export function memberSearch(
  t: SearchTerms,
  names: NameFound[],
  w: { limit: number; offset: number },
  cap: number,
): SQL {
  const shown = w.offset + w.limit;
  const prefix = startsWith(t);
  const key = sql`k.search_key`;
  const username = sql`lower(u.username)`;
  const kept = keptNames(names, shown);
  const column = <K extends keyof NameFound>(k: K) => new Param(kept.map((n) => n[k]));
  const members = names.reduce((sum, n) => sum + n.members, 0);
  return sql`with by_username as materialized (
      select id, name from top5_matching_usernames(${t.lower}, ${prefix}, ${literalCount(MEMBER_CANDIDATES_MAX)})
    ), kept as (
      select * from unnest(${column('name')}::text[], ${column('searchKey')}::text[], ${column('prefix')}::bool[],
        ${column('score')}::real[]) as k(name, search_key, prefix, score)
    ), by_name as (
      select b.id, kept.search_key from kept cross join lateral (
        select ${users.id}, ${users.followersCount} as followers from ${users}
        where lower(${users.displayName}) = kept.name
        order by ${users.followersCount} desc, ${users.id} desc limit ${literalCount(shown)}) b
      order by kept.prefix desc, kept.score desc, b.followers desc, b.id desc
      limit ${literalCount(shown)}
    ), candidates as (
      select id, search_key from by_name
      union
      select id, top5_search_key(name) from by_username
    )
    select c.total, p.* from (
      select least(${members}::int + (select count(*) from by_username
        where name <> all(${new Param(names.map((n) => n.name))}::text[])), ${literalCount(cap)})::int as total
    ) c left join lateral (
      select ${memberColumns} from candidates k
      join ${users} u on u.id = k.id
      order by greatest(similarity(${username}, ${t.lower}), similarity(${key}, ${t.lower}), word_similarity(${t.lower}, ${key}))
        + case when ${username} like ${prefix} or ${key} like ${prefix} then 1 else 0 end desc,
        u.followers_count desc, u.id desc
      ${limitOffset(w.limit, w.offset)}
    ) p on true`;
}

/**
 * The names whose members can be on the page: those fewer than `shown` members bear the names ordered
 * strictly before (starting with the text first, then by score; names of equal place all kept or not).
 */
function keptNames(names: NameFound[], shown: number): NameFound[] {
  const ordered = [...names].sort((a, b) => Number(b.prefix) - Number(a.prefix) || b.score - a.score);
  const kept: NameFound[] = [];
  let ahead = 0;
  let equalsMembers = 0;
  for (let i = 0; i < ordered.length; i++) {
    const name = ordered[i];
    const previous = ordered[i - 1];
    if (previous && (previous.prefix !== name.prefix || previous.score !== name.score)) {
      ahead += equalsMembers;
      equalsMembers = 0;
    }
    if (ahead >= shown) break;
    kept.push(name);
    equalsMembers += name.members;
  }
  return kept;
}

/** A list of spellings sent as a parameter, for the builders below. */
export const spellingList = (spellings: string[]): SQL => sql`${new Param(spellings)}::text[]`;

/** Public, unhidden lists naming one of `spellings` (a text[]) exactly: private and hidden ones are never found. */
function answerMatch(spellings: SQL): SQL {
  return sql`${responses.isPublic} and not ${responses.isHidden} and ${responses.answers} && ${spellings}`;
}

/**
 * The ids of the newest `n` shown lists naming one of `spellings` (a text[]): the newest `n` of each spelling,
 * read backwards along list_spellings' primary key, then merged (a list naming two of them counts once). At
 * most n rows per spelling are read, however many lists name it (decision 125).
 */
export function newestNaming(spellings: SQL, n: number): SQL {
  const rows = literalCount(n);
  return sql`select l.response_id from unnest(${spellings}) m(spelling)
      cross join lateral (select response_id, created_at from ${listSpellings}
        where spelling = m.spelling order by created_at desc, response_id desc limit ${rows}) l
      group by l.response_id order by max(l.created_at) desc, l.response_id desc limit ${rows}`;
}

/**
 * How many shown lists name one of `spellings` (a text[]), up to `cap`, from list_spellings' entries of those
 * spellings (index only), each list counted once (decision 125). First a quarter more entries than `cap` are
 * read: if that is all of them, or if they already name `cap` lists, that is the count (lists seldom name two
 * of the matched spellings, so this is nearly every search). Only otherwise are up to 5 x cap + 1 read: a list
 * names at most 5 spellings, so reading that many entries means more than `cap` lists, and reading fewer
 * means every entry was read and the count is exact (decision 131).
 */
export function listsNaming(spellings: SQL, cap: number): SQL {
  const few = Math.ceil(cap * 1.25);
  return sql`with few as materialized (
      select response_id from ${listSpellings} where spelling = any(${spellings}) limit ${literalCount(few)}
    ), seen as (select count(*) as entries, count(distinct response_id) as lists from few)
    select least(case when entries < ${literalCount(few)} or lists >= ${literalCount(cap)} then lists
      else (select count(distinct response_id) from (
        select response_id from ${listSpellings} where spelling = any(${spellings})
        limit ${literalCount(5 * cap + 1)}) every_entry) end, ${literalCount(cap)})::int as n
    from seen`;
}

/**
 * A search of the lists' answers in one statement (decisions 125, 131): the page of the lists naming one of the
 * spellings matched (SearchIndex.spellings), newest first, and on every row (or on one row of nulls when the
 * page is empty) `total`, how many lists name them, up to `cap`.
 */
export function answerSearch(matched: string[], w: { limit: number; offset: number }, cap: number): SQL {
  const spellings = spellingList(matched);
  return sql`select c.n as total, p.* from (${listsNaming(spellings, cap)}) c
    left join lateral (
      select ${responses.id}, ${responses.questionId} as "questionId", q.title as "questionTitle", ${responses.answers},
        ${responses.likesCount} as "likesCount", ${responses.commentsCount} as "commentsCount",
        ${responses.createdAt} as "createdAt", u.id as "userId", u.username, u.display_name as "displayName",
        u.profile_picture as "profilePicture"
      from ${responses}
      join users u on u.id = ${responses.userId}
      join questions q on q.id = ${responses.questionId}
      where ${answerMatch(spellings)} and ${responses.id} in (${newestNaming(spellings, w.offset + w.limit)})
      order by ${responses.createdAt} desc, ${responses.id} desc
      ${limitOffset(w.limit, w.offset)}
    ) p on true`;
}
