/**
 * What an admin's decision on a report does to what everyone sees. Approving hides the response from everyone
 * but its author and admins (feeds, profiles, search, likers and comments, new likes and their notifications)
 * and takes it out of the results exactly (the results become those of the same question without it);
 * rejecting changes nothing anyone can see.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, type UserRow } from '../../db/schema/index.js';
import { unhideResponse } from '../../services/answers/hide-response.js';
import { countMismatches } from '../../test/admin-kit.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createQuestion, createSignedInUser } from '../../test/factories.js';
import { call, createResponse } from '../../test/social-kit.js';

type Who = { user: UserRow; cookie: string };
let ctx: TestContext;
let admin: Who;
let author: Who;
let fan: Who;
let reporter: Who;
let questionId: number;
/** The same question with the same lists, but never the reported one: what the results must become. */
let twinId: number;
let target: number;

const OTHERS = [
  ['Heat', 'Alien', 'Fargo', 'Ran', 'Up'],
  ['Alien', 'Heat', 'Big', 'Coco', 'Jaws'],
  ['Fargo', 'Up', 'Alien', 'Heat', 'Big'],
  ['Jaws', 'Alien', 'Heat', 'Coco', 'Ran'],
  ['Up', 'Big', 'Coco', 'Jaws', 'Heat'],
];
const TARGET = ['Zorro', 'Quasar Quest', 'Heat', 'Jaws', 'Up'];

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await createSignedInUser(ctx.db, { isAdmin: true });
  author = await createSignedInUser(ctx.db);
  fan = await createSignedInUser(ctx.db);
  reporter = await createSignedInUser(ctx.db);
  questionId = (await createQuestion(ctx.db)).id;
  twinId = (await createQuestion(ctx.db)).id;
  for (const answers of OTHERS) {
    const member = await createSignedInUser(ctx.db);
    await createResponse(ctx.db, member.user, questionId, { answers });
    await createResponse(ctx.db, member.user, twinId, { answers });
  }
  target = await createResponse(ctx.db, author.user, questionId, { answers: TARGET });
  expect(
    (await call(ctx, 'POST', `/api/responses/${target}/toggle-like`, fan.cookie, { like: true })).statusCode,
  ).toBe(200);
  expect(
    (await call(ctx, 'POST', `/api/responses/${target}/comments`, fan.cookie, { content: 'Zorro, really?' }))
      .statusCode,
  ).toBe(201);
});
afterAll(() => ctx.close());

const get = (url: string, cookie?: string) => call(ctx, 'GET', url, cookie);
const ids = async (url: string, cookie: string | undefined, key = 'responses') => {
  const res = await get(url, cookie);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return (res.json()[key] as { id: number }[]).map((r) => r.id);
};
const withoutId = (body: Record<string, unknown>) => {
  const { questionId: _, ...rest } = body;
  return rest;
};
/** The question's results as every page shows them. */
const results = async (id: number) => ({
  results: withoutId((await get(`/api/questions/${id}/results`)).json()),
  detailed: withoutId((await get(`/api/questions/${id}/results/detailed`)).json()),
  demographics: withoutId((await get(`/api/questions/${id}/results/demographics`)).json()),
  answersCount: (await get(`/api/questions/${id}`)).json().answersCount,
  topResults: (await get(`/api/questions/${id}`)).json().topResults,
});

/** Everything a viewer could see of the reported response. */
async function whatIsSeen(cookie: string | undefined) {
  const likers = await get(`/api/responses/${target}/likes`, cookie);
  const comments = await get(`/api/responses/${target}/comments`, cookie);
  return {
    recent: (await ids('/api/responses/recent?limit=50', cookie)).includes(target),
    questionFeed: (await ids(`/api/questions/${questionId}/responses?limit=50`, cookie)).includes(target),
    authorProfile: (await ids(`/api/users/${author.user.username}/responses`, cookie)).includes(target),
    fansLikedTab: (await ids(`/api/users/${fan.user.username}/liked`, cookie)).includes(target),
    search: (await ids('/api/search?q=zorro&type=answers', cookie, 'answers')).includes(target),
    searchAll: (await ids('/api/search?q=quasar', cookie, 'answers')).includes(target),
    likers: likers.statusCode === 200 ? likers.json() : likers.statusCode,
    comments: comments.statusCode === 200 ? comments.json().comments.length : comments.statusCode,
  };
}

const viewers = () =>
  [
    ['a visitor', undefined],
    ['a member who liked and commented', fan.cookie],
    ['the reporter', reporter.cookie],
  ] as const;

const file = async () => {
  const res = await call(ctx, 'POST', `/api/responses/${target}/report`, reporter.cookie, { reason: 'fake' });
  expect(res.statusCode).toBe(201);
  return res.json().id as number;
};
const review = (id: number, status: 'approved' | 'rejected') =>
  call(ctx, 'PATCH', `/api/admin/reports/${id}`, admin.cookie, { status });

describe('rejecting a report', () => {
  it('changes nothing anyone sees, nor the results', async () => {
    const before = new Map<string, unknown>();
    for (const [who, cookie] of viewers()) before.set(who, await whatIsSeen(cookie));
    const resultsBefore = await results(questionId);
    expect(before.get('a visitor')).toMatchObject({
      recent: true,
      questionFeed: true,
      search: true,
      comments: 1,
    });

    expect((await review(await file(), 'rejected')).statusCode).toBe(200);

    for (const [who, cookie] of viewers()) expect(await whatIsSeen(cookie), who).toEqual(before.get(who));
    expect(await results(questionId)).toEqual(resultsBefore);
  });
});

describe('approving a report', () => {
  let resultsBefore: Awaited<ReturnType<typeof results>>;
  beforeAll(async () => {
    resultsBefore = await results(questionId);
    expect(resultsBefore).not.toEqual(await results(twinId));
    expect((await review(await file(), 'approved')).statusCode).toBe(200);
  });

  it.each(['a visitor', 'a member who liked and commented', 'the reporter'])(
    'hides the response from %s everywhere',
    async (who) => {
      const [, cookie] = viewers().find(([name]) => name === who)!;
      expect(await whatIsSeen(cookie)).toEqual({
        recent: false,
        questionFeed: false,
        authorProfile: false,
        fansLikedTab: false,
        search: false,
        searchAll: false,
        likers: 404,
        comments: 404,
      });
    },
  );

  it('takes it out of the results exactly: they equal those of the same question without it', async () => {
    expect(await results(questionId)).toEqual(await results(twinId));
    expect((await results(questionId)).results).not.toEqual(resultsBefore.results);
    expect(await countMismatches(ctx.db)).toEqual([]);
  });

  it('takes no new likes or comments, so it is the target of no new notification', async () => {
    const before = await ctx.db.select().from(notifications).where(eq(notifications.userId, author.user.id));
    const other = await createSignedInUser(ctx.db);
    expect(
      (await call(ctx, 'POST', `/api/responses/${target}/toggle-like`, other.cookie, { like: true }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call(ctx, 'POST', `/api/responses/${target}/comments`, other.cookie, { content: 'hi' }))
        .statusCode,
    ).toBe(404);
    const after = await ctx.db.select().from(notifications).where(eq(notifications.userId, author.user.id));
    expect(after).toEqual(before);
    // The reporter's notice of the outcome links the question, not the hidden response.
    const told = await ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, reporter.user.id), eq(notifications.type, 'other')));
    expect(told.map((n) => n.relatedUrl)).toEqual([`/question/${questionId}`, `/question/${questionId}`]);
  });

  it('still shows it to its author and to admins, marked hidden for admins', async () => {
    expect(await ids(`/api/users/${author.user.username}/responses`, author.cookie)).toContain(target);
    expect((await get(`/api/responses/${target}/likes`, author.cookie)).statusCode).toBe(200);
    expect((await get(`/api/responses/${target}/likes`, admin.cookie)).statusCode).toBe(200);
    const list = await get(`/api/admin/users/${author.user.id}/responses`, admin.cookie);
    expect(list.json().responses).toMatchObject([{ id: target, isHidden: true }]);
    const reports = await get('/api/admin/reports?status=approved', admin.cookie);
    expect(reports.json().reports).toMatchObject([
      { isHidden: true, response: { id: target, isHidden: true } },
    ]);
  });

  // Last: it undoes the hiding the tests above look at.
  it('moves the results back when the response is shown again', async () => {
    await unhideResponse(ctx.db, target);
    expect(await results(questionId)).toEqual(resultsBefore);
  });
});
