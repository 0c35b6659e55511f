/**
 * How each kind of thing matches a search: PostgreSQL full-text search for words, pg_trgm for typos and
 * partial words. The trigram conditions use the operators (%, <%, LIKE) that the gin_trgm_ops indexes serve:
 * questions_search_key_trgm, users_username_trgm, member_names_search_key_trgm, answer_spellings_search_key_trgm.
 */
import { Param, type SQL, sql } from 'drizzle-orm';
import { SEARCH_COUNT_CAP } from '../../../shared/constants.js';
import { PAGE_LIMIT_MAX } from '../../../shared/schemas/paging.js';
import { type DbOrTx, queryRows } from '../../db/client.js';
import { listSpellings, responses, users } from '../../db/schema/index.js';
import { literalCount } from '../../lib/keyset.js';

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
  return sql`top5_matching_questions(websearch_to_tsquery('english', ${t.text}), ${t.lower}, ${contains(t)}, ${max})`;
}

/** A lower-cased display name without its accents, as member_names.search_key and the text are folded. */
const nameKey = (lowered: SQL) => sql`top5_search_key(${lowered})`;

/**
 * The member names (lower-cased display names) matching the text, at most `max`, with their search keys: the
 * name without accents starting with the text, similar to it or holding a word like it. SQL function
 * top5_matching_member_names (migration 0021), which always reads index member_names_search_key_trgm.
 */
const matchingNames = (t: SearchTerms, max: number) =>
  sql`top5_matching_member_names(${t.lower}, ${startsWith(t)}, ${max})`;

/** A username starting with the text or similar to it (index users_username_trgm). */
function usernameMatch(t: SearchTerms): SQL {
  const username = sql`lower(${users.username})`;
  return sql`(${username} like ${startsWith(t)} or ${username} % ${t.lower})`;
}

/**
 * How members are ordered: those whose username or display name starts with the text first, then by the best
 * of the username's and the display name's similarity to it (the name without accents).
 */
export function memberRank(t: SearchTerms): SQL {
  const username = sql`lower(${users.username})`;
  const displayName = nameKey(sql`lower(${users.displayName})`);
  return sql`(greatest(similarity(${username}, ${t.lower}), similarity(${displayName}, ${t.lower}),
      word_similarity(${t.lower}, ${displayName}))
      + case when ${username} like ${startsWith(t)} or ${displayName} like ${startsWith(t)} then 1 else 0 end)`;
}

/**
 * How many matching display names, and usernames, a member search reads at most: enough for the deepest page
 * a capped count allows (SEARCH_COUNT_CAP + 1 plus a page).
 */
export const MEMBER_CANDIDATES_MAX = SEARCH_COUNT_CAP + 1 + PAGE_LIMIT_MAX;

/**
 * The ids among which the first `shown` members of a search are (decision 041), never every match: display
 * names are matched in member_names (each lower-cased name once, index member_names_search_key_trgm), at most
 * MEMBER_CANDIDATES_MAX of them, ordered as members are (starting with the text, then similarity). A name is
 * kept while fewer than `shown` members bear the names ordered strictly before it (its stored count), and of
 * each kept name only its `shown` most followed members are read (index users_display_name_followers). The
 * members whose username matches (at most MEMBER_CANDIDATES_MAX, index users_username_trgm) join them, as a
 * username can rank a member above their name. memberRank then orders these few.
 */
export function memberCandidates(t: SearchTerms, shown: number): SQL {
  return sql`with names as materialized (
      select name, members, search_key like ${startsWith(t)} as prefix,
        greatest(similarity(search_key, ${t.lower}), word_similarity(${t.lower}, search_key)) as score
      from ${matchingNames(t, MEMBER_CANDIDATES_MAX)}
    ), kept as (
      select name from (
        select name, coalesce(sum(members) over (order by prefix desc, score desc
          range between unbounded preceding and current row exclude group), 0) as ahead
        from names) ordered
      where ahead < ${shown}
    )
    select by_name.id from kept cross join lateral (
      select ${users.id} from ${users} where lower(${users.displayName}) = kept.name
      order by ${users.followersCount} desc, ${users.id} desc limit ${shown}) by_name
    union
    (select ${users.id} from ${users} where ${usernameMatch(t)} limit ${MEMBER_CANDIDATES_MAX})`;
}

/**
 * How many members match, up to `cap`: the members of the matching display names (their stored counts, at
 * most `cap` names read, each counting at least one member) plus those matched by their username alone (at
 * most `cap` read). Exact below the cap: past `cap` names the sum is past it too.
 */
export function memberCount(t: SearchTerms, cap: number): SQL {
  return sql`with names as materialized (
      select name, members from ${matchingNames(t, cap)}
    ), by_username as materialized (
      select 1 from ${users}
      where ${usernameMatch(t)} and lower(${users.displayName}) not in (select name from names)
      limit ${cap}
    )
    select least((select coalesce(sum(members), 0) from names) + (select count(*) from by_username),
      ${cap})::int as n`;
}

/** How many distinct answer items (item keys) a search matches at most, and how many spellings it reads. */
export const MATCHED_ITEMS_MAX = 100;
const SPELLING_CANDIDATES_MAX = 1000;

/**
 * The spellings of the answer items matching the text: items whose key contains it, then items similar to it
 * (typos), at most MATCHED_ITEMS_MAX of them, read from answer_spellings (one row per distinct spelling any
 * public list has named, with its key without accents stored; SQL function top5_matching_spellings (migration
 * 0035), which always reads the trigram index answer_spellings_search_key_trgm): its size grows with the words
 * people use, not with the lists. At most SPELLING_CANDIDATES_MAX rows are read and ranked. The lists' answers are then
 * matched exactly against these spellings (answerMatch), so only public, unhidden lists are ever found.
 */
export function matchedSpellings(t: SearchTerms): SQL {
  return sql`with candidates as materialized (
      select item_key, search_key, spelling
      from top5_matching_spellings(${t.lower}, ${contains(t)}, ${SPELLING_CANDIDATES_MAX})
    ), items as (
      select item_key from candidates group by item_key, search_key
      order by search_key like ${contains(t)} desc, word_similarity(${t.lower}, search_key) desc, item_key
      limit ${MATCHED_ITEMS_MAX}
    )
    select array_agg(spelling order by spelling) as spellings from candidates
    where item_key in (select item_key from items)`;
}

export async function matchAnswerSpellings(db: DbOrTx, t: SearchTerms): Promise<string[]> {
  const [row] = await queryRows<{ spellings: string[] | null }>(db, matchedSpellings(t));
  return row?.spellings ?? [];
}

/** Public, unhidden lists naming one of `spellings` exactly: private and hidden ones are never found. */
export function answerMatch(spellings: string[]): SQL {
  return sql`${responses.isPublic} and not ${responses.isHidden} and ${responses.answers} && ${new Param(spellings)}::text[]`;
}

/**
 * The ids of the newest `n` shown lists naming one of `spellings`: the newest `n` of each spelling, read
 * backwards along list_spellings' primary key, then merged (a list naming two of them counts once). At most
 * n rows per spelling are read, however many lists name it (decision 125).
 */
export function newestNaming(spellings: string[], n: number): SQL {
  const rows = literalCount(n);
  return sql`select l.response_id from unnest(${new Param(spellings)}::text[]) m(spelling)
      cross join lateral (select response_id, created_at from ${listSpellings}
        where spelling = m.spelling order by created_at desc, response_id desc limit ${rows}) l
      group by l.response_id order by max(l.created_at) desc, l.response_id desc limit ${rows}`;
}

/**
 * How many shown lists name one of `spellings`, up to `cap`: list_spellings' entries of those spellings are
 * read (index only) up to 5 x cap + 1 and their lists counted once each. A list names at most 5 spellings,
 * so reading that many entries means more than `cap` lists; fewer means every entry was read and the count
 * is exact (decision 125).
 */
export function listsNaming(spellings: string[], cap: number): SQL {
  return sql`with entries as materialized (
      select response_id from ${listSpellings} where spelling = any(${new Param(spellings)}::text[])
      limit ${literalCount(5 * cap + 1)})
    select least(count(distinct response_id), ${literalCount(cap)})::int as n from entries`;
}
