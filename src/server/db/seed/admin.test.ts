import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../config.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { users } from '../schema/index.js';
import { ensureAdmin, usernameBase } from './admin.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const byEmail = async (email: string) => (await ctx.db.select().from(users).where(eq(users.email, email)))[0];
const admin = (email: string, password?: string) =>
  ({ ADMIN_EMAIL: email, ADMIN_PASSWORD: password }) as Pick<Config, 'ADMIN_EMAIL' | 'ADMIN_PASSWORD'>;

describe('ensureAdmin', () => {
  it('does nothing without ADMIN_EMAIL', async () => {
    expect(await ensureAdmin(ctx.db, {})).toBe('none');
  });

  it('creates a verified admin named after the email, who signs in with ADMIN_PASSWORD', async () => {
    expect(await ensureAdmin(ctx.db, admin('Site.Owner@Example.com', 'AdminPass123'))).toBe('created');
    const row = await byEmail('site.owner@example.com');
    expect(row).toMatchObject({
      username: 'site.owner',
      displayName: 'Site Owner',
      isAdmin: true,
      isVerified: true,
    });
    expect(await verifyPassword(row.passwordHash as string, 'AdminPass123')).toBe(true);
  });

  it('is idempotent: the next start-up changes nothing', async () => {
    const before = await byEmail('site.owner@example.com');
    expect(await ensureAdmin(ctx.db, admin('site.owner@example.com', 'AdminPass123'))).toBe('unchanged');
    const after = await byEmail('site.owner@example.com');
    expect(after.passwordHash).toBe(before.passwordHash);
    expect(await ctx.db.select().from(users)).toHaveLength(1);
  });

  it('promotes and verifies an existing member, keeping their password', async () => {
    const passwordHash = await hashPassword('Member1Pass');
    await ctx.db.insert(users).values({
      username: 'casey',
      displayName: 'Casey',
      email: 'casey@example.com',
      passwordHash,
      isVerified: false,
    });
    expect(await ensureAdmin(ctx.db, admin('casey@example.com', 'OtherPass123'))).toBe('promoted');
    const row = await byEmail('casey@example.com');
    expect(row).toMatchObject({ isAdmin: true, isVerified: true, passwordHash });
  });

  it('picks a free username when the email name is taken', async () => {
    await ensureAdmin(ctx.db, admin('casey@other.example', 'AdminPass123'));
    expect((await byEmail('casey@other.example')).username).toBe('casey2');
  });

  it('cannot create an admin without ADMIN_PASSWORD', async () => {
    expect(await ensureAdmin(ctx.db, admin('nobody@example.com'))).toBe('missing-password');
    expect(await byEmail('nobody@example.com')).toBeUndefined();
  });
});

describe('usernameBase', () => {
  it('keeps only letters, numbers, dots and underscores, and at least 3 characters', () => {
    expect(usernameBase('jo+top5@example.com')).toBe('jo_top5');
    expect(usernameBase('a@example.com')).toBe('a_admin');
    expect(usernameBase('.x.@example.com')).toBe('x_admin');
  });
});
