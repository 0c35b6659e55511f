/**
 * Keeping blocked and muted members out of what a viewer reads (decision 070). Feeds and comments are kept
 * once for every viewer (the read cache); a viewer's hidden members are taken out of the kept page after the
 * read, and the page is topped up from the rows after it, so it stays full. The viewer's hidden list is kept
 * in the viewer cache, tagged `hidden:<id>`, which every block or mute of theirs, and every block of them,
 * notifies (migration 0027).
 */
import type { FastifyInstance } from 'fastify';
import { hiddenMemberIds } from '../services/blocks/blocks.js';
import { hiddenTopic } from './topics.js';

export interface HiddenMembers {
  /** Blocked by the viewer or blocking them: out of their feeds and comments. */
  blocked: ReadonlySet<number>;
  /** Muted by the viewer: out of their feeds. */
  feeds: ReadonlySet<number>;
}

const NOTHING: HiddenMembers = { blocked: new Set(), feeds: new Set() };

export function keptHiddenMembers(app: FastifyInstance, viewerId: number | null): Promise<HiddenMembers> {
  if (viewerId === null) return Promise.resolve(NOTHING);
  return app.viewerCache.readTagged(`hidden/${viewerId}`, async () => {
    const { blocked, muted } = await hiddenMemberIds(app.db, viewerId);
    const value: HiddenMembers =
      blocked.length + muted.length === 0
        ? NOTHING
        : { blocked: new Set(blocked), feeds: new Set([...blocked, ...muted]) };
    return { value, topics: [hiddenTopic(viewerId)], bytes: 100 + 16 * (blocked.length + muted.length) };
  });
}

/** A page of rows and the cursor after the last row read for it (null when nothing follows). */
export interface RowsPage<R> {
  rows: R[];
  nextCursor: string | null;
}

/**
 * Top-up reads a page may take (each one index range read of the rows still missing). Past them the page may
 * come back short; the client reads on from its cursor, so nothing is skipped.
 */
export const TOP_UP_READS = 3;

/**
 * `page` without the rows whose author is hidden, topped up to `limit` from the rows after its cursor
 * (`readAfter(cursor, count)` reads the next `count` rows as the viewer sees them), with the cursor after
 * the last row read. The page itself when it shows nobody hidden.
 */
export async function withoutHidden<R>(
  page: RowsPage<R>,
  authorOf: (row: R) => number,
  hidden: ReadonlySet<number>,
  limit: number,
  readAfter: (cursor: string, count: number) => Promise<RowsPage<R>>,
): Promise<RowsPage<R>> {
  const shown = (row: R) => !hidden.has(authorOf(row));
  if (hidden.size === 0 || page.rows.every(shown)) return page;
  const rows = page.rows.filter(shown);
  let cursor = page.nextCursor;
  for (let read = 0; read < TOP_UP_READS && cursor && rows.length < limit; read++) {
    const more = await readAfter(cursor, limit - rows.length);
    rows.push(...more.rows.filter(shown));
    cursor = more.nextCursor;
  }
  return { rows, nextCursor: cursor };
}
