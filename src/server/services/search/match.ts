/**
 * How each kind of thing matches a search: PostgreSQL full-text search for words, pg_trgm for typos and
 * partial words. The trigram conditions use the operators (%, <%, LIKE) that the gin_trgm_ops indexes serve:
 * questions_title_trgm, users_username_trgm, users_display_name_trgm.
 */
import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.js';
import {
  answerSpellings,
  publicResultItemSpellings,
  questions,
  responses,
  users,
} from '../../db/schema/index.js';

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

export function questionMatch(t: SearchTerms): { where: SQL; rank: SQL } {
  const query = sql`websearch_to_tsquery('english', ${t.text})`;
  const title = sql`lower(${questions.title})`;
  return {
    where: sql`(${questions.search} @@ ${query} or ${title} like ${contains(t)} or ${t.lower} <% ${title})`,
    rank: sql`(ts_rank(${questions.search}, ${query}) + word_similarity(${t.lower}, ${title}))`,
  };
}

export function userMatch(t: SearchTerms): { where: SQL; rank: SQL } {
  const username = sql`lower(${users.username})`;
  const displayName = sql`lower(${users.displayName})`;
  return {
    where: sql`(${username} like ${startsWith(t)} or ${displayName} like ${startsWith(t)}
      or ${username} % ${t.lower} or ${displayName} % ${t.lower} or ${t.lower} <% ${displayName})`,
    rank: sql`(greatest(similarity(${username}, ${t.lower}), similarity(${displayName}, ${t.lower}),
      word_similarity(${t.lower}, ${displayName}))
      + case when ${username} like ${startsWith(t)} or ${displayName} like ${startsWith(t)} then 1 else 0 end)`,
  };
}

/** How many distinct answer items (item keys) a search matches at most, and how many spellings it reads. */
export const MATCHED_ITEMS_MAX = 100;
const SPELLING_CANDIDATES_MAX = 1000;

/**
 * The spellings of the answer items matching the text: items whose key contains it, then items similar to it
 * (typos), at most MATCHED_ITEMS_MAX of them, read from answer_spellings (one row per distinct spelling any
 * public list has named, trigram index answer_spellings_search_key_trgm on the key without accents): its size grows with the words people use,
 * not with the lists. At most SPELLING_CANDIDATES_MAX rows are read and ranked. The lists' answers are then
 * matched exactly against these spellings (answerMatch), so only public, unhidden lists are ever found.
 */
export function matchedSpellings(t: SearchTerms): SQL {
  return sql`with candidates as materialized (
      select item_key, top5_search_key(item_key) as search_key, spelling from ${answerSpellings}
      where top5_search_key(item_key) like ${contains(t)} or ${t.lower} <% top5_search_key(item_key)
      limit ${SPELLING_CANDIDATES_MAX}
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
  const list = sql.join(
    spellings.map((s) => sql`${s}`),
    sql`, `,
  );
  return sql`${responses.isPublic} and not ${responses.isHidden} and ${responses.answers} && array[${list}]::text[]`;
}

/** How many of the matched spellings' tally rows the answers count reads before it counts lists. */
const MENTION_ROWS_MAX = 1000;

/**
 * How many lists name one of `spellings`, up to `cap`. A list names 5 items, so when the public tallies show
 * more than 5 x cap uses of these spellings, more than `cap` lists name them: at most MENTION_ROWS_MAX tally
 * rows are summed (index public_result_item_spellings_spelling) and, past that, no list is read. Otherwise the
 * lists are counted: a materialized CTE, planned for reading them all (through the GIN index
 * responses_answers, not a walk of the table that a LIMIT would make look cheap) yet read only as far as the
 * count needs, and only when the tallies did not answer.
 */
export function answerCount(spellings: string[], cap: number): SQL {
  const list = sql.join(
    spellings.map((s) => sql`${s}`),
    sql`, `,
  );
  return sql`with mentions as materialized (
      select count from ${publicResultItemSpellings} where spelling = any(array[${list}]::text[])
      limit ${MENTION_ROWS_MAX}
    ), lists as materialized (select 1 from ${responses} where ${answerMatch(spellings)})
    select case when (select coalesce(sum(count), 0) from mentions) > ${5 * cap}
      then ${cap} else (select count(*) from (select 1 from lists limit ${cap}) m) end::int as n`;
}
