/**
 * GET /api/search: questions, members and public Top 5 lists matching a text, with a count per group. Counts
 * stop at SEARCH_COUNT_CAP + 1 (shown '1,000+'), so no request counts every match; answers are found through
 * the distinct items of the results and members through the distinct display names (match.ts), and the
 * lists naming them counted and listed newest first from list_spellings.
 */
import { desc, eq, sql } from 'drizzle-orm';
import { SEARCH_ALL_PER_GROUP, SEARCH_COUNT_CAP } from '../../../shared/constants.js';
import { PAGE_LIMIT_MAX } from '../../../shared/schemas/paging.js';
import type { SearchInput } from '../../../shared/schemas/social.js';
import { type DbOrTx, queryRows } from '../../db/client.js';
import { questions, responses, users } from '../../db/schema/index.js';
import { pagination } from '../../lib/paging.js';
import {
  answerMatch,
  listsNaming,
  matchAnswerSpellings,
  matchingQuestions,
  memberCandidates,
  memberCount,
  memberRank,
  newestNaming,
  type SearchTerms,
  searchTerms,
} from './match.js';

type Group = 'questions' | 'users' | 'answers';

/** How many matching questions a search ranks at most: enough for the deepest page a capped count allows. */
const QUESTION_CANDIDATES_MAX = SEARCH_COUNT_CAP + 1 + PAGE_LIMIT_MAX;
interface Window {
  limit: number;
  offset: number;
}

/**
 * Ranked among the first QUESTION_CANDIDATES_MAX matches found (matchingQuestions), never among every matching
 * question: a search matching more than a capped count shows the best of those it read (decision 092).
 */
function findQuestions(db: DbOrTx, t: SearchTerms, w: Window) {
  const matches = matchingQuestions(t, QUESTION_CANDIDATES_MAX);
  return db
    .select({
      id: questions.id,
      title: questions.title,
      description: questions.description,
      imageUrl: questions.imageUrl,
      isTrending: questions.isTrending,
      answersCount: questions.shownAnswersCount,
      endDate: questions.endDate,
      createdAt: questions.createdAt,
    })
    .from(questions)
    .innerJoin(sql`${matches} m`, sql`m.id = ${questions.id}`)
    .orderBy(sql`m.rank desc`, desc(questions.shownAnswersCount), desc(questions.id))
    .limit(w.limit)
    .offset(w.offset);
}

/** Ranked among a few candidates (memberCandidates), never among every matching member. */
function findUsers(db: DbOrTx, t: SearchTerms, w: Window) {
  return db
    .select({
      id: users.id,
      username: users.username,
      displayName: users.displayName,
      profilePicture: users.profilePicture,
      bio: users.bio,
      isAdmin: users.isAdmin,
      publicAnswersCount: users.publicAnswersCount,
      followersCount: users.followersCount,
      followingCount: users.followingCount,
      joinedAt: users.joinedAt,
    })
    .from(users)
    .where(sql`${users.id} in (${memberCandidates(t, w.offset + w.limit)})`)
    .orderBy(desc(memberRank(t)), desc(users.followersCount), desc(users.id))
    .limit(w.limit)
    .offset(w.offset);
}

/**
 * The lists naming a matched spelling, newest first: the newest `offset + limit` of each matched spelling read
 * from list_spellings (its primary key, newest first) and merged (decision 125), so the cost is bounded by the
 * spellings and the page's depth, never by how many lists there are.
 */
function findAnswers(db: DbOrTx, spellings: string[], w: Window) {
  return db
    .select({
      id: responses.id,
      questionId: responses.questionId,
      questionTitle: questions.title,
      answers: responses.answers,
      likesCount: responses.likesCount,
      commentsCount: responses.commentsCount,
      createdAt: responses.createdAt,
      user: {
        id: users.id,
        username: users.username,
        displayName: users.displayName,
        profilePicture: users.profilePicture,
      },
    })
    .from(responses)
    .innerJoin(users, eq(users.id, responses.userId))
    .innerJoin(questions, eq(questions.id, responses.questionId))
    .where(
      sql`${answerMatch(spellings)} and ${responses.id} in (${newestNaming(spellings, w.offset + w.limit)})`,
    )
    .orderBy(desc(responses.createdAt), desc(responses.id))
    .limit(w.limit)
    .offset(w.offset);
}

/** How many lists name a matched spelling, up to SEARCH_COUNT_CAP + 1. */
async function countAnswers(db: DbOrTx, spellings: string[]): Promise<number> {
  const [{ n }] = await queryRows<{ n: number }>(db, listsNaming(spellings, SEARCH_COUNT_CAP + 1));
  return n;
}

/** How many questions match, up to SEARCH_COUNT_CAP + 1: the count stops reading there. */
async function countQuestions(db: DbOrTx, t: SearchTerms): Promise<number> {
  const [{ n }] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${matchingQuestions(t, SEARCH_COUNT_CAP + 1)}`,
  );
  return n;
}

/** How many members match, up to SEARCH_COUNT_CAP + 1, from the display names' stored counts (memberCount). */
async function countUsers(db: DbOrTx, t: SearchTerms): Promise<number> {
  const [{ n }] = await queryRows<{ n: number }>(db, memberCount(t, SEARCH_COUNT_CAP + 1));
  return n;
}

export type SearchRows = Awaited<ReturnType<typeof search>>;

/**
 * 'all' gives up to 3 of each group; one type gives that group's page. The counts (for the tabs) are always
 * of every group. A blank text answers nothing without a query.
 */
export async function search(db: DbOrTx, input: SearchInput) {
  const empty = {
    questions: [] as Awaited<ReturnType<typeof findQuestions>>,
    users: [] as Awaited<ReturnType<typeof findUsers>>,
    answers: [] as Awaited<ReturnType<typeof findAnswers>>,
    counts: { questions: 0, users: 0, answers: 0 },
    pagination: undefined as ReturnType<typeof pagination> | undefined,
  };
  const t = searchTerms(input.q);
  // Blank, or only accent marks (which would leave a pattern matching everything).
  if (t.lower === '') return empty;
  const all = input.type === 'all';
  const w: Window = all
    ? { limit: SEARCH_ALL_PER_GROUP, offset: 0 }
    : { limit: input.limit, offset: (input.page - 1) * input.limit };
  // No count goes past SEARCH_COUNT_CAP + 1, so a page starting there is past every count: answered empty
  // without its find, whose cost would grow with the page's depth.
  const pastCounts = w.offset > SEARCH_COUNT_CAP;
  const wants = (g: Group) => (all || input.type === g) && !pastCounts;
  const answers = async () => {
    const spellings = await matchAnswerSpellings(db, t);
    if (spellings.length === 0) return [empty.answers, 0] as const;
    return Promise.all([
      wants('answers') ? findAnswers(db, spellings, w) : empty.answers,
      countAnswers(db, spellings),
    ]);
  };
  const [foundQuestions, foundUsers, [foundAnswers, nAnswers], nQuestions, nUsers] = await Promise.all([
    wants('questions') ? findQuestions(db, t, w) : empty.questions,
    wants('users') ? findUsers(db, t, w) : empty.users,
    answers(),
    countQuestions(db, t),
    countUsers(db, t),
  ]);
  const counts = { questions: nQuestions, users: nUsers, answers: nAnswers };
  return {
    questions: foundQuestions,
    users: foundUsers,
    answers: foundAnswers,
    counts,
    pagination: all ? undefined : pagination(input, counts[input.type as Group]),
  };
}
