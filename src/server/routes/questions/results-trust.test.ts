/**
 * Weight by trust (decision 069): a list from an account that is not established (email unverified, or
 * younger than RESULTS_TRUST_AGE_SECONDS) is counted apart and shown to its owner as counted; the results
 * worker moves it into the published results once the account is established, exactly once. A property test
 * checks that whatever happens (answers, edits, flips, hides, worker runs at any time), the published results
 * equal a recount from the stored lists of established members.
 */
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuestionResults } from '../../../shared/api/results.js';
import { queryRows } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { hideResponse, unhideResponse } from '../../services/answers/hide-response.js';
import { countMismatches } from '../../test/admin-kit.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createQuestion, createSignedInUser, signIn } from '../../test/factories.js';
import { call } from '../../test/social-kit.js';

const HOUR = 3_600_000;
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ RESULTS_TRUST_AGE_SECONDS: 3600 });
});
afterAll(() => ctx.close());

const PUBLIC = ['Up', 'Big', 'Coco', 'Her', 'Jaws'];
const results = async (questionId: number) =>
  (await call(ctx, 'GET', `/api/questions/${questionId}/results`)).json<QuestionResults>();
async function answer(cookie: string, questionId: number, answers: string[], isPublic = true) {
  const res = await call(ctx, 'POST', `/api/questions/${questionId}/answer`, cookie, { answers, isPublic });
  expect(res.statusCode).toBe(200);
  return res.json<{ responseId: number }>().responseId;
}
const myAnswer = async (cookie: string, questionId: number) =>
  (await call(ctx, 'GET', `/api/questions/${questionId}/my-answer`, cookie)).json().answer;

describe('a new account', () => {
  it('is counted apart, told so, and joins the results once established, exactly once', async () => {
    const { id } = await createQuestion(ctx.db);
    const old = await createSignedInUser(ctx.db);
    await answer(old.cookie, id, PUBLIC);
    const fresh = await createSignedInUser(ctx.db, { joinedAt: new Date() });
    const unverified = await createSignedInUser(ctx.db, {
      isVerified: false,
      joinedAt: new Date(Date.now() - 2 * HOUR),
    });
    await answer(fresh.cookie, id, ['Dune', 'Heat', 'Alien', 'Fargo', 'Ran']);
    await answer(unverified.cookie, id, ['Dune', 'Heat', 'Alien', 'Fargo', 'Ran']);

    expect(await myAnswer(fresh.cookie, id)).toMatchObject({ version: 1, inResults: 'awaiting_trust' });
    expect(await myAnswer(unverified.cookie, id)).toMatchObject({ inResults: 'awaiting_trust' });
    expect(await myAnswer(old.cookie, id)).toMatchObject({ inResults: 'counted' });
    expect((await results(id)).totalResponses).toBe(1);

    // Not yet an hour old: the worker leaves both.
    expect(await ctx.app.resultsWorker.runOnce()).toBe(0);
    expect((await results(id)).totalResponses).toBe(1);

    // An hour later the verified one joins; twice running admits nothing more.
    const later = new Date(Date.now() + HOUR + 1000);
    expect(await ctx.app.resultsWorker.runOnce(later)).toBe(1);
    expect(await ctx.app.resultsWorker.runOnce(later)).toBe(0);
    const two = await results(id);
    expect(two.totalResponses).toBe(2);
    expect(two.results[0]).toMatchObject({ item: 'Dune', points: 5, percentage: 50 });
    expect(await myAnswer(fresh.cookie, id)).toMatchObject({ inResults: 'counted' });
    expect(await myAnswer(unverified.cookie, id)).toMatchObject({ inResults: 'awaiting_trust' });

    // Verifying the address is the last step for the other one.
    await ctx.db.update(users).set({ isVerified: true }).where(eq(users.id, unverified.user.id));
    expect(await ctx.app.resultsWorker.runOnce(later)).toBe(1);
    expect((await results(id)).totalResponses).toBe(3);
    expect(await countMismatches(ctx.db)).toEqual([]);
  });

  it('counts at once when the member saves again after becoming established', async () => {
    const { id } = await createQuestion(ctx.db);
    const member = await createSignedInUser(ctx.db, { joinedAt: new Date() });
    await answer(member.cookie, id, PUBLIC);
    expect((await results(id)).totalResponses).toBe(0);
    // The account grows older (as if an hour passed); the member edits before the worker comes by.
    await ctx.db
      .update(users)
      .set({ joinedAt: new Date(Date.now() - 2 * HOUR) })
      .where(eq(users.id, member.user.id));
    // A new session reads the member row afresh.
    const cookie = await signIn(ctx.db, member.user);
    await answer(cookie, id, [...PUBLIC].reverse());
    expect(await myAnswer(cookie, id)).toMatchObject({ version: 2, inResults: 'counted' });
    expect((await results(id)).totalResponses).toBe(1);
    expect(await ctx.app.resultsWorker.runOnce()).toBe(0);
    expect((await results(id)).totalResponses).toBe(1);
    expect(await countMismatches(ctx.db)).toEqual([]);
  });
});

describe('published results with members awaiting trust', () => {
  it("equal a recount of established members' lists after any sequence", async () => {
    const ITEMS = ['Alien', 'Heat', 'Fargo', 'Se7en', 'Ran', 'Jaws', 'Up', 'Big'];
    // Members: joined now, or 2 hours ago; verified or not.
    const members: { cookie: string }[] = [];
    for (const [hoursAgo, isVerified] of [
      [0, true],
      [0, true],
      [2, true],
      [2, true],
      [0, false],
      [2, false],
    ] as const) {
      members.push(
        await createSignedInUser(ctx.db, { joinedAt: new Date(Date.now() - hoursAgo * HOUR), isVerified }),
      );
    }
    const op = fc.oneof(
      {
        arbitrary: fc.record({
          kind: fc.constant('answer' as const),
          member: fc.nat(members.length - 1),
          items: fc.uniqueArray(fc.nat(ITEMS.length - 1), { minLength: 5, maxLength: 5 }),
          isPublic: fc.boolean(),
        }),
        weight: 5,
      },
      { arbitrary: fc.record({ kind: fc.constant('worker' as const), hours: fc.nat(3) }), weight: 1 },
      {
        arbitrary: fc.record({ kind: fc.constantFrom('hide' as const, 'unhide' as const), pick: fc.nat(20) }),
        weight: 1,
      },
    );
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 25 }), async (ops) => {
        const { id } = await createQuestion(ctx.db);
        const ids: number[] = [];
        for (const o of ops) {
          if (o.kind === 'answer') {
            const rid = await answer(
              members[o.member].cookie,
              id,
              o.items.map((i) => ITEMS[i]),
              o.isPublic,
            );
            if (!ids.includes(rid)) ids.push(rid);
          } else if (o.kind === 'worker') {
            await ctx.app.resultsWorker.runOnce(new Date(Date.now() + o.hours * HOUR));
          } else if (ids.length > 0) {
            await (o.kind === 'hide' ? hideResponse : unhideResponse)(ctx.db, ids[o.pick % ids.length]);
          }
        }
        expect(await countMismatches(ctx.db)).toEqual([]);
        // The published count: counted public lists, plus counted private ones from 5.
        const [row] = await queryRows<{ pub: number; priv: number }>(
          ctx.db,
          sql`select count(*) filter (where is_public)::int as pub, count(*) filter (where not is_public)::int as priv
            from responses where question_id = ${id} and not is_hidden and not awaits_trust`,
        );
        const expected = row.pub + (row.priv >= 5 ? row.priv : 0);
        expect((await results(id)).totalResponses).toBe(expected);
      }),
      { numRuns: 15 },
    );
  }, 240_000);
});
