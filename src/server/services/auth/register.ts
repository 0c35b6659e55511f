/** Registration: an unverified member and a mailed verification link; signing in waits for the link. */
import type { RegisterInput } from '../../../shared/schemas/auth.js';
import { type UserRow, users } from '../../db/schema/index.js';
import { conflict } from '../../lib/http-error.js';
import { hashPassword } from '../../lib/passwords.js';
import { type AuthDeps, sendMail } from './context.js';
import { issueEmailToken } from './email-tokens.js';
import { AUTH_MESSAGES } from './messages.js';
import { uniqueViolation } from './unique-violation.js';
import { findTakenIdentity } from './users.js';
import { verificationMail } from '../../mail/templates.js';

/**
 * Creates the member (unverified) with their verification token in one transaction, then mails the link.
 * A taken email or username is a 409, also when two registrations race past the first check
 * (the unique indexes decide).
 */
export async function registerMember(deps: AuthDeps, input: RegisterInput): Promise<UserRow> {
  const taken = await findTakenIdentity(deps.db, input.email, input.username);
  if (taken.email) throw conflict(AUTH_MESSAGES.emailTaken);
  if (taken.username) throw conflict(AUTH_MESSAGES.usernameTaken);

  const passwordHash = await hashPassword(input.password);
  let created: { user: UserRow; token: string };
  try {
    created = await deps.db.transaction(async (tx) => {
      const [user] = await tx
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
      const token = await issueEmailToken(tx, user.id, 'verify_email');
      return { user, token };
    });
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint === null) throw error;
    throw conflict(constraint.includes('email') ? AUTH_MESSAGES.emailTaken : AUTH_MESSAGES.usernameTaken);
  }

  await sendVerificationMail(deps, created.user, created.token);
  return created.user;
}

export async function sendVerificationMail(
  deps: AuthDeps,
  user: Pick<UserRow, 'email' | 'displayName'>,
  token: string,
): Promise<void> {
  const link = `${deps.config.publicUrl}/verify-email?token=${token}`;
  await sendMail(deps, verificationMail(user, link));
}
