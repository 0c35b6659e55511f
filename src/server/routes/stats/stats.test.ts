import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemberStats } from '../../../shared/api/stats.js';
import { userGoals, users } from '../../db/schema/index.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createUser } from '../../test/factories.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const stats = async () =>
  (await ctx.app.inject({ method: 'GET', url: '/api/stats/users' })).json<MemberStats>();

describe('GET /api/stats/users', () => {
  it('shows no members and no goals on an empty site', async () => {
    expect(await stats()).toEqual({ count: 0, currentGoal: null, goals: [] });
  });

  it('counts members as they join and leave', async () => {
    const created = [];
    for (let i = 0; i < 11; i++) created.push(await createUser(ctx.db));
    expect((await stats()).count).toBe(11);
    await ctx.db.delete(users).where(eq(users.id, created[3].id));
    expect((await stats()).count).toBe(10);
  });

  it('lists goals smallest first, the current goal being the smallest not yet achieved', async () => {
    const [, small, , large] = await ctx.db
      .insert(userGoals)
      .values([
        { targetCount: 5, achieved: true },
        { targetCount: 10 },
        { targetCount: 100 },
        { targetCount: 50 },
      ])
      .returning();
    const res = await stats();
    expect(res.currentGoal).toEqual({ targetCount: 10 });
    expect(res.goals.map((g) => [g.targetCount, g.achieved])).toEqual([
      [5, true],
      [10, false],
      [50, false],
      [100, false],
    ]);
    expect(res.goals[3]).toEqual({ id: expect.any(Number), targetCount: 100, achieved: false });
    await ctx.db.update(userGoals).set({ achieved: true }).where(eq(userGoals.id, small.id));
    expect((await stats()).currentGoal).toEqual({ targetCount: large.targetCount });
  });
});
