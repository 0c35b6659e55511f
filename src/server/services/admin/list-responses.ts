/**
 * GET /api/admin/responses: every response, newest first, private and hidden ones included, optionally of one
 * question; and one member's (GET /api/admin/users/:id/responses). A page's ids are picked from an index over
 * every response in that order (responses_admin_recent, responses_question_recent, responses_user), after the
 * cursor, then only those rows are joined to their author and question (decision 043).
 */
import { type SQL, sql } from 'drizzle-orm';
import type { FeedPagingInput } from '../../../shared/schemas/paging.js';
import type { DbOrTx } from '../../db/client.js';
import { queryShapeRows } from '../../db/named-statements.js';
import { afterCursor, type FeedWindow, feedWindow, windowLimit } from '../../lib/keyset.js';
import { deepPick, everyResponse, readByMarks, walksFromNewest } from '../answers/feed-marks.js';
import { type PickedResponseRow, readPickedResponses } from '../answers/list-responses.js';
import { type AdminPage, storedTotal, totalAfterPage } from './admin-paging.js';

/** A response as the admin lists show it: private and hidden ones included. */
export type AdminResponseRow = PickedResponseRow;

/** Responses matching `where` (every response: `true`), newest first, in the window: an index alone. */
function pickAll(where: SQL, window: FeedWindow): SQL {
  return sql`
    select r.id, r.created_at as at from responses r
    where ${where} and ${afterCursor(sql`r.created_at`, sql`r.id`, window.after)}
    order by r.created_at desc, r.id desc
    ${windowLimit(window)}`;
}

function readPage(db: DbOrTx, where: SQL, window: FeedWindow) {
  return readPickedResponses(db, pickAll(where, window), window);
}

/**
 * Every response, or one question's. Every response's total is a stored count (site counter 'responses'),
 * and a page deep in that list starts from its page index (feed-marks.ts, decision 113). One question's
 * total is counted in an index up to the cap (not at all when page 1 holds them all).
 */
export async function listAdminResponses(
  db: DbOrTx,
  filter: { questionId?: number },
  paging: FeedPagingInput,
): Promise<AdminPage<AdminResponseRow>> {
  const window = feedWindow(paging);
  if (filter.questionId === undefined) {
    const stored = sql`select coalesce(sum(value), 0)::int as total from site_counters where name = 'responses'`;
    // The page and the stored total in one statement, a deep page through its mark (decision 128); only an
    // empty page (a mark not written yet, past the end) reads the total alone.
    const first = walksFromNewest(window)
      ? pickAll(sql`true`, window)
      : deepPick(everyResponse, stored, window);
    const inOne = await readPickedResponses(db, first, window, stored);
    if (inOne.total !== null) return { ...inOne, count: storedTotal(inOne.total) };
    const [counter] = await queryShapeRows<{ total: number }>(db, stored);
    const read = (pick: SQL) => readPickedResponses(db, pick, window);
    const page =
      (await readByMarks(db, everyResponse, counter.total, window, read)) ??
      (await read(pickAll(sql`true`, window)));
    return { ...page, count: storedTotal(counter.total) };
  }
  const where = sql`r.question_id = ${filter.questionId}`;
  const page = await readPage(db, where, window);
  const count = await totalAfterPage(db, sql`select 1 from responses r where ${where}`, window, page);
  return { ...page, count };
}

/** Every response of a member; the total is their stored answers_count. */
export async function listMemberResponsesForAdmin(
  db: DbOrTx,
  member: { id: number; answersCount: number },
  paging: FeedPagingInput,
): Promise<AdminPage<AdminResponseRow>> {
  const page = await readPage(db, sql`r.user_id = ${member.id}`, feedWindow(paging));
  return { ...page, count: storedTotal(member.answersCount) };
}
