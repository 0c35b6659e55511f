import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { responses, type UserRow } from '../../db/schema/index.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createQuestion, createSignedInUser, createUser } from '../../test/factories.js';
import { call, createResponse, markHidden } from '../../test/social-kit.js';

let ctx: TestContext;
let author: { user: UserRow; cookie: string };
let member: { user: UserRow; cookie: string };
let other: { user: UserRow; cookie: string };
let admin: { user: UserRow; cookie: string };
let questionId: number;
let responseId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  author = await createSignedInUser(ctx.db);
  member = await createSignedInUser(ctx.db, { displayName: 'Commenting Member' });
  other = await createSignedInUser(ctx.db);
  admin = await createSignedInUser(ctx.db, { isAdmin: true });
  questionId = (await createQuestion(ctx.db)).id;
  responseId = await createResponse(ctx.db, author.user, questionId);
});
afterAll(() => ctx.close());

const post = (id: number, cookie: string | undefined, content: unknown) =>
  call(ctx, 'POST', `/api/responses/${id}/comments`, cookie, { content });
const commentsCount = async (id: number) =>
  (await ctx.db.select({ n: responses.commentsCount }).from(responses).where(eq(responses.id, id)))[0].n;

describe('POST /api/responses/:id/comments', () => {
  it('asks a visitor to sign in, before looking at the content', async () => {
    expect((await post(responseId, undefined, 'Nice list')).statusCode).toBe(401);
    expect((await post(responseId, undefined, '')).statusCode).toBe(401);
  });

  it('saves a trimmed comment, answers 201 with it and counts it', async () => {
    const res = await post(responseId, member.cookie, '  Great picks!  ');
    expect(res.statusCode, res.body).toBe(201);
    const comment = res.json();
    expect(comment).toMatchObject({
      content: 'Great picks!',
      user: { id: member.user.id, username: member.user.username, displayName: 'Commenting Member' },
    });
    expect(typeof comment.id).toBe('number');
    expect(new Date(comment.createdAt).toString()).not.toBe('Invalid Date');
    expect(await commentsCount(responseId)).toBe(1);
  });

  it('refuses an empty or blank comment with "Comment cannot be empty"', async () => {
    for (const content of ['', '   \n ', undefined]) {
      const res = await post(responseId, member.cookie, content);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'Comment cannot be empty' });
    }
  });

  it('takes 1,000 characters and refuses 1,001', async () => {
    expect((await post(responseId, other.cookie, 'x'.repeat(1000))).statusCode).toBe(201);
    const res = await post(responseId, other.cookie, 'x'.repeat(1001));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Comment must be at most 1000 characters' });
  });

  it("answers 404 for someone else's private or hidden response", async () => {
    const privateId = await createResponse(ctx.db, await createUser(ctx.db), questionId, { isPublic: false });
    const hiddenId = await createResponse(ctx.db, await createUser(ctx.db), questionId);
    await markHidden(ctx.db, hiddenId);
    for (const id of [privateId, hiddenId, 999_999]) {
      expect((await post(id, member.cookie, 'hello')).statusCode).toBe(404);
      expect((await post(id, admin.cookie, 'hello')).statusCode).toBe(404);
    }
  });
});

describe('GET /api/responses/:id/comments', () => {
  it('lists comments oldest first, to visitors too', async () => {
    const target = await createResponse(ctx.db, await createUser(ctx.db), questionId);
    for (const [cookie, content] of [
      [member.cookie, 'First!'],
      [other.cookie, 'Second'],
      [member.cookie, 'Third'],
    ]) {
      expect((await post(target, cookie, content)).statusCode).toBe(201);
    }
    const res = await call(ctx, 'GET', `/api/responses/${target}/comments`);
    expect(res.statusCode).toBe(200);
    const { comments } = res.json();
    expect(comments.map((c: { content: string }) => c.content)).toEqual(['First!', 'Second', 'Third']);
    expect(comments[0].user).toEqual({
      id: member.user.id,
      username: member.user.username,
      displayName: 'Commenting Member',
      profilePicture: null,
    });
  });

  it('shows the comments of a private response to its author only', async () => {
    const owner = await createSignedInUser(ctx.db);
    const privateId = await createResponse(ctx.db, owner.user, questionId, { isPublic: false });
    expect((await post(privateId, owner.cookie, 'note to self')).statusCode).toBe(201);
    expect(
      (await call(ctx, 'GET', `/api/responses/${privateId}/comments`, owner.cookie)).json().comments,
    ).toHaveLength(1);
    expect((await call(ctx, 'GET', `/api/responses/${privateId}/comments`, member.cookie)).statusCode).toBe(
      404,
    );
    expect((await call(ctx, 'GET', `/api/responses/${privateId}/comments`)).statusCode).toBe(404);
  });
});

describe('DELETE /api/comments/:id', () => {
  async function newComment(cookie: string) {
    const res = await post(responseId, cookie, 'to be deleted');
    expect(res.statusCode).toBe(201);
    return res.json().id as number;
  }

  it('asks a visitor to sign in', async () => {
    const id = await newComment(member.cookie);
    expect((await call(ctx, 'DELETE', `/api/comments/${id}`)).statusCode).toBe(401);
  });

  it("answers 400 'Invalid id' for a bad id, and a visitor 401 before that", async () => {
    expect((await call(ctx, 'DELETE', '/api/comments/abc')).statusCode).toBe(401);
    const res = await call(ctx, 'DELETE', '/api/comments/abc', member.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Invalid id' });
  });

  it("refuses another member's comment with 403 (the list's owner may remove it: comment-edits.test.ts)", async () => {
    const id = await newComment(member.cookie);
    const res = await call(ctx, 'DELETE', `/api/comments/${id}`, other.cookie);
    expect(res.statusCode).toBe(403);
  });

  it('lets the author delete their comment and counts it out', async () => {
    const id = await newComment(member.cookie);
    const before = await commentsCount(responseId);
    const res = await call(ctx, 'DELETE', `/api/comments/${id}`, member.cookie);
    expect(res.statusCode).toBe(200);
    expect(await commentsCount(responseId)).toBe(before - 1);
    expect((await call(ctx, 'DELETE', `/api/comments/${id}`, member.cookie)).statusCode).toBe(404);
  });

  it("lets an admin delete anyone's comment", async () => {
    const id = await newComment(other.cookie);
    const before = await commentsCount(responseId);
    expect((await call(ctx, 'DELETE', `/api/comments/${id}`, admin.cookie)).statusCode).toBe(200);
    expect(await commentsCount(responseId)).toBe(before - 1);
  });

  it('keeps the count equal to the rows', async () => {
    const page = (await call(ctx, 'GET', `/api/responses/${responseId}/comments?limit=50`)).json();
    expect(page.pagination.nextCursor).toBeNull();
    expect(await commentsCount(responseId)).toBe(page.comments.length);
    expect(page.pagination.total).toBe(page.comments.length);
  });
});
