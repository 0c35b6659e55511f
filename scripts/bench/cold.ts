/**
 * The cold rows of `npm run bench` (issue 23): every request draws its parameters at random over the whole
 * dataset (page numbers, cursors taken from real pages, questions, members, pairs, responses), so the read
 * cache rarely holds the answer and the row measures what a miss costs. Each row prints the cache's hit rate
 * beside it. The samples (cursors, responses with comments) are read before the rows run (coldSamples).
 */
import type pg from 'pg';
import type { BenchAdmin, Call, CallContext, Member } from './calls.js';
import { type BenchSize, HEAVY_MEMBERS, HEAVY_QUESTION_ID, memberUsername } from './sizes.js';

/** A feed's page size as the client asks it (the API's default). */
const FEED_LIMIT = 10;
const COMMENTS_LIMIT = 20;
/** Compare's page size as the client asks it (the API's default). */
const COMPARE_LIMIT = 20;
const ADMIN_LIMIT = 50;

/** What the cold rows draw from, read from the database and from real pages before they run. */
export interface ColdSamples {
  /** Public, shown responses of each question (its feed's total), by question id. */
  feedTotals: number[];
  /** Cursors (nextCursor) of real pages of the heavy question's feed, and of the recent feed. */
  questionCursors: string[];
  recentCursors: string[];
  /** Responses with comments, and how many each has. */
  commented: { id: number; comments: number }[];
  /** Public responses in the admin's Responses tab. */
  allResponses: number;
  /** Members 1 to HEAVY_MEMBERS, signed in: compare's viewers. */
  heavy: Member[];
}

const random = (n: number) => Math.floor(Math.random() * n);
const pick = <T>(items: T[]): T => items[random(items.length)];
const pages = (total: number, limit: number) => Math.max(1, Math.ceil(total / limit));

/** Reads the samples: totals and commented responses from the database, cursors from real pages. */
export async function coldSamples(
  db: pg.Client,
  origin: string,
  size: BenchSize,
  heavy: Member[],
  cursors = 100,
): Promise<ColdSamples> {
  const feedTotals: number[] = [];
  for (const r of (await db.query('select id, public_responses_count as n from questions order by id')).rows)
    feedTotals[r.id] = r.n;
  // Every commented response (about 200,000 on the 1m dataset): drawn from a few thousand, the read cache
  // soon held them all and the row measured hits.
  const commented = (
    await db.query(
      'select id, comments_count as comments from responses where comments_count > 0 and is_public',
    )
  ).rows;
  const [{ n: allResponses }] = (await db.query('select count(*)::int as n from responses')).rows;
  const cursorsOf = async (path: (page: number) => string, total: number) => {
    const found: string[] = [];
    for (let i = 0; i < cursors; i++) {
      const res = await fetch(`${origin}${path(1 + random(pages(total, FEED_LIMIT) - 1))}`);
      const body = (await res.json()) as { pagination?: { nextCursor?: string | null } };
      if (body.pagination?.nextCursor) found.push(body.pagination.nextCursor);
    }
    if (found.length === 0) throw new Error(`no cursor from ${path(1)}`);
    return found;
  };
  const questionCursors = await cursorsOf(
    (page) => `/api/questions/${HEAVY_QUESTION_ID}/responses?page=${page}`,
    feedTotals[HEAVY_QUESTION_ID],
  );
  // The recent feed pages by number to at most 100,000 (the API's largest page).
  const recentCursors = await cursorsOf(
    (page) => `/api/responses/recent?page=${Math.min(page, 100_000)}`,
    Math.min(size.responses, 900_000),
  );
  return { feedTotals, questionCursors, recentCursors, commented, allResponses, heavy };
}

const get = (name: string, path: () => string, headers?: () => Record<string, string>): Call => ({
  name,
  goal: 'cold',
  next: () => ({ method: 'GET', path: path(), headers: headers?.() }),
});

export function coldReads(c: CallContext, s: ColdSamples, admin: BenchAdmin | null): Call[] {
  const q = HEAVY_QUESTION_ID;
  const questions = s.feedTotals.length - 1;
  const heavyPages = Math.min(pages(s.feedTotals[q], FEED_LIMIT), 100_000);
  // Every question's shown responses: the recent feed's total (pages beyond 100,000 are refused).
  const shown = s.feedTotals.reduce((sum, n) => sum + (n ?? 0), 0);
  const recentPages = Math.min(pages(shown, FEED_LIMIT), 100_000);
  const calls: Call[] = [
    get(
      `cold: question feed, random page 1-${heavyPages.toLocaleString('en-US')}`,
      () => `/api/questions/${q}/responses?page=${1 + random(heavyPages)}`,
    ),
    get('cold: question feed after a random cursor', () => {
      return `/api/questions/${q}/responses?page=2&cursor=${pick(s.questionCursors)}`;
    }),
    get(
      'cold: recent after a random cursor',
      () => `/api/responses/recent?page=2&cursor=${pick(s.recentCursors)}`,
    ),
    get(
      `cold: recent, random page 1-${recentPages.toLocaleString('en-US')}`,
      () => `/api/responses/recent?page=${1 + random(recentPages)}`,
    ),
    get('cold: random question, random page of its feed', () => {
      const id = 1 + random(questions);
      return `/api/questions/${id}/responses?page=${1 + random(Math.min(pages(s.feedTotals[id], FEED_LIMIT), 100_000))}`;
    }),
    get('cold: random question', () => `/api/questions/${1 + random(questions)}`),
    get('cold: random question, results', () => `/api/questions/${1 + random(questions)}/results`),
    get('cold: random profile', () => `/api/users/${memberUsername(1 + random(c.size.members))}`),
    get('cold: last page of comments, random response', () => {
      const r = pick(s.commented);
      return `/api/responses/${r.id}/comments?page=${pages(r.comments, COMMENTS_LIMIT)}&limit=${COMMENTS_LIMIT}`;
    }),
  ];
  // Compare: a random pair of the heavy members (each answered every question), as the first of the pair, at a
  // random page of their questions in common (every question): the 380 pairs alone, each kept once read, left
  // the row measuring hits.
  const comparePages = pages(questions, COMPARE_LIMIT);
  let viewer = s.heavy[0];
  calls.push(
    get(
      'cold: compare, random pair of heavy members, random page',
      () => {
        viewer = pick(s.heavy);
        let other = 1 + random(HEAVY_MEMBERS);
        if (other === viewer.id) other = (other % HEAVY_MEMBERS) + 1;
        return `/api/users/${memberUsername(other)}/compare?page=${1 + random(comparePages)}`;
      },
      () => ({ cookie: viewer.cookie }),
    ),
  );
  if (admin) {
    const adminPages = Math.min(pages(s.allResponses, ADMIN_LIMIT), 100_000);
    calls.push(
      get(
        `cold: admin responses, random page 1-${adminPages.toLocaleString('en-US')}`,
        () => `/api/admin/responses?page=${1 + random(adminPages)}&limit=${ADMIN_LIMIT}`,
        () => ({ cookie: admin.member.cookie }),
      ),
    );
  }
  return calls;
}
