/**
 * How every admin list pages (docs/decisions/043-admin-lists-keyset.md): by keyset like the feeds
 * (lib/keyset.ts: the page's ids from an index in the list's order, after the cursor, then only those rows
 * joined), with the spec's page numbers kept, and a total that is a stored count or an exact count that stops
 * at ADMIN_COUNT_CAP rows, so no request counts a whole table.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { AdminPagination } from '../../../shared/api/admin-common.js';
import { ADMIN_COUNT_CAP } from '../../../shared/constants.js';
import type { FeedPagingInput } from '../../../shared/schemas/paging.js';
import { type DbOrTx, queryRows } from '../../db/client.js';
import { type FeedWindow, feedPagination } from '../../lib/keyset.js';

/** An admin list's total: exact, or `capped` when counting stopped at ADMIN_COUNT_CAP. */
export interface AdminTotal {
  total: number;
  capped: boolean;
}

/** A stored count (site counters, a member's answers_count): exact, never capped. */
export const storedTotal = (total: number): AdminTotal => ({ total, capped: false });

/**
 * Counts the rows `select 1 from ... where ...` names, up to ADMIN_COUNT_CAP: the same index the page reads,
 * at most ADMIN_COUNT_CAP + 1 entries.
 */
export async function cappedCount(db: DbOrTx, rows: SQL): Promise<AdminTotal> {
  const [{ counted }] = await queryRows<{ counted: number }>(
    db,
    sql`select count(*)::int as counted from (${rows} limit ${ADMIN_COUNT_CAP + 1}) as capped`,
  );
  return counted > ADMIN_COUNT_CAP
    ? { total: ADMIN_COUNT_CAP, capped: true }
    : { total: counted, capped: false };
}

/**
 * The total of a list whose page has been read: when the first page holds every row (no cursor, no next
 * page) it is the page's length, and nothing is counted; otherwise `rows` counted up to the cap.
 */
export function totalAfterPage(
  db: DbOrTx,
  rows: SQL,
  window: FeedWindow,
  page: { rows: unknown[]; nextCursor: string | null },
): Promise<AdminTotal> {
  if (window.offset === 0 && !window.after && page.nextCursor === null)
    return Promise.resolve({ total: page.rows.length, capped: false });
  return cappedCount(db, rows);
}

/** The pagination block of an admin page. */
export function adminPagination(
  paging: FeedPagingInput,
  count: AdminTotal,
  nextCursor: string | null,
): AdminPagination {
  return { ...feedPagination(paging, count.total, nextCursor), totalCapped: count.capped };
}

/** A page of an admin list: its rows, their total and the cursor after the last row. */
export interface AdminPage<Row> {
  rows: Row[];
  count: AdminTotal;
  nextCursor: string | null;
}
