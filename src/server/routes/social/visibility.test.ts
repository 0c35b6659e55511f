/** A private or hidden Top 5 never reaches another member: not in a feed, a profile, search or a likes list. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../db/schema/index.js';
import { reviewReport } from '../../services/reports/review-report.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createQuestion, createSignedInUser } from '../../test/factories.js';
import { call, createResponse } from '../../test/social-kit.js';

let ctx: TestContext;
let author: { user: UserRow; cookie: string };
let member: { user: UserRow; cookie: string };
let admin: { user: UserRow; cookie: string };
const ids = { public: 0, private: 0, hidden: 0 };
const questionIds: number[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  author = await createSignedInUser(ctx.db);
  member = await createSignedInUser(ctx.db);
  admin = await createSignedInUser(ctx.db, { isAdmin: true });
  for (let i = 0; i < 3; i++) questionIds.push((await createQuestion(ctx.db)).id);
  ids.public = await createResponse(ctx.db, author.user, questionIds[0], {
    answers: ['Quasar', 'Pulsar', 'Nebula', 'Comet', 'Meteor'],
  });
  ids.private = await createResponse(ctx.db, author.user, questionIds[1], {
    answers: ['Quasar', 'Zebrafish', 'Axolotl', 'Okapi', 'Tapir'],
    isPublic: false,
  });
  ids.hidden = await createResponse(ctx.db, author.user, questionIds[2], {
    answers: ['Quasar', 'Gargoyle', 'Griffin', 'Basilisk', 'Wyvern'],
  });
  // The author likes all three of their own, so each would show in the author's Liked tab.
  for (const id of Object.values(ids)) {
    await call(ctx, 'POST', `/api/responses/${id}/toggle-like`, author.cookie, { like: true });
  }
  // Hidden the real way: a member reports it and an admin approves the report.
  const filed = await call(ctx, 'POST', `/api/responses/${ids.hidden}/report`, member.cookie, {
    reason: 'spam',
  });
  await reviewReport(ctx.db, filed.json().id, admin.user, 'approved');
});
afterAll(() => ctx.close());

const idsOf = async (url: string, cookie?: string, key = 'responses') => {
  const res = await call(ctx, 'GET', url, cookie);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return (res.json()[key] as { id: number }[]).map((r) => r.id).sort();
};

describe.each([
  ['a visitor', () => undefined],
  ['another member', () => member.cookie],
  ['an admin', () => admin.cookie],
])('what %s sees', (_who, cookie) => {
  it('the recent feed and the question feeds show the public response only', async () => {
    expect(await idsOf('/api/responses/recent?limit=50', cookie())).toEqual([ids.public]);
    expect(await idsOf(`/api/questions/${questionIds[0]}/responses`, cookie())).toEqual([ids.public]);
    expect(await idsOf(`/api/questions/${questionIds[1]}/responses`, cookie())).toEqual([]);
    expect(await idsOf(`/api/questions/${questionIds[2]}/responses`, cookie())).toEqual([]);
  });

  it("the author's Answers and Liked tabs show the public response only", async () => {
    expect(await idsOf(`/api/users/${author.user.username}/responses`, cookie())).toEqual([ids.public]);
    expect(await idsOf(`/api/users/${author.user.username}/liked`, cookie())).toEqual([ids.public]);
  });

  it('search finds the public response only', async () => {
    expect(await idsOf('/api/search?q=quasar&type=answers', cookie(), 'answers')).toEqual([ids.public]);
    for (const word of ['axolotl', 'griffin']) {
      expect(await idsOf(`/api/search?q=${word}`, cookie(), 'answers')).toEqual([]);
    }
  });

  it('the private response has no likers or comments to show', async () => {
    expect((await call(ctx, 'GET', `/api/responses/${ids.private}/likes`, cookie())).statusCode).toBe(404);
    expect((await call(ctx, 'GET', `/api/responses/${ids.private}/comments`, cookie())).statusCode).toBe(404);
  });
});

describe('the author', () => {
  it('sees all three on their own profile, and their likers', async () => {
    const own = await idsOf(`/api/users/${author.user.username}/responses`, author.cookie);
    expect(own).toEqual(Object.values(ids).sort());
    for (const id of Object.values(ids)) {
      const res = await call(ctx, 'GET', `/api/responses/${id}/likes`, author.cookie);
      expect(res.json().total).toBe(1);
    }
  });
});

describe('the hidden response', () => {
  it('is shown to no member but the author, and to admins by id for their review', async () => {
    expect((await call(ctx, 'GET', `/api/responses/${ids.hidden}/likes`)).statusCode).toBe(404);
    expect((await call(ctx, 'GET', `/api/responses/${ids.hidden}/likes`, member.cookie)).statusCode).toBe(
      404,
    );
    expect((await call(ctx, 'GET', `/api/responses/${ids.hidden}/likes`, admin.cookie)).statusCode).toBe(200);
  });
});
