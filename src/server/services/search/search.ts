/**
 * GET /api/search: questions, members and public Top 5 lists matching a text, with a count per group. Counts
 * stop at SEARCH_COUNT_CAP + 1 (shown '1,000+'), so no request counts every match; answers are found through
 * the distinct items of the results and members through the distinct display names (match.ts), and the
 * lists naming them counted and listed newest first from list_spellings. Each group is one statement, its page
 * and its count together, prepared by its shape (decision 131); member names and answer items are matched in
 * the app's memory first (search-index.ts, decision 147).
 */
import { sql } from 'drizzle-orm';
import { SEARCH_ALL_PER_GROUP, SEARCH_COUNT_CAP } from '../../../shared/constants.js';
import type { SearchInput } from '../../../shared/schemas/social.js';
import type { DbOrTx } from '../../db/client.js';
import { queryShapeRows } from '../../db/named-statements.js';
import { pagination } from '../../lib/paging.js';
import { answerSearch, memberSearch, questionSearch, searchTerms } from './match.js';
import type { SearchIndex } from './search-index.js';

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

/** A group's count and page from its rows (as JSON: its dates arrive as text). */
function group<T extends { id: number }>(rows: Counted<T>[] | null) {
  return {
    total: rows?.[0]?.total ?? 0,
    page: (rows ?? []).filter((row): row is T & { total: number } => row.id !== null) as T[],
  };
}

export type SearchRows = Awaited<ReturnType<typeof search>>;

/**
 * 'all' gives up to 3 of each group; one type gives that group's page. The counts (for the tabs) are always
 * of every group. A blank text answers nothing without a query.
 */
export async function search(db: DbOrTx, index: SearchIndex, input: SearchInput) {
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
  // Member names and answer items are matched in memory (decision 147), then read by equality.
  const [names, spellings] = [await index.names(t), await index.spellings(t)];
  // The three groups in one statement, one round trip (decision 131); each group's rows as a JSON array.
  const [row] = await queryShapeRows<{
    questions: Counted<QuestionFound>[] | null;
    users: Counted<MemberFound>[] | null;
    answers: Counted<ListFound>[] | null;
  }>(
    db,
    sql`select (select json_agg(g) from (${questionSearch(t, window('questions'), cap)}) g) as questions,
      (select json_agg(g) from (${memberSearch(t, names, window('users'), cap)}) g) as users,
      (select json_agg(g) from (${answerSearch(spellings, window('answers'), cap)}) g) as answers`,
  );
  const [questions, users, answers] = [group(row.questions), group(row.users), group(row.answers)];
  const counts = { questions: questions.total, users: users.total, answers: answers.total };
  return {
    questions: questions.page,
    users: users.page,
    answers: answers.page,
    counts,
    pagination: all ? undefined : pagination(input, counts[input.type as Group]),
  };
}
