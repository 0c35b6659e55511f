/**
 * Linking and unlinking a social provider from account settings (docs/decisions/080): a member keeps at least
 * one way in, a password or a linked provider, and a provider identity belongs to one member only.
 */
import { and, eq } from 'drizzle-orm';
import type { SocialLinkResult, SocialProvider } from '../../../shared/api/auth.js';
import type { DbOrTx } from '../../db/client.js';
import { socialAccounts, users } from '../../db/schema/index.js';
import { conflict, notFound } from '../../lib/http-error.js';
import type { SocialProfile } from './social-provider.js';

export const PROVIDER_NAMES: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook' };

export const LINK_MESSAGES = {
  alreadyLinked: (provider: SocialProvider) =>
    `${PROVIDER_NAMES[provider]} is already linked to your account`,
  notLinked: (provider: SocialProvider) => `${PROVIDER_NAMES[provider]} is not linked to your account`,
  lastWayIn: (provider: SocialProvider) =>
    `${PROVIDER_NAMES[provider]} is your only way to sign in: set a password or link another provider first`,
  unlinked: (provider: SocialProvider) => `${PROVIDER_NAMES[provider]} unlinked`,
} as const;

const ORDER: SocialProvider[] = ['google', 'facebook'];

/** The providers a member can sign in with, Google first (one index probe on social_accounts_user_id). */
export async function linkedProviders(db: DbOrTx, userId: number): Promise<SocialProvider[]> {
  const rows = await db
    .select({ provider: socialAccounts.provider })
    .from(socialAccounts)
    .where(eq(socialAccounts.userId, userId));
  const linked = new Set(rows.map((r) => r.provider));
  return ORDER.filter((provider) => linked.has(provider));
}

/** 409 when the member already has this provider: one identity per provider and member. */
export async function assertNotLinked(db: DbOrTx, userId: number, provider: SocialProvider): Promise<void> {
  if ((await linkedProviders(db, userId)).includes(provider)) {
    throw conflict(LINK_MESSAGES.alreadyLinked(provider));
  }
}

/**
 * Links the identity the provider proved to the member. Already theirs: 'linked' again; another member's:
 * 'link_taken', and nothing changes (never a takeover); another identity of the same provider on this member:
 * 'link_failed'. The insert is guarded by the (provider, provider_user_id) key, so a race cannot link twice.
 */
export async function linkProvider(
  db: DbOrTx,
  userId: number,
  profile: SocialProfile,
): Promise<SocialLinkResult> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [holder] = await tx
      .select({ userId: socialAccounts.userId })
      .from(socialAccounts)
      .where(
        and(
          eq(socialAccounts.provider, profile.provider),
          eq(socialAccounts.providerUserId, profile.subject),
        ),
      )
      .for('update');
    if (holder) return holder.userId === userId ? 'linked' : 'link_taken';
    if ((await linkedProviders(tx, userId)).includes(profile.provider)) return 'link_failed';
    const inserted = await tx
      .insert(socialAccounts)
      .values({ provider: profile.provider, providerUserId: profile.subject, userId })
      .onConflictDoNothing()
      .returning({ userId: socialAccounts.userId });
    return inserted.length === 1 ? 'linked' : 'link_taken';
  });
}

/**
 * Unlinks a provider, with the member's row locked so two unlinks at once cannot both take the last way in:
 * 404 when it is not linked, 409 when it is the only way in left (no password, no other provider).
 */
export async function unlinkProvider(db: DbOrTx, userId: number, provider: SocialProvider): Promise<void> {
  await db.transaction(async (tx) => {
    const [member] = await tx
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    const linked = await linkedProviders(tx, userId);
    if (!member || !linked.includes(provider)) throw notFound(LINK_MESSAGES.notLinked(provider));
    if (member.passwordHash === null && linked.length === 1)
      throw conflict(LINK_MESSAGES.lastWayIn(provider));
    await tx
      .delete(socialAccounts)
      .where(and(eq(socialAccounts.userId, userId), eq(socialAccounts.provider, provider)));
  });
}
