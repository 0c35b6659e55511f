/** GET /api/search: questions, members and public Top 5 lists matching a text, with a count per group. */
import { count, desc, eq } from 'drizzle-orm';
import { SEARCH_ALL_PER_GROUP } from '../../../shared/constants.js';
import type { SearchInput } from '../../../shared/schemas/social.js';
import type { DbOrTx } from '../../db/client.js';
import { questions, responses, users } from '../../db/schema/index.js';
import { pagination } from '../../lib/paging.js';
import { answerMatch, questionMatch, type SearchTerms, searchTerms, userMatch } from './match.js';

type Group = 'questions' | 'users' | 'answers';
interface Window {
  limit: number;
  offset: number;
}

function findQuestions(db: DbOrTx, t: SearchTerms, w: Window) {
  const { where, rank } = questionMatch(t);
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
    .where(where)
    .orderBy(desc(rank), desc(questions.shownAnswersCount), desc(questions.id))
    .limit(w.limit)
    .offset(w.offset);
}

function findUsers(db: DbOrTx, t: SearchTerms, w: Window) {
  const { where, rank } = userMatch(t);
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
    .where(where)
    .orderBy(desc(rank), desc(users.followersCount), desc(users.id))
    .limit(w.limit)
    .offset(w.offset);
}

function findAnswers(db: DbOrTx, t: SearchTerms, w: Window) {
  const { where, rank } = answerMatch(t);
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
    .where(where)
    .orderBy(desc(rank), desc(responses.likesCount), desc(responses.createdAt), desc(responses.id))
    .limit(w.limit)
    .offset(w.offset);
}

async function countGroup(db: DbOrTx, group: Group, t: SearchTerms): Promise<number> {
  const [{ n }] =
    group === 'questions'
      ? await db.select({ n: count() }).from(questions).where(questionMatch(t).where)
      : group === 'users'
        ? await db.select({ n: count() }).from(users).where(userMatch(t).where)
        : await db.select({ n: count() }).from(responses).where(answerMatch(t).where);
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
  if (input.q.trim() === '') return empty;
  const t = searchTerms(input.q);
  const all = input.type === 'all';
  const w: Window = all
    ? { limit: SEARCH_ALL_PER_GROUP, offset: 0 }
    : { limit: input.limit, offset: (input.page - 1) * input.limit };
  const wants = (g: Group) => all || input.type === g;
  const [foundQuestions, foundUsers, foundAnswers, nQuestions, nUsers, nAnswers] = await Promise.all([
    wants('questions') ? findQuestions(db, t, w) : empty.questions,
    wants('users') ? findUsers(db, t, w) : empty.users,
    wants('answers') ? findAnswers(db, t, w) : empty.answers,
    countGroup(db, 'questions', t),
    countGroup(db, 'users', t),
    countGroup(db, 'answers', t),
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
