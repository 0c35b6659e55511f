/** PATCH /api/admin/users/:id/birth-date: an admin corrects a member's birth date, in the audit log. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, type UserRow, users } from '../../db/schema/index.js';
import { adminCall } from '../../test/admin-kit.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createSignedInUser, createUser } from '../../test/factories.js';

let ctx: TestContext;
let admin: { user: UserRow; cookie: string };
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await createSignedInUser(ctx.db, { isAdmin: true });
});
afterAll(() => ctx.close());

const correct = (cookie: string, id: number, payload: unknown) =>
  adminCall(ctx, cookie, 'PATCH', `/api/admin/users/${id}/birth-date`, payload);
const userRow = async (id: number) => (await ctx.db.select().from(users).where(eq(users.id, id)))[0];

describe('PATCH /api/admin/users/:id/birth-date', () => {
  it("corrects a member's birth month and year and records it in the audit log", async () => {
    const member = await createUser(ctx.db, { birthMonth: 1, birthYear: 1990 });
    const res = await correct(admin.cookie, member.id, { birthMonth: 7, birthYear: 1984 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Birth date corrected',
      user: { id: member.id, username: member.username },
      birthMonth: 7,
      birthYear: 1984,
    });
    expect(await userRow(member.id)).toMatchObject({ birthMonth: 7, birthYear: 1984 });
    const [entry] = await ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(member.id)))
      .orderBy(auditLog.id);
    expect(entry).toMatchObject({
      action: 'user.correct_birth_date',
      actorId: admin.user.id,
      targetType: 'user',
      summary: `Corrected @${member.username}'s birth date from 1/1990 to 7/1984`,
    });
  });

  it('applies the registration rules to the date', async () => {
    const member = await createUser(ctx.db);
    const tooYoung = await correct(admin.cookie, member.id, {
      birthMonth: 1,
      birthYear: new Date().getFullYear() - 5,
    });
    expect(tooYoung.statusCode).toBe(400);
    expect(tooYoung.json()).toEqual({ error: 'Must be at least 13 years old' });
    const badMonth = await correct(admin.cookie, member.id, { birthMonth: 13, birthYear: 1980 });
    expect(badMonth.statusCode).toBe(400);
    expect(badMonth.json()).toEqual({ error: 'Invalid month' });
  });

  it('refuses a member (403), even for their own birth date, and changes nothing', async () => {
    const member = await createSignedInUser(ctx.db, { birthMonth: 3, birthYear: 1991 });
    const res = await correct(member.cookie, member.user.id, { birthMonth: 3, birthYear: 1960 });
    expect(res.statusCode).toBe(403);
    expect(await userRow(member.user.id)).toMatchObject({ birthMonth: 3, birthYear: 1991 });
  });

  it('answers 404 for a member who does not exist', async () => {
    const res = await correct(admin.cookie, 987654, { birthMonth: 3, birthYear: 1960 });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'User not found' });
  });
});
