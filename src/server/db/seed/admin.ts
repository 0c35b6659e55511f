/** The ADMIN_EMAIL administrator: created, or promoted and verified, at every start-up (idempotent). */
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { USERNAME_MAX, USERNAME_MIN } from '../../../shared/constants.js';
import type { Config } from '../../config.js';
import { hashPassword } from '../../lib/passwords.js';
import type { Db } from '../client.js';
import { users } from '../schema/index.js';

export type AdminOutcome = 'none' | 'created' | 'promoted' | 'unchanged' | 'missing-password';

/** A username from the email's local part, fitted to the username rules (letters, numbers, dots, underscores). */
export function usernameBase(email: string): string {
  const local = email.split('@')[0] ?? '';
  let base = local.replace(/[^A-Za-z0-9_.]/g, '_').replace(/^[._]+|[._]+$/g, '');
  if (base.length < USERNAME_MIN) base = `${base || 'admin'}_admin`.replace(/^_/, '');
  return base.slice(0, USERNAME_MAX);
}

/** The base, or the base with the smallest free number after it. */
async function freeUsername(db: Db, email: string): Promise<string> {
  const base = usernameBase(email);
  const taken = new Set(
    (
      await db
        .select({ username: users.username })
        .from(users)
        .where(sql`lower(${users.username}) like ${`${base.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`}`)
    ).map((r) => r.username.toLowerCase()),
  );
  if (!taken.has(base.toLowerCase())) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base.slice(0, USERNAME_MAX - String(n).length)}${n}`;
    if (!taken.has(candidate.toLowerCase())) return candidate;
  }
}

function displayNameFor(username: string): string {
  const words = username.split(/[._]+/).filter(Boolean);
  const name = words.map((w) => w[0].toUpperCase() + w.slice(1)).join(' ');
  return name.length >= 2 ? name : 'Administrator';
}

export async function ensureAdmin(
  db: Db,
  config: Pick<Config, 'ADMIN_EMAIL' | 'ADMIN_PASSWORD'>,
  log?: FastifyBaseLogger,
): Promise<AdminOutcome> {
  if (!config.ADMIN_EMAIL) return 'none';
  const email = config.ADMIN_EMAIL.trim().toLowerCase();
  const [existing] = await db.select().from(users).where(eq(users.email, email));

  if (existing) {
    // An account made through a social provider has no password: give it ADMIN_PASSWORD so the admin can sign in.
    const needsPassword = !existing.passwordHash && config.ADMIN_PASSWORD;
    if (existing.isAdmin && existing.isVerified && !needsPassword) return 'unchanged';
    await db
      .update(users)
      .set({
        isAdmin: true,
        isVerified: true,
        ...(needsPassword ? { passwordHash: await hashPassword(config.ADMIN_PASSWORD as string) } : {}),
        updatedAt: new Date(),
      })
      .where(eq(users.id, existing.id));
    log?.info({ email, username: existing.username }, 'ADMIN_EMAIL account promoted to a verified admin');
    return 'promoted';
  }

  if (!config.ADMIN_PASSWORD) {
    log?.warn({ email }, 'ADMIN_EMAIL has no account yet and ADMIN_PASSWORD is not set: no admin created');
    return 'missing-password';
  }
  const passwordHash = await hashPassword(config.ADMIN_PASSWORD);
  const username = await freeUsername(db, email);
  // Two processes starting together on one database may race here: the loser's insert is a no-op.
  const created = await db
    .insert(users)
    .values({
      username,
      displayName: displayNameFor(username),
      email,
      passwordHash,
      isAdmin: true,
      isVerified: true,
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (created.length === 0) return ensureAdmin(db, config, log);
  log?.info({ email, username }, 'admin account created from ADMIN_EMAIL');
  return 'created';
}
