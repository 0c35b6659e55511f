/** Reports with their reporter, response, question and reviewer, for the admin's Content Reports page. */
import { desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ReportStatus } from '../../../shared/constants.js';
import type { DbOrTx } from '../../db/client.js';
import { questions, reports, responses, users } from '../../db/schema/index.js';
import type { ReportWithContext } from '../../presenters/report.js';

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

async function selectReports(
  db: DbOrTx,
  where: SQL | undefined,
  limit: number,
): Promise<ReportWithContext[]> {
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
      responseId: responses.id,
      answers: responses.answers,
      author: authorSummary,
      question: { id: questions.id, title: questions.title },
    })
    .from(reports)
    .innerJoin(responses, eq(responses.id, reports.responseId))
    .innerJoin(author, eq(author.id, responses.userId))
    .innerJoin(questions, eq(questions.id, responses.questionId))
    .leftJoin(reporter, eq(reporter.id, reports.reporterId))
    .leftJoin(reviewer, eq(reviewer.id, reports.reviewerId))
    .where(where)
    .orderBy(desc(reports.createdAt), desc(reports.id))
    .limit(limit);
  return rows.map(({ responseId, answers, author, ...rest }) => ({
    ...rest,
    response: { id: responseId, answers, user: author },
  }));
}

/** Newest first; `all` lists every status. */
export function listReports(db: DbOrTx, status: ReportStatus | 'all', limit = 200) {
  return selectReports(db, status === 'all' ? undefined : eq(reports.status, status), limit);
}

export async function findReport(db: DbOrTx, id: number): Promise<ReportWithContext | null> {
  const [row] = await selectReports(db, eq(reports.id, id), 1);
  return row ?? null;
}
