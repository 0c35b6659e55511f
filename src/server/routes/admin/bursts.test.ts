/**
 * Burst detection (decision 068) with generated brigades: identical lists from established accounts, and a
 * pace far above the question's usual one from new accounts. The burst's lists are held from the results
 * (which stay exact: countMismatches), an admin sees the evidence and releases them, and only admins can.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminBurst } from '../../../shared/api/admin-bursts.js';
import type { QuestionResults } from '../../../shared/api/results.js';
import { auditLog } from '../../db/schema/index.js';
import { countMismatches } from '../../test/admin-kit.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createQuestion, createSignedInUser, ESTABLISHED_AGE_MS } from '../../test/factories.js';
import { call } from '../../test/social-kit.js';

let ctx: TestContext;
let admin: { cookie: string };
beforeAll(async () => {
  // The production thresholds, and lists that count at once (verified is enough).
  ctx = await createTestContext({
    RESULTS_BURST_IDENTICAL_LISTS: 5,
    RESULTS_BURST_NEW_ACCOUNT_LISTS: 10,
    RESULTS_TRUST_AGE_SECONDS: 0,
  });
  admin = await createSignedInUser(ctx.db, { isAdmin: true });
});
afterAll(() => ctx.close());

const BRIGADE = ['Plan 9', 'Troll 2', 'The Room', 'Birdemic', 'Manos'];
const honest = (n: number) => [`Film ${n}`, 'Alien', 'Heat', `Other ${n}`, 'Jaws'];

async function answer(cookie: string, questionId: number, answers: string[], isPublic = true) {
  const res = await call(ctx, 'POST', `/api/questions/${questionId}/answer`, cookie, { answers, isPublic });
  expect(res.statusCode).toBe(200);
  return res.json<{ responseId: number }>().responseId;
}
const member = (joinedMsAgo = ESTABLISHED_AGE_MS) =>
  createSignedInUser(ctx.db, { joinedAt: new Date(Date.now() - joinedMsAgo) });
const results = async (questionId: number) =>
  (await call(ctx, 'GET', `/api/questions/${questionId}/results`)).json<QuestionResults>();
const bursts = async (status = 'held') =>
  (await call(ctx, 'GET', `/api/admin/bursts?status=${status}`, admin.cookie)).json<{
    bursts: AdminBurst[];
  }>().bursts;
const inResults = async (cookie: string, questionId: number) =>
  (await call(ctx, 'GET', `/api/questions/${questionId}/my-answer`, cookie)).json().answer.inResults;

describe('identical lists', () => {
  it('are held once 5 arrive within the hour, shown to admins with the evidence, and count once released', async () => {
    const { id } = await createQuestion(ctx.db, { title: 'Top 5 films of all time' });
    for (let n = 0; n < 3; n++) await answer((await member()).cookie, id, honest(n));
    const before = await results(id);
    expect(before.totalResponses).toBe(3);

    const brigade = [];
    for (let n = 0; n < 4; n++) brigade.push(await member());
    // Spelling and case do not make a list different.
    for (const [n, m] of brigade.entries())
      await answer(m.cookie, id, n % 2 ? BRIGADE : BRIGADE.map((a) => a.toUpperCase()));
    // Four identical lists are not yet a burst: they count.
    expect((await results(id)).totalResponses).toBe(7);
    expect(await bursts()).toEqual([]);

    const fifth = await member();
    await answer(fifth.cookie, id, BRIGADE);
    // The fifth is: all five leave the results, which are the honest lists' again.
    expect(await results(id)).toEqual(before);
    const [burst] = (await bursts()).filter((b) => b.question.id === id);
    expect(burst).toMatchObject({
      question: { id, title: 'Top 5 films of all time' },
      status: 'held',
      holdsNewAccounts: false,
      heldLists: 5,
      releasedAt: null,
      releasedBy: null,
    });
    expect(burst.evidence).toHaveLength(1);
    expect(burst.evidence[0]).toMatch(
      /^5 identical lists within 60 minutes from .*: 1\. Plan 9, 2\. Troll 2/,
    );
    expect(await inResults(fifth.cookie, id)).toBe('held');

    // A sixth identical list is held at once; an honest one still counts.
    const sixth = await member();
    await answer(sixth.cookie, id, BRIGADE);
    await answer((await member()).cookie, id, honest(9));
    expect((await results(id)).totalResponses).toBe(4);
    expect((await bursts()).find((b) => b.id === burst.id)?.heldLists).toBe(6);
    expect(await countMismatches(ctx.db)).toEqual([]);

    // Members cannot see or release it.
    expect((await call(ctx, 'GET', '/api/admin/bursts', sixth.cookie)).statusCode).toBe(403);
    expect((await call(ctx, 'GET', '/api/admin/bursts')).statusCode).toBe(401);
    const refused = await call(ctx, 'POST', `/api/admin/bursts/${burst.id}/release`, sixth.cookie);
    expect(refused.statusCode).toBe(403);
    expect((await results(id)).totalResponses).toBe(4);

    const released = await call(ctx, 'POST', `/api/admin/bursts/${burst.id}/release`, admin.cookie);
    expect(released.statusCode).toBe(200);
    expect(released.json()).toMatchObject({
      message: 'Burst released: its lists now count in the results',
      burst: { id: burst.id, status: 'released', heldLists: 0 },
    });
    const after = await results(id);
    expect(after.totalResponses).toBe(10);
    expect(after.results[0]).toMatchObject({ item: 'Plan 9', percentage: 60 });
    expect(await inResults(fifth.cookie, id)).toBe('counted');
    expect(await countMismatches(ctx.db)).toEqual([]);
    const [entry] = await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'burst.release'));
    expect(entry.summary).toBe('Released a burst of 6 lists on question "Top 5 films of all time"');

    // Released is released: a second release is refused, and the list is no longer in the held queue.
    expect((await call(ctx, 'POST', `/api/admin/bursts/${burst.id}/release`, admin.cookie)).statusCode).toBe(
      409,
    );
    expect((await bursts()).map((b) => b.id)).not.toContain(burst.id);
    expect((await bursts('released')).map((b) => b.id)).toContain(burst.id);
    expect((await call(ctx, 'POST', '/api/admin/bursts/999999/release', admin.cookie)).statusCode).toBe(404);
  });
});

describe('a pace far above the usual one from new accounts', () => {
  it("holds the new accounts' lists from the 10th in the hour, while older members still count", async () => {
    // A month-old question that had 20 lists: under one an hour.
    const { id } = await createQuestion(ctx.db, { createdAt: new Date(Date.now() - 30 * 24 * 3_600_000) });
    for (let n = 0; n < 20; n++) await answer((await member()).cookie, id, honest(n));
    const before = await results(id);

    const day = 24 * 3_600_000;
    for (let n = 0; n < 9; n++) await answer((await member(day)).cookie, id, honest(100 + n));
    expect((await results(id)).totalResponses).toBe(29);
    expect((await bursts()).filter((b) => b.question.id === id)).toEqual([]);
    await answer((await member(day)).cookie, id, honest(200));
    expect(await results(id)).toEqual(before);
    const [burst] = (await bursts()).filter((b) => b.question.id === id);
    expect(burst).toMatchObject({ holdsNewAccounts: true, heldLists: 10 });
    expect(burst.evidence[0]).toMatch(
      /^10 first answers from accounts younger than 7 days within 60 minutes from .*; the question's usual pace was 0\.0 lists an hour \(20 lists before\)\.$/,
    );
    await answer((await member(day)).cookie, id, honest(300));
    await answer((await member()).cookie, id, honest(400));
    expect((await results(id)).totalResponses).toBe(21);
    expect(await countMismatches(ctx.db)).toEqual([]);
    await call(ctx, 'POST', `/api/admin/bursts/${burst.id}/release`, admin.cookie);
    expect((await results(id)).totalResponses).toBe(32);
    expect(await countMismatches(ctx.db)).toEqual([]);
  });

  it('is no burst on a question that usually gets that many', async () => {
    // Created an hour ago with 100 lists since: 10 new accounts are a tenth of its pace.
    const { id } = await createQuestion(ctx.db, { createdAt: new Date(Date.now() - 3_600_000) });
    for (let n = 0; n < 100; n++) await answer((await member()).cookie, id, honest(n));
    for (let n = 0; n < 12; n++) await answer((await member(3_600_000)).cookie, id, honest(1000 + n));
    expect((await bursts()).filter((b) => b.question.id === id)).toEqual([]);
    expect((await results(id)).totalResponses).toBe(112);
  });
});
