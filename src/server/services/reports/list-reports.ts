/** Reports with their reporter, response (and its author), question and reviewer, for the Content Reports page. */
import { count, desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ReportStatus } from '../../../shared/constants.js';
import type { PagingInput } from '../../../shared/schemas/paging.js';
import type { DbOrTx } from '../../db/client.js';
import { questions, reports, responses, type UserRow, users } from '../../db/schema/index.js';

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

async function selectReports(db: DbOrTx, where: SQL | undefined, paging: PagingInput): Promise<ReportRow[]> {
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
    })
    .from(reports)
    .innerJoin(responses, eq(responses.id, reports.responseId))
    .innerJoin(author, eq(author.id, responses.userId))
    .innerJoin(questions, eq(questions.id, responses.questionId))
    .innerJoin(reporter, eq(reporter.id, reports.reporterId))
    .leftJoin(reviewer, eq(reviewer.id, reports.reviewerId))
    .where(where)
    .orderBy(desc(reports.createdAt), desc(reports.id))
    .limit(paging.limit)
    .offset((paging.page - 1) * paging.limit);
  return rows.map(({ response, author, ...rest }) => ({ ...rest, response: { ...response, user: author } }));
}

/** Reports of one status, or every report, newest first, and how many there are. */
export async function listReports(
  db: DbOrTx,
  status: ReportStatus | 'all',
  paging: PagingInput,
): Promise<{ rows: ReportRow[]; total: number }> {
  const where = status === 'all' ? undefined : eq(reports.status, status);
  const [rows, [{ total }]] = await Promise.all([
    selectReports(db, where, paging),
    db.select({ total: count() }).from(reports).where(where),
  ]);
  return { rows, total };
}

export async function findReport(db: DbOrTx, id: number): Promise<ReportRow | null> {
  const [row] = await selectReports(db, eq(reports.id, id), { page: 1, limit: 1 });
  return row ?? null;
}
