/**
 * GET /api/admin/responses?format=csv: every response (of one question, or all) as CSV, produced batch by
 * batch with a keyset cursor on the primary key, so a 100,000-response export holds one batch in memory,
 * never the whole list, and each batch is one indexed range read however far the export has gone. The batch
 * is cut before the joins, so the plan stays a short range read even on tables whose statistics are stale.
 */
import { eq, type SQL, sql } from 'drizzle-orm';
import { RESPONSES_CSV_COLUMNS } from '../../../shared/api/admin-responses.js';
import { type DbOrTx, queryRows } from '../../db/client.js';
import { questions } from '../../db/schema/index.js';
import { isoDate } from '../../lib/iso-date.js';
import type { AdminActor } from './actor.js';
import { recordAudit } from './audit.js';
import { csvRow } from './csv.js';

export const EXPORT_BATCH_SIZE = 1000;

interface ExportRow {
  id: number;
  questionTitle: string;
  username: string;
  answers: string[];
  isPublic: boolean;
  version: number;
  likesCount: number;
  commentsCount: number;
  createdAt: Date | string;
}

function recordOf(row: ExportRow): string {
  return csvRow([
    row.questionTitle,
    row.username,
    ...row.answers,
    row.isPublic ? 'true' : 'false',
    row.version,
    row.likesCount,
    row.commentsCount,
    isoDate(row.createdAt),
  ]);
}

/**
 * The CSV, oldest response first: a UTF-8 byte order mark (so spreadsheets read accents right) and the
 * header, then one string per batch of `batchSize` records. Nothing is read until the consumer pulls.
 */
export async function* responsesCsv(
  db: DbOrTx,
  filter: { questionId?: number },
  batchSize: number = EXPORT_BATCH_SIZE,
): AsyncGenerator<string> {
  yield `\uFEFF${csvRow(RESPONSES_CSV_COLUMNS)}`;
  const where: SQL = filter.questionId === undefined ? sql`true` : sql`r.question_id = ${filter.questionId}`;
  let after = 0;
  for (;;) {
    const rows = await queryRows<ExportRow>(
      db,
      sql`
        select r.id, q.title as "questionTitle", u.username, r.answers, r.is_public as "isPublic", r.version,
          r.likes_count as "likesCount", r.comments_count as "commentsCount", r.created_at as "createdAt"
        from (
          select r.id, r.question_id, r.user_id, r.answers, r.is_public, r.version, r.likes_count,
            r.comments_count, r.created_at
          from responses r where r.id > ${after} and ${where} order by r.id limit ${batchSize}
        ) r
        join users u on u.id = r.user_id
        join questions q on q.id = r.question_id
        order by r.id`,
    );
    if (rows.length === 0) return;
    yield rows.map(recordOf).join('');
    if (rows.length < batchSize) return;
    after = rows[rows.length - 1].id;
  }
}

/**
 * Records the export in the audit log (a download of members' answers is an admin action like any other)
 * and names the file; the rows are read as the download is sent.
 */
export async function startResponsesExport(
  db: DbOrTx,
  actor: AdminActor,
  filter: { questionId?: number },
  now: Date = new Date(),
): Promise<{ filename: string; chunks: AsyncGenerator<string> }> {
  const day = now.toISOString().slice(0, 10);
  let summary = 'Exported all responses as CSV';
  if (filter.questionId !== undefined) {
    const [question] = await db
      .select({ title: questions.title })
      .from(questions)
      .where(eq(questions.id, filter.questionId));
    summary = question
      ? `Exported the responses to "${question.title}" as CSV`
      : `Exported the responses to question ${filter.questionId} (none exists) as CSV`;
  }
  await recordAudit(db, actor, {
    action: 'response.export',
    // The export of one question's responses names that question ('question #12' in the log), not a response.
    targetType: filter.questionId === undefined ? 'response' : 'question',
    targetId: filter.questionId === undefined ? null : String(filter.questionId),
    summary,
  });
  const filename =
    filter.questionId === undefined
      ? `top5-responses-${day}.csv`
      : `top5-responses-question-${filter.questionId}-${day}.csv`;
  return { filename, chunks: responsesCsv(db, filter) };
}
