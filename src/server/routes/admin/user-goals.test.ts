import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserGoal, UserGoalList } from '../../../shared/api/admin-goals.js';
import { auditLog, notifications, userGoals, users } from '../../db/schema/index.js';
import { adminCall } from '../../test/admin-kit.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createSignedInUser, createUser } from '../../test/factories.js';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof createSignedInUser>>;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await createSignedInUser(ctx.db, { isAdmin: true });
  for (let i = 0; i < 4; i++) await createUser(ctx.db); // 5 members in all
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  adminCall(ctx, admin.cookie, method, url, payload);
const create = async (targetCount: number) =>
  (await call('POST', '/api/admin/user-goals', { targetCount })).json<UserGoal>();
const lastAudit = async () => (await ctx.db.select().from(auditLog).orderBy(auditLog.id)).at(-1);

describe('POST /api/admin/user-goals', () => {
  it('adds a goal, in progress while the community is smaller', async () => {
    const res = await call('POST', '/api/admin/user-goals', { targetCount: 1000 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      targetCount: 1000,
      achieved: false,
      status: 'in_progress',
      createdAt: expect.any(String),
      achievedAt: null,
    });
    expect(await lastAudit()).toMatchObject({
      action: 'user_goal.create',
      summary: 'Created the goal of 1,000 members',
    });
  });

  it.each([[0], [-3], [null], ['12'], [undefined]])(
    'refuses a target of %s with "Target must be at least 1"',
    async (targetCount) => {
      const res = await call('POST', '/api/admin/user-goals', { targetCount });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'Target must be at least 1' });
    },
  );

  it('refuses a fraction', async () => {
    const res = await call('POST', '/api/admin/user-goals', { targetCount: 2.5 });
    expect(res.json()).toEqual({ error: 'Target must be a whole number' });
  });
});

describe('GET /api/admin/user-goals', () => {
  it('lists goals smallest first with their state and the member count', async () => {
    await ctx.db.delete(userGoals);
    const ready = await create(5);
    const far = await create(50);
    const [done] = await ctx.db
      .insert(userGoals)
      .values({ targetCount: 2, achieved: true, achievedAt: new Date() })
      .returning();
    const res = await call('GET', '/api/admin/user-goals');
    expect(res.statusCode).toBe(200);
    const list = res.json<UserGoalList>();
    expect(list.memberCount).toBe(5);
    expect(list.goals.map((g) => [g.id, g.status])).toEqual([
      [done.id, 'achieved'],
      [ready.id, 'ready_to_mark'],
      [far.id, 'in_progress'],
    ]);
    expect(list.goals[0].achievedAt).toEqual(expect.any(String));
  });
});

describe('PUT /api/admin/user-goals/:id', () => {
  it('changes the target of a goal not achieved yet', async () => {
    const goal = await create(40);
    const res = await call('PUT', `/api/admin/user-goals/${goal.id}`, { targetCount: 4 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: goal.id, targetCount: 4, status: 'ready_to_mark' });
    expect(await lastAudit()).toMatchObject({
      action: 'user_goal.update',
      summary: 'Changed a goal from 40 to 4 members',
    });
  });

  it('refuses to edit an achieved goal with 409', async () => {
    const goal = await create(3);
    expect((await call('POST', `/api/admin/user-goals/${goal.id}/achieve`)).statusCode).toBe(200);
    const res = await call('PUT', `/api/admin/user-goals/${goal.id}`, { targetCount: 30 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'An achieved goal cannot be edited' });
    const [stored] = await ctx.db.select().from(userGoals).where(eq(userGoals.id, goal.id));
    expect(stored.targetCount).toBe(3);
  });

  it('applies the target rule and answers 404 for a goal that does not exist', async () => {
    const goal = await create(40);
    expect((await call('PUT', `/api/admin/user-goals/${goal.id}`, { targetCount: 0 })).json()).toEqual({
      error: 'Target must be at least 1',
    });
    const missing = await call('PUT', '/api/admin/user-goals/987654', { targetCount: 3 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'Goal not found' });
  });
});

describe('DELETE /api/admin/user-goals/:id', () => {
  it('deletes a goal, and answers 404 the second time', async () => {
    const goal = await create(77);
    const res = await call('DELETE', `/api/admin/user-goals/${goal.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'User goal deleted successfully' });
    expect(await ctx.db.select().from(userGoals).where(eq(userGoals.id, goal.id))).toEqual([]);
    expect((await call('DELETE', `/api/admin/user-goals/${goal.id}`)).statusCode).toBe(404);
  });
});

describe('POST /api/admin/user-goals/:id/achieve', () => {
  const goalNotices = async (userId: number) =>
    (await ctx.db.select().from(notifications).where(eq(notifications.userId, userId))).filter(
      (n) => n.type === 'goal_achieved',
    );

  it('refuses a goal the member count has not reached, with 409 saying why', async () => {
    const goal = await create(6);
    const res = await call('POST', `/api/admin/user-goals/${goal.id}/achieve`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: 'This goal cannot be marked as achieved yet: the community has 5 of its 6 members',
    });
    const [stored] = await ctx.db.select().from(userGoals).where(eq(userGoals.id, goal.id));
    expect(stored.achieved).toBe(false);
  });

  it('marks a reached goal achieved and tells every member once', async () => {
    await ctx.db.delete(notifications);
    const goal = await create(5);
    const res = await call('POST', `/api/admin/user-goals/${goal.id}/achieve`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: goal.id, achieved: true, status: 'achieved' });
    expect(res.json().achievedAt).toEqual(expect.any(String));
    for (const user of await ctx.db.select().from(users)) {
      const told = await goalNotices(user.id);
      expect(told).toHaveLength(1);
      expect(told[0].message).toBe('5 members reached! Thank you for being part of the community.');
    }
    expect(await lastAudit()).toMatchObject({
      action: 'user_goal.achieve',
      summary: 'Marked the goal of 5 members as achieved',
      notes: '5 members at the time',
    });

    const again = await call('POST', `/api/admin/user-goals/${goal.id}/achieve`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'This goal has already been achieved' });
    expect(await goalNotices(admin.user.id)).toHaveLength(1);
  });

  it('answers 404 for a goal that does not exist', async () => {
    const res = await call('POST', '/api/admin/user-goals/987654/achieve');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Goal not found' });
  });
});
