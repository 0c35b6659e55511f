/**
 * The bench rows of issue 23's search and write halves (decisions 092, 093): a search for a term never asked
 * before (drawn from the data, each sent once, so the read cache cannot answer it), answers on the hot
 * question, and likes spread over 1,000 responses. run.ts adds them after the other writes and recounts the
 * responses they touched.
 */
import type pg from 'pg';
import { type Call, type Member, touched } from './calls.js';
import { HEAVY_QUESTION_ID } from './sizes.js';

/** The responses the spread likes touched, for the recount. */
export const likedResponses = new Set<number>();

/** How many distinct search terms are drawn: more than a row can send at the goal's rate. */
const TERMS = 40_000;

/**
 * Search terms from the data, each different: answer items, display names and words of question titles, as
 * typed (a prefix of 4 to 9 letters, or the whole) or with a typo (two neighbouring letters swapped).
 */
export async function freshTerms(db: pg.Client): Promise<string[]> {
  const { rows } = await db.query<{ word: string }>(
    `select word from (
       (select item_key as word from answer_spellings order by random() limit 12000)
       union (select name from member_names order by random() limit 12000)
       union (select w from (select distinct regexp_split_to_table(lower(title), '[^a-z]+') as w from questions) t
              where length(w) >= 4)
     ) a where length(word) >= 3`,
  );
  const seen = new Set<string>();
  const terms: string[] = [];
  const add = (t: string) => {
    const term = t.trim();
    if (term.length >= 3 && !seen.has(term)) {
      seen.add(term);
      terms.push(term);
    }
  };
  for (const { word } of rows) {
    add(word);
    if (word.length > 5) {
      const i = 1 + Math.floor(Math.random() * (word.length - 3));
      add(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
      add(word.slice(0, 4 + Math.floor(Math.random() * Math.min(6, word.length - 4))));
    }
  }
  for (let i = terms.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [terms[i], terms[j]] = [terms[j], terms[i]];
  }
  return terms.slice(0, TERMS);
}

/**
 * Each search a term not sent before (in this run nor, being random, in an earlier one the cache kept); its
 * terms are drawn (freshTerms) only when the row is run.
 */
export function freshSearch(): Call & { terms: string[] } {
  let i = 0;
  const terms: string[] = [];
  return {
    terms,
    name: 'search, a term never asked before (cold)',
    goal: 'fresh',
    next: () => {
      const q = terms[i++ % terms.length];
      return { method: 'GET', path: `/api/search?q=${encodeURIComponent(q)}` };
    },
  };
}

interface SpreadLikes {
  responseIds: number[];
  /** `${responseId}:${memberId}` of the likes standing now. */
  liked: Set<string>;
}

/** 1,000 public responses on small questions, none by a writer, and which writers like them now. */
export async function spreadLikes(db: pg.Client, writers: Member[]): Promise<SpreadLikes> {
  const ids = writers.map((w) => w.id);
  const { rows } = await db.query<{ id: number }>(
    `select id from responses where question_id <> $1 and is_public and not is_hidden
       and not (user_id = any($2::int[])) order by id desc limit 1000`,
    [HEAVY_QUESTION_ID, ids],
  );
  const responseIds = rows.map((r) => r.id);
  const likes = await db.query<{ response_id: number; user_id: number }>(
    'select response_id, user_id from likes where response_id = any($1::int[]) and user_id = any($2::int[])',
    [responseIds, ids],
  );
  return {
    responseIds,
    liked: new Set(likes.rows.map((r) => `${r.response_id}:${r.user_id}`)),
  };
}

function post(m: Member, origin: string, path: string, body: unknown) {
  return {
    method: 'POST' as const,
    path,
    headers: { cookie: m.cookie, origin, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  };
}

/**
 * The hot question's edits draw five of these twenty in random order (1.86 million lists): members editing
 * their own lists. Drawn from six, the same ordered list came back five times within the hour at once, so the
 * burst rule for identical lists (decision 068) held every writer's list and their edits moved no tallies.
 */
const ANSWERS = [
  'Serena Williams',
  'Usain Bolt',
  'Pele',
  'Simone Biles',
  'Roger Federer',
  'Lionel Messi',
  'Michael Jordan',
  'Muhammad Ali',
  'Michael Phelps',
  'Tom Brady',
  'Wayne Gretzky',
  'Babe Ruth',
  'Diego Maradona',
  'Steffi Graf',
  'Carl Lewis',
  'Nadia Comaneci',
  'Tiger Woods',
  'Cristiano Ronaldo',
  'Rafael Nadal',
  'LeBron James',
];

export function freshWrites(origin: string, writers: Member[], spread: SpreadLikes): Call[] {
  let w = 0;
  let l = 0;
  return [
    {
      name: 'answer (edit) on the hot question, 200 members',
      goal: 'answers',
      next: () => {
        const m = writers[w++ % writers.length];
        touched.questions.add(HEAVY_QUESTION_ID);
        touched.members.add(m.id);
        const answers = [...ANSWERS].sort(() => Math.random() - 0.5).slice(0, 5);
        return post(m, origin, `/api/questions/${HEAVY_QUESTION_ID}/answer`, { answers, isPublic: true });
      },
    },
    {
      name: 'like, 200 members spread over 1,000 responses',
      goal: 'likes',
      next: () => {
        // Members in turn, responses in a stride that meets every pair.
        const m = writers[l % writers.length];
        const responseId =
          spread.responseIds[Math.floor(l / writers.length + l * 7) % spread.responseIds.length];
        l++;
        likedResponses.add(responseId);
        touched.members.add(m.id);
        const key = `${responseId}:${m.id}`;
        const like = !spread.liked.has(key);
        if (like) spread.liked.add(key);
        else spread.liked.delete(key);
        return post(m, origin, `/api/responses/${responseId}/toggle-like`, { like });
      },
    },
  ];
}
