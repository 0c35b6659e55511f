/**
 * A member deletes their own account after typing their password again: a wrong password changes nothing
 * (403); the last admin cannot leave the site without one (409); otherwise the one cascade runs.
 */
import { and, eq, ne } from 'drizzle-orm';
import { MY_DATA_MESSAGES } from '../../../shared/api/my-data.js';
import type { DbOrTx } from '../../db/client.js';
import { type UserRow, users } from '../../db/schema/index.js';
import { conflict, forbidden } from '../../lib/http-error.js';
import { verifyPassword } from '../../lib/passwords.js';
import { type DeletedAccount, deleteAccount, lockAccountDeletions } from './delete-account.js';

export async function deleteOwnAccount(
  db: DbOrTx,
  user: Pick<UserRow, 'id' | 'passwordHash'>,
  password: string,
): Promise<DeletedAccount> {
  // Accounts made through a social provider have no password to type: they confirm with the provider instead
  // (deleteConfirmedAccount, routes/auth/social.ts).
  if (!user.passwordHash || !(await verifyPassword(user.passwordHash, password))) {
    throw forbidden(MY_DATA_MESSAGES.wrongPassword);
  }
  return deleteConfirmedAccount(db, user.id);
}

/** The deletion once the member has proved it is them (password, or signing in with their provider again). */
export function deleteConfirmedAccount(db: DbOrTx, userId: number): Promise<DeletedAccount> {
  const user = { id: userId };
  return db.transaction(async (tx) => {
    await lockAccountDeletions(tx);
    const [me] = await tx
      .select({ isAdmin: users.isAdmin })
      .from(users)
      .where(eq(users.id, user.id))
      .for('update');
    if (me?.isAdmin) {
      // Locked, so another admin cannot be demoted or deleted while this one leaves.
      const others = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.isAdmin, true), ne(users.id, user.id)))
        .orderBy(users.id)
        .for('share');
      if (others.length === 0) throw conflict(MY_DATA_MESSAGES.lastAdmin);
    }
    const deleted = await deleteAccount(tx, user.id);
    // The session that made this call was read at its start; the account can only have gone since.
    if (!deleted) throw forbidden(MY_DATA_MESSAGES.wrongPassword);
    return deleted;
  });
}
