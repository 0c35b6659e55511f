/** Registration: an unverified member and a mailed verification link; signing in waits for the link. */
import type { RegisterInput } from '../../../shared/schemas/auth.js';
import { type UserRow, users } from '../../db/schema/index.js';
import { conflict } from '../../lib/http-error.js';
import { hashPassword } from '../../lib/passwords.js';
import type { AuthDeps } from './context.js';
import { AUTH_MESSAGES } from './messages.js';
import { uniqueViolation } from './unique-violation.js';
import { findTakenIdentity } from './users.js';

/**
 * Creates the member (unverified) and records their verification mail in the outbox, in one transaction;
 * the outbox worker issues the token and sends the link (account-mails.ts). A taken email or username is
 * a 409, also when two registrations race past the first check (the unique indexes decide). That 409 tells
 * whether an email has an account: accepted, and limited per IP (decision 015).
 */
export async function registerMember(deps: AuthDeps, input: RegisterInput): Promise<UserRow> {
  const taken = await findTakenIdentity(deps.db, input.email, input.username);
  if (taken.email) throw conflict(AUTH_MESSAGES.emailTaken);
  if (taken.username) throw conflict(AUTH_MESSAGES.usernameTaken);

  const passwordHash = await hashPassword(input.password);
  let user: UserRow;
  try {
    user = await deps.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({
          username: input.username,
          displayName: input.displayName,
          email: input.email.toLowerCase(),
          passwordHash,
          birthMonth: input.birthMonth,
          birthYear: input.birthYear,
          country: input.country,
          city: input.city,
          postalCode: input.postalCode || null,
        })
        .returning();
      await deps.mailOutbox.enqueue(tx, { kind: 'verify_email', to: created.email });
      return created;
    });
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint === null) throw error;
    throw conflict(constraint.includes('email') ? AUTH_MESSAGES.emailTaken : AUTH_MESSAGES.usernameTaken);
  }
  deps.mailOutbox.wake();
  return user;
}
