/** The two legs of a social sign-in: off to the provider with a saved record, and back with its answer. */
import { timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { SocialProvider } from '../../../shared/api/auth.js';
import type { DbOrTx } from '../../db/client.js';
import { socialAccounts, type UserRow } from '../../db/schema/index.js';
import { findOrCreateSocialMember } from './social-member.js';
import { type SocialClient, type SocialProfile, SocialRefusal } from './social-provider.js';
import { saveSocialState, takeSocialState } from './social-state.js';

/** The provider's sign-in URL, and the token for the browser's cookie that binds the saved checks to it. */
export async function beginSocialSignIn(
  db: DbOrTx,
  provider: SocialProvider,
  client: SocialClient,
): Promise<{ url: string; cookieToken: string }> {
  const { url, checks } = await client.start();
  const cookieToken = await saveSocialState(db, provider, checks);
  return { url, cookieToken };
}

/**
 * The member the provider's answer at `callbackUrl` proves, or a SocialRefusal. The saved record is used up
 * first, whatever follows, so a second callback with the same cookie (a replayed code) is refused; its state
 * must equal the answer's (a forged or missing state is refused before the provider is asked anything).
 */
export async function completeSocialSignIn(
  db: DbOrTx,
  provider: SocialProvider,
  client: SocialClient,
  answer: { cookieToken: string | undefined; callbackUrl: URL },
): Promise<UserRow> {
  return findOrCreateSocialMember(db, await checkSocialAnswer(db, provider, client, answer));
}

/** Who the provider's answer proves (the checks of completeSocialSignIn), without finding or making a member. */
export async function checkSocialAnswer(
  db: DbOrTx,
  provider: SocialProvider,
  client: SocialClient,
  answer: { cookieToken: string | undefined; callbackUrl: URL },
): Promise<SocialProfile> {
  const saved = await takeSocialState(db, provider, answer.cookieToken);
  if (!saved) throw new SocialRefusal('invalid_state', 'no live sign-in record for this browser');
  if (!sameText(answer.callbackUrl.searchParams.get('state'), saved.state)) {
    throw new SocialRefusal('invalid_state', 'state does not match');
  }
  return client.finish(answer.callbackUrl, saved);
}

/** The member linked to this provider identity, if any (no linking, no new member). */
export async function linkedMemberId(db: DbOrTx, profile: SocialProfile): Promise<number | null> {
  const [row] = await db
    .select({ userId: socialAccounts.userId })
    .from(socialAccounts)
    .where(
      and(eq(socialAccounts.provider, profile.provider), eq(socialAccounts.providerUserId, profile.subject)),
    )
    .limit(1);
  return row?.userId ?? null;
}

function sameText(given: string | null, expected: string): boolean {
  if (given === null) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
