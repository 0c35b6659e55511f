/**
 * How each kind of thing matches a search: PostgreSQL full-text search for words, pg_trgm for typos and
 * partial words. The trigram conditions use the operators (%, <%, LIKE) that the gin_trgm_ops indexes serve:
 * questions_title_trgm, users_username_trgm, users_display_name_trgm.
 */
import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.js';
import { questions, responses, users } from '../../db/schema/index.js';

export interface SearchTerms {
  /** As typed, trimmed: for the full-text query. */
  text: string;
  /** Lower-cased, accents removed: for trigram similarity. */
  lower: string;
  /** `lower` with LIKE's wildcards escaped. */
  likeEscaped: string;
}

export function searchTerms(q: string): SearchTerms {
  const text = q.trim().replace(/\s+/g, ' ');
  // 'Beyoncé' typed with its accent still meets 'Beyonce' spelt without (and trigram scores compare letters).
  const lower = text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
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

/** How many distinct answer items a search looks at, best matches first, and how many candidates it ranks. */
export const MATCHED_ITEMS_MAX = 100;
const ITEM_CANDIDATES_MAX = 1000;

/**
 * Answers are matched on the distinct items the public results count (public_result_items, one row per item
 * of a question, far fewer than the lists naming them; trigram index public_result_items_key_trgm): the
 * items containing the text with the most votes, and the items most similar to it (typos). Of each kind at
 * most ITEM_CANDIDATES_MAX candidates are read and ranked, and the best MATCHED_ITEMS_MAX kept.
 * matchedSpellings() gives every spelling of those items the public lists use, which the lists' answers are
 * then matched against exactly (responses_answers, a GIN index on the answers array): only public, unhidden
 * lists are ever found.
 */
export function matchedItems(t: SearchTerms): SQL {
  return sql`
    with containing as materialized (
      select c.question_id, c.item_key, c.votes from (
        select i.question_id, i.item_key, i.votes from public_result_items i
        where i.votes > 0 and i.item_key like ${contains(t)} limit ${ITEM_CANDIDATES_MAX}) c
      order by c.votes desc, c.question_id, c.item_key
      limit ${MATCHED_ITEMS_MAX}
    )
    select * from containing
    union
    (select c.question_id, c.item_key, c.votes from (
        select i.question_id, i.item_key, i.votes from public_result_items i
        where i.votes > 0 and ${t.lower} <% i.item_key
        limit ${ITEM_CANDIDATES_MAX}) c
      order by word_similarity(${t.lower}, c.item_key) desc, c.votes desc, c.question_id, c.item_key
      limit ${MATCHED_ITEMS_MAX})`;
}

/** The matched items' spellings, and how many lists name them in all (a list naming two counts twice). */
export interface MatchedItems {
  spellings: string[];
  votes: number;
}

/** Every spelling the public lists use of the matched items, and the items' votes. */
export async function matchAnswerItems(db: DbOrTx, t: SearchTerms): Promise<MatchedItems> {
  const [row] = await queryRows<{ spellings: string[] | null; votes: number }>(
    db,
    sql`with items as materialized (${matchedItems(t)})
      select (select array_agg(distinct s.spelling) from items i
          join public_result_item_spellings s on s.question_id = i.question_id and s.item_key = i.item_key
          where s.count > 0) as spellings,
        (select coalesce(sum(votes), 0)::int from items) as votes`,
  );
  return { spellings: row?.spellings ?? [], votes: row?.votes ?? 0 };
}

/** Public, unhidden lists naming one of `spellings` exactly: private and hidden ones are never found. */
export function answerMatch(spellings: string[]): SQL {
  const list = sql.join(
    spellings.map((s) => sql`${s}`),
    sql`, `,
  );
  return sql`${responses.isPublic} and not ${responses.isHidden} and ${responses.answers} && array[${list}]::text[]`;
}
