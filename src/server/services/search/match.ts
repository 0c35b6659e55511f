/**
 * How each kind of thing matches a search: PostgreSQL full-text search for words, pg_trgm for typos and
 * partial words. The trigram conditions use the operators (%, <%, LIKE) that the gin_trgm_ops indexes serve:
 * questions_title_trgm, users_username_trgm, users_display_name_trgm.
 */
import { type SQL, sql } from 'drizzle-orm';
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

/** Public, unhidden lists only: private and hidden ones are never found by anyone. */
export function answerMatch(t: SearchTerms): { where: SQL; rank: SQL } {
  const query = sql`websearch_to_tsquery('simple', ${t.text})`;
  const joined = sql`lower(top5_join_answers(${responses.answers}))`;
  return {
    where: sql`${responses.isPublic} and not ${responses.isHidden}
      and (${responses.search} @@ ${query} or ${joined} like ${contains(t)} or ${t.lower} <% ${joined})`,
    rank: sql`(ts_rank(${responses.search}, ${query}) + word_similarity(${t.lower}, ${joined}))`,
  };
}
