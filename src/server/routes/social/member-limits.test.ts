import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../db/schema/index.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createQuestion, createSignedInUser } from '../../test/factories.js';
import { call, createResponse } from '../../test/social-kit.js';

let ctx: TestContext;
let author: { user: UserRow; cookie: string };
let member: { user: UserRow; cookie: string };
let other: { user: UserRow; cookie: string };
let responseId: number;

beforeAll(async () => {
  ctx = await createTestContext({ RATE_LIMIT_ACTIONS_PER_HOUR: 2 });
  author = await createSignedInUser(ctx.db);
  member = await createSignedInUser(ctx.db);
  other = await createSignedInUser(ctx.db);
  responseId = await createResponse(ctx.db, author.user, (await createQuestion(ctx.db)).id);
});
afterAll(() => ctx.close());

const comment = (cookie: string) =>
  call(ctx, 'POST', `/api/responses/${responseId}/comments`, cookie, { content: 'Nice list' });

describe("a member's hourly budget of actions (RATE_LIMIT_ACTIONS_PER_HOUR)", () => {
  it('refuses the comment past the budget with 429 and Retry-After, and counts each member apart', async () => {
    expect((await comment(member.cookie)).statusCode).toBe(201);
    expect((await comment(member.cookie)).statusCode).toBe(201);
    const refused = await comment(member.cookie);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: 'Too many requests. Please try again later.' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await comment(other.cookie)).statusCode).toBe(201);
  });

  it('gives likes five times the budget', async () => {
    for (let i = 0; i < 10; i++) {
      const res = await call(ctx, 'POST', `/api/responses/${responseId}/toggle-like`, other.cookie, {
        like: i % 2 === 0,
      });
      expect(res.statusCode).toBe(200);
    }
    const refused = await call(ctx, 'POST', `/api/responses/${responseId}/toggle-like`, other.cookie, {
      like: true,
    });
    expect(refused.statusCode).toBe(429);
  });
});
