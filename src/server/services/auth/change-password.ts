/** A signed-in member changes their password. */
import { eq } from 'drizzle-orm';
import type { ChangePasswordInput } from '../../../shared/schemas/auth.js';
import { users } from '../../db/schema/index.js';
import { unauthorized } from '../../lib/http-error.js';
import { hashPassword } from '../../lib/passwords.js';
import { passwordChangedMail } from '../../mail/templates.js';
import { deleteUserSessions } from '../sessions.js';
import { sendMail } from './context.js';
import { type AccountDeps, checkCurrentPassword } from './current-password.js';
import { invalidateEmailTokens } from './email-tokens.js';
import { findUserById } from './users.js';

/**
 * Sets a new argon2id password after checking the current one (when the member has one), and in the same
 * transaction ends every other session of the member and voids their reset links; the session asking stays
 * signed in. A notice goes to the member's address afterwards.
 */
export async function changePassword(
  deps: AccountDeps,
  caller: { userId: number; tokenHash: string },
  input: ChangePasswordInput,
): Promise<void> {
  const user = await findUserById(deps.db, caller.userId);
  if (!user) throw unauthorized();
  await checkCurrentPassword(deps.db, deps.config, user, input.currentPassword);
  const passwordHash = await hashPassword(input.newPassword);
  await deps.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id));
    await invalidateEmailTokens(tx, user.id, 'reset_password');
    await deleteUserSessions(tx, user.id, caller.tokenHash);
  });
  await sendMail(deps, passwordChangedMail(user));
}
