/**
 * The member a social sign-in is for: found by the provider's subject id, else linked by a verified email,
 * else created with a placeholder profile (docs/decisions/013-social-sign-in.md).
 */
import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import {
  DISPLAY_NAME_MAX,
  PLACEHOLDER_BIRTH_YEAR,
  PLACEHOLDER_COUNTRY,
  USERNAME_MAX,
} from '../../../shared/constants.js';
import { emailField } from '../../../shared/schemas/fields.js';
import type { DbOrTx } from '../../db/client.js';
import { socialAccounts, type UserRow, users } from '../../db/schema/index.js';
import { deleteUserSessions } from '../sessions.js';
import type { SocialProfile } from './social-provider.js';
import { SocialRefusal } from './social-provider.js';
import { uniqueViolation } from './unique-violation.js';
import { findUserByEmail } from './users.js';

/** Whether the member still has the profile a social sign-up starts with (they go to /complete-profile). */
export function hasPlaceholderProfile(user: Pick<UserRow, 'birthYear' | 'country'>): boolean {
  return user.birthYear === PLACEHOLDER_BIRTH_YEAR && user.country === PLACEHOLDER_COUNTRY;
}

/**
 * The member to sign in, in one transaction:
 * - a member already linked to this provider's subject id;
 * - else a member with the same email, linked now, but only when the provider vouches for the email
 *   (otherwise a 'email_unverified' refusal: never a silent takeover). Linking an unverified account
 *   also removes its password, which nobody ever proved to own the address with;
 * - else a new verified member with a placeholder profile and no password.
 * Two first sign-ins racing: the loser's insert hits a unique index and is tried again, finding the winner's.
 */
export async function findOrCreateSocialMember(db: DbOrTx, profile: SocialProfile): Promise<UserRow> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction((tx) => resolveMember(tx, profile));
    } catch (error) {
      if (attempt >= 2 || uniqueViolation(error) === null) throw error;
    }
  }
}

async function resolveMember(tx: DbOrTx, profile: SocialProfile): Promise<UserRow> {
  const [linked] = await tx
    .select({ user: users })
    .from(socialAccounts)
    .innerJoin(users, eq(users.id, socialAccounts.userId))
    .where(
      and(eq(socialAccounts.provider, profile.provider), eq(socialAccounts.providerUserId, profile.subject)),
    )
    .limit(1);
  if (linked) return linked.user;

  const email = validEmail(profile.email);
  const existing = email ? await findUserByEmail(tx, email) : null;
  if (existing) {
    if (!profile.emailVerified) {
      throw new SocialRefusal(
        'email_unverified',
        `${profile.provider} did not verify the email of member ${existing.id}`,
      );
    }
    await link(tx, profile, existing.id);
    if (existing.isVerified) return existing;
    const [verified] = await tx
      .update(users)
      .set({ isVerified: true, passwordHash: null, updatedAt: new Date() })
      .where(eq(users.id, existing.id))
      .returning();
    await deleteUserSessions(tx, existing.id);
    return verified;
  }

  const [created] = await tx
    .insert(users)
    .values({
      username: await freeUsername(tx, usernameBase(profile)),
      displayName: displayNameOf(profile),
      // An address the provider does not vouch for is not kept: it could be someone else's, and an account
      // holding it would later be linked to that person's verified sign-in.
      email: email && profile.emailVerified ? email : standInEmail(profile),
      passwordHash: null,
      profilePicture: profile.picture && profile.picture.length <= 1000 ? profile.picture : null,
      isVerified: true,
      birthYear: PLACEHOLDER_BIRTH_YEAR,
      country: PLACEHOLDER_COUNTRY,
    })
    .returning();
  await link(tx, profile, created.id);
  return created;
}

async function link(tx: DbOrTx, profile: SocialProfile, userId: number): Promise<void> {
  await tx
    .insert(socialAccounts)
    .values({ provider: profile.provider, providerUserId: profile.subject, userId });
}

function validEmail(email: string | null): string | null {
  const parsed = emailField.safeParse(email);
  return parsed.success ? parsed.data : null;
}

/** A unique address that can never receive mail (.invalid is reserved), for a member with no vouched email. */
function standInEmail(profile: SocialProfile): string {
  const id = createHash('sha256').update(`${profile.provider}:${profile.subject}`).digest('hex').slice(0, 24);
  return `${profile.provider}-${id}@users.invalid`;
}

function displayNameOf(profile: SocialProfile): string {
  const name = (profile.name ?? '').replace(/\s+/g, ' ').trim().slice(0, DISPLAY_NAME_MAX).trim();
  return name.length >= 2 ? name : 'Top 5 member';
}

/** The name in username characters (letters, digits, dots, underscores), e.g. 'Zoë Kravitz' -> 'zoe_kravitz'. */
export function usernameBase(profile: Pick<SocialProfile, 'name' | 'email'>): string {
  const clean = (text: string) =>
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '');
  const emailName = profile.email?.split('@')[0] ?? '';
  const base = clean(profile.name ?? '') || clean(emailName) || 'member';
  // Room for a number suffix within the 30-character limit.
  const cut = base.slice(0, USERNAME_MAX - 6).replace(/_+$/, '');
  return cut.length >= 3 ? cut : `${cut || 'member'}_top5`.slice(0, USERNAME_MAX - 6);
}

/** `base`, or `base2`, `base3`... the first no member has (usernames compare case-insensitively). */
async function freeUsername(tx: DbOrTx, base: string): Promise<string> {
  const rows = await tx
    .select({ name: sql<string>`lower(${users.username})` })
    .from(users)
    // A prefix LIKE (the trigram index serves it); the base's underscores must not act as wildcards.
    .where(sql`lower(${users.username}) like ${`${base.replace(/_/g, '\\_')}%`}`);
  const taken = new Set(rows.map((r) => r.name));
  if (!taken.has(base)) return base;
  for (let n = 2; n < 100_000; n++) {
    if (!taken.has(`${base}${n}`)) return `${base}${n}`;
  }
  return `${base}${Date.now() % 100_000}`;
}
