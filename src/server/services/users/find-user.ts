import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { preparedPerDatabase } from '../../db/prepared.js';
import { type UserRow, users } from '../../db/schema/index.js';
import { notFound } from '../../lib/http-error.js';

export const USER_NOT_FOUND = 'User not found';

/**
 * Every profile, follow, block and share card looks a member up by name: prepared by name, so each connection
 * plans it once (planned for each name it cost three times its run).
 */
const byUsername = preparedPerDatabase((db) =>
  db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = lower(${sql.placeholder('username')})`)
    .limit(1)
    .prepare('find_user_by_username'),
);

/** Usernames are unique regardless of case (users_username_lower_key), so /users/Bob and /users/bob agree. */
export async function findUserByUsername(db: DbOrTx, username: string): Promise<UserRow | null> {
  const [row] = await byUsername(db).execute({ username });
  return row ?? null;
}

export async function requireUserByUsername(db: DbOrTx, username: string): Promise<UserRow> {
  const user = await findUserByUsername(db, username);
  if (!user) throw notFound(USER_NOT_FOUND);
  return user;
}

/** Whether `username` names the member `viewer` (usernames are compared regardless of case). */
export function isOwnName(viewer: Pick<UserRow, 'username'>, username: string): boolean {
  return viewer.username.toLowerCase() === username.toLowerCase();
}
