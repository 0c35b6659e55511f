/**
 * GET /api/search: questions, members and public Top 5 lists matching a text, with a count per group. Counts
 * stop at SEARCH_COUNT_CAP + 1 (shown '1,000+'), so no request counts every match; answers are found through
 * the distinct items of the results and members through the distinct display names (match.ts), and the
 * lists naming them counted and listed newest first from list_spellings. Each group is one statement, its page
 * and its count together, prepared by its shape (decision 131).
 */
import { SEARCH_ALL_PER_GROUP, SEARCH_COUNT_CAP } from '../../../shared/constants.js';
import type { SearchInput } from '../../../shared/schemas/social.js';
import type { DbOrTx } from '../../db/client.js';
import { queryShapeRows } from '../../db/named-statements.js';
import { pagination } from '../../lib/paging.js';
import { answerSearch, memberSearch, questionSearch, searchTerms } from './match.js';

type Group = 'questions' | 'users' | 'answers';

interface QuestionFound {
  id: number;
  title: string;
  description: string;
  imageUrl: string | null;
  isTrending: boolean;
  answersCount: number;
  endDate: Date | string | null;
  createdAt: Date | string;
}

interface MemberFound {
  id: number;
  username: string;
  displayName: string;
  profilePicture: string | null;
  bio: string | null;
  isAdmin: boolean;
  publicAnswersCount: number;
  followersCount: number;
  followingCount: number;
  joinedAt: Date | string;
}

interface ListFound {
  id: number;
  questionId: number;
  questionTitle: string;
  answers: string[];
  likesCount: number;
  commentsCount: number;
  createdAt: Date | string;
  userId: number;
  username: string;
  displayName: string;
  profilePicture: string | null;
}

/** A group's rows: its page, and its count on each of them (on one row of nulls when the page is empty). */
type Counted<T> = (T & { total: number }) | ({ [K in keyof T]: null } & { total: number });

async function group<T extends { id: number }>(db: DbOrTx, statement: Parameters<typeof queryShapeRows>[1]) {
  const rows = await queryShapeRows<Counted<T>>(db, statement);
  return {
    total: rows[0]?.total ?? 0,
    page: rows.filter((row): row is T & { total: number } => row.id !== null),
  };
}

export type SearchRows = Awaited<ReturnType<typeof search>>;

/**
 * 'all' gives up to 3 of each group; one type gives that group's page. The counts (for the tabs) are always
 * of every group. A blank text answers nothing without a query.
 */
export async function search(db: DbOrTx, input: SearchInput) {
  const t = searchTerms(input.q);
  // Blank, or only accent marks (which would leave a pattern matching everything).
  if (t.lower === '') {
    return {
      questions: [] as QuestionFound[],
      users: [] as MemberFound[],
      answers: [] as ListFound[],
      counts: { questions: 0, users: 0, answers: 0 },
      pagination: undefined as ReturnType<typeof pagination> | undefined,
    };
  }
  const all = input.type === 'all';
  const offset = all ? 0 : (input.page - 1) * input.limit;
  // No count goes past SEARCH_COUNT_CAP + 1, so a page starting there is past every count: read empty (limit
  // 0), as is a group the search did not ask for; their counts are still read.
  const window = (g: Group) => ({
    limit:
      (all || input.type === g) && offset <= SEARCH_COUNT_CAP
        ? all
          ? SEARCH_ALL_PER_GROUP
          : input.limit
        : 0,
    offset: all || input.type === g ? offset : 0,
  });
  const cap = SEARCH_COUNT_CAP + 1;
  const [questions, users, answers] = await Promise.all([
    group<QuestionFound>(db, questionSearch(t, window('questions'), cap)),
    group<MemberFound>(db, memberSearch(t, window('users'), cap)),
    group<ListFound>(db, answerSearch(t, window('answers'), cap)),
  ]);
  const counts = { questions: questions.total, users: users.total, answers: answers.total };
  return {
    questions: questions.page as QuestionFound[],
    users: users.page as MemberFound[],
    answers: answers.page as ListFound[],
    counts,
    pagination: all ? undefined : pagination(input, counts[input.type as Group]),
  };
}
