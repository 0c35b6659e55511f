import { and, desc, eq, sql } from 'drizzle-orm';
import { LIKERS_SHOWN } from '../../../shared/constants.js';
import type { Actor } from '../../../shared/policies/response.js';
import type { DbOrTx } from '../../db/client.js';
import { likes, users } from '../../db/schema/index.js';
import { afterCursor, decodeCursor, encodeCursor, microsOf } from '../../lib/keyset.js';
import { viewableResponse } from './response-access.js';

/**
 * 10 likers (or `limit`) of a response the viewer may see, newest first, after `cursor` when given (the
 * likes_response_recent index from there on, so every page costs the same), the total (the stored count) and
 * the next page's cursor.
 */
export async function listLikers(
  db: DbOrTx,
  responseId: number,
  viewer: Actor | null,
  cursor?: string,
  limit: number = LIKERS_SHOWN,
) {
  const after = cursor ? decodeCursor(cursor) : null;
  const response = await viewableResponse(db, responseId, viewer);
  const rows = await db
    .select({
      id: users.id,
      username: users.username,
      displayName: users.displayName,
      profilePicture: users.profilePicture,
      sortMicros: sql<string>`${microsOf(sql`${likes.createdAt}`)}`,
    })
    .from(likes)
    .innerJoin(users, eq(users.id, likes.userId))
    .where(
      and(
        eq(likes.responseId, responseId),
        afterCursor(sql`${likes.createdAt}`, sql`${likes.userId}`, after),
      ),
    )
    .orderBy(desc(likes.createdAt), desc(likes.userId))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const nextCursor =
    rows.length > limit && last ? encodeCursor({ micros: last.sortMicros, id: last.id }) : null;
  return { likers: page, total: response.likesCount, nextCursor };
}
