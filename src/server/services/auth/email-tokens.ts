/** Single-use mailed tokens: 32 random bytes in the link, only their SHA-256 in email_tokens. */
import { and, eq, gt, isNull } from 'drizzle-orm';
import { RESET_TOKEN_TTL_MS, VERIFY_TOKEN_TTL_MS } from '../../../shared/constants.js';
import type { DbOrTx } from '../../db/client.js';
import { emailTokens } from '../../db/schema/index.js';
import { hashToken, newToken } from '../../lib/tokens.js';

export type EmailTokenPurpose = 'verify_email' | 'reset_password' | 'change_email' | 'delete_account';

const TTL_MS: Record<EmailTokenPurpose, number> = {
  verify_email: VERIFY_TOKEN_TTL_MS,
  reset_password: RESET_TOKEN_TTL_MS,
  change_email: VERIFY_TOKEN_TTL_MS,
  delete_account: RESET_TOKEN_TTL_MS,
};

const live = (tokenHash: string, purpose: EmailTokenPurpose) =>
  and(
    eq(emailTokens.tokenHash, tokenHash),
    eq(emailTokens.purpose, purpose),
    isNull(emailTokens.usedAt),
    gt(emailTokens.expiresAt, new Date()),
  );

/** A new token for the member; their older tokens of the same purpose stop working. Returns the raw token. */
export async function issueEmailToken(
  db: DbOrTx,
  userId: number,
  purpose: EmailTokenPurpose,
  newEmail?: string,
): Promise<string> {
  const token = newToken();
  await db.transaction(async (tx) => {
    await tx.delete(emailTokens).where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose)));
    await tx.insert(emailTokens).values({
      tokenHash: hashToken(token),
      userId,
      purpose,
      newEmail,
      expiresAt: new Date(Date.now() + TTL_MS[purpose]),
    });
  });
  return token;
}

/** The member a token belongs to if it is unused and unexpired, without using it. */
export async function peekEmailToken(
  db: DbOrTx,
  token: string,
  purpose: EmailTokenPurpose,
): Promise<number | null> {
  const rows = await db
    .select({ userId: emailTokens.userId })
    .from(emailTokens)
    .where(live(hashToken(token), purpose))
    .limit(1);
  return rows[0]?.userId ?? null;
}

/**
 * Uses a token: marks it used and returns its member, or null when it is unknown, expired or used.
 * One conditional UPDATE, so of two concurrent uses only one can succeed.
 */
export async function useEmailToken(
  db: DbOrTx,
  token: string,
  purpose: EmailTokenPurpose,
): Promise<number | null> {
  const rows = await db
    .update(emailTokens)
    .set({ usedAt: new Date() })
    .where(live(hashToken(token), purpose))
    .returning({ userId: emailTokens.userId });
  return rows[0]?.userId ?? null;
}

/** Makes every unused token of a purpose unusable (e.g. the other reset links once one has worked). */
export async function invalidateEmailTokens(
  db: DbOrTx,
  userId: number,
  purpose: EmailTokenPurpose,
): Promise<void> {
  await db
    .update(emailTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)));
}

/** Uses an email-change token: its member and the address it moves them to, or null (unknown, expired, used). */
export async function useEmailChangeToken(
  db: DbOrTx,
  token: string,
): Promise<{ userId: number; newEmail: string } | null> {
  const rows = await db
    .update(emailTokens)
    .set({ usedAt: new Date() })
    .where(live(hashToken(token), 'change_email'))
    .returning({ userId: emailTokens.userId, newEmail: emailTokens.newEmail });
  const row = rows[0];
  return row?.newEmail ? { userId: row.userId, newEmail: row.newEmail } : null;
}

/** The address a member's live email-change token would move them to, or null. */
export async function pendingEmailOf(db: DbOrTx, userId: number): Promise<string | null> {
  const rows = await db
    .select({ newEmail: emailTokens.newEmail })
    .from(emailTokens)
    .where(
      and(
        eq(emailTokens.userId, userId),
        eq(emailTokens.purpose, 'change_email'),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return rows[0]?.newEmail ?? null;
}
