import { desc, eq } from 'drizzle-orm';
import { LIKERS_SHOWN } from '../../../shared/constants.js';
import type { Actor } from '../../../shared/policies/response.js';
import type { DbOrTx } from '../../db/client.js';
import { likes, users } from '../../db/schema/index.js';
import { viewableResponse } from './response-access.js';

/** The newest likers of a response the viewer may see (the hover list shows 10), and the total. */
export async function listLikers(db: DbOrTx, responseId: number, viewer: Actor | null) {
  const response = await viewableResponse(db, responseId, viewer);
  const likers = await db
    .select({
      id: users.id,
      username: users.username,
      displayName: users.displayName,
      profilePicture: users.profilePicture,
    })
    .from(likes)
    .innerJoin(users, eq(users.id, likes.userId))
    .where(eq(likes.responseId, responseId))
    .orderBy(desc(likes.createdAt), desc(likes.userId))
    .limit(LIKERS_SHOWN);
  return { likers, total: response.likesCount };
}
