/**
 * The sitemap's entries: questions, and members with at least one list others can see, each paged by keyset
 * on id (a page is `id >= from order by id limit size`, an index walk however far it is). The index lists
 * where every page starts.
 */
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.js';

/** At most 50,000 per sitemap file (sitemaps.org); smaller pages answer faster. */
export const SITEMAP_PAGE_SIZE = 10_000;

export type SitemapKind = 'questions' | 'members';

export interface SitemapEntry {
  /** The page's path on this site. */
  path: string;
  lastModified: Date;
}

const source = (kind: SitemapKind) =>
  kind === 'questions'
    ? sql`select id, updated_at from questions`
    : sql`select id, updated_at from users where public_answers_count > 0`;

/** The first id of every page, in order (none when there is nothing to list). */
export async function sitemapPageStarts(db: DbOrTx, kind: SitemapKind, pageSize: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id from (select s.id, row_number() over (order by s.id) - 1 as n from (${source(kind)}) s) t
      where t.n % ${pageSize} = 0 order by t.id`,
  );
  return rows.map((row) => Number(row.id));
}

/** One page: up to `pageSize` entries from id `from` on. */
export async function sitemapPage(
  db: DbOrTx,
  kind: SitemapKind,
  from: number,
  pageSize: number,
): Promise<SitemapEntry[]> {
  if (kind === 'questions') {
    const rows = await queryRows<{ id: number; updatedAt: Date | string }>(
      db,
      sql`select id, updated_at as "updatedAt" from questions where id >= ${from} order by id limit ${pageSize}`,
    );
    return rows.map((row) => ({ path: `/question/${row.id}`, lastModified: new Date(row.updatedAt) }));
  }
  const rows = await queryRows<{ username: string; updatedAt: Date | string }>(
    db,
    sql`select username, updated_at as "updatedAt" from users
      where public_answers_count > 0 and id >= ${from} order by id limit ${pageSize}`,
  );
  return rows.map((row) => ({
    path: `/users/${encodeURIComponent(row.username)}`,
    lastModified: new Date(row.updatedAt),
  }));
}
