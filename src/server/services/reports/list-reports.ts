/** Reports with their reporter, response (and its author), question and reviewer, for the Content Reports page. */
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ReportStatus } from '../../../shared/constants.js';
import type { FeedPagingInput } from '../../../shared/schemas/paging.js';
import type { DbOrTx } from '../../db/client.js';
import { questions, reports, responses, type UserRow, users } from '../../db/schema/index.js';
import {
  afterCursor,
  type FeedWindow,
  feedWindow,
  type KeysetRow,
  microsOf,
  takePage,
} from '../../lib/keyset.js';
import { type AdminPage, totalAfterPage } from '../admin/admin-paging.js';

type MemberSummary = Pick<UserRow, 'id' | 'username' | 'displayName' | 'profilePicture'>;

export interface ReportRow {
  id: number;
  reason: string;
  description: string | null;
  status: string;
  createdAt: Date;
  reviewedAt: Date | null;
  reviewNotes: string | null;
  reporter: MemberSummary;
  /** Null while pending, or when the reviewing admin's account is gone. */
  reviewer: MemberSummary | null;
  response: {
    id: number;
    questionId: number;
    answers: string[];
    answerImages: string[] | null;
    isPublic: boolean;
    isHidden: boolean;
    createdAt: Date;
    user: MemberSummary;
  };
  question: { id: number; title: string };
}

const reporter = alias(users, 'reporter');
const reviewer = alias(users, 'reviewer');
const author = alias(users, 'author');

// Spelled out per alias: drizzle types each alias as its own table.
const reporterSummary = {
  id: reporter.id,
  username: reporter.username,
  displayName: reporter.displayName,
  profilePicture: reporter.profilePicture,
};
const reviewerSummary = {
  id: reviewer.id,
  username: reviewer.username,
  displayName: reviewer.displayName,
  profilePicture: reviewer.profilePicture,
};
const authorSummary = {
  id: author.id,
  username: author.username,
  displayName: author.displayName,
  profilePicture: author.profilePicture,
};

/**
 * The reports `where` picks, newest first, in the window: the page's ids from reports_status_recent (one
 * status) or reports_recent (all) after the cursor, then only those joined to their response, question and
 * members.
 */
async function selectReports(
  db: DbOrTx,
  where: SQL | undefined,
  window: FeedWindow,
): Promise<(ReportRow & KeysetRow)[]> {
  const page = db
    .select({ id: reports.id, at: reports.createdAt })
    .from(reports)
    .where(and(where, afterCursor(sql`${reports.createdAt}`, sql`${reports.id}`, window.after)))
    .orderBy(desc(reports.createdAt), desc(reports.id))
    .limit(window.limit + 1)
    .offset(window.offset)
    .as('page');
  const rows = await db
    .select({
      id: reports.id,
      reason: reports.reason,
      description: reports.description,
      status: reports.status,
      createdAt: reports.createdAt,
      reviewedAt: reports.reviewedAt,
      reviewNotes: reports.reviewNotes,
      reporter: reporterSummary,
      reviewer: reviewerSummary,
      response: {
        id: responses.id,
        questionId: responses.questionId,
        answers: responses.answers,
        answerImages: responses.answerImages,
        isPublic: responses.isPublic,
        isHidden: responses.isHidden,
        createdAt: responses.createdAt,
      },
      author: authorSummary,
      question: { id: questions.id, title: questions.title },
      sortMicros: microsOf(sql`${page.at}`).mapWith(String),
    })
    .from(page)
    .innerJoin(reports, eq(reports.id, page.id))
    .innerJoin(responses, eq(responses.id, reports.responseId))
    .innerJoin(author, eq(author.id, responses.userId))
    .innerJoin(questions, eq(questions.id, responses.questionId))
    .innerJoin(reporter, eq(reporter.id, reports.reporterId))
    .leftJoin(reviewer, eq(reviewer.id, reports.reviewerId))
    .orderBy(desc(page.at), desc(page.id));
  return rows.map(({ response, author, ...rest }) => ({ ...rest, response: { ...response, user: author } }));
}

/** Reports of one status, or every report, newest first, and how many there are (counted up to the cap). */
export async function listReports(
  db: DbOrTx,
  status: ReportStatus | 'all',
  paging: FeedPagingInput,
): Promise<AdminPage<ReportRow>> {
  const where = status === 'all' ? undefined : eq(reports.status, status);
  const window = feedWindow(paging);
  const taken = takePage(await selectReports(db, where, window), window);
  const count = await totalAfterPage(
    db,
    sql`select 1 from ${reports} where ${where ?? sql`true`}`,
    window,
    taken,
  );
  return { rows: taken.rows.map(({ sortMicros: _, ...row }) => row), count, nextCursor: taken.nextCursor };
}

export async function findReport(db: DbOrTx, id: number): Promise<ReportRow | null> {
  const [row] = await selectReports(db, eq(reports.id, id), { limit: 1, offset: 0, after: null });
  if (!row) return null;
  const { sortMicros: _, ...report } = row;
  return report;
}
