import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Comment, CommentPage } from '../../../shared/api/social.js';
import type { UserRow } from '../../db/schema/index.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createQuestion, createSignedInUser } from '../../test/factories.js';
import { call, createResponse } from '../../test/social-kit.js';

let ctx: TestContext;
let owner: { user: UserRow; cookie: string };
let writer: { user: UserRow; cookie: string };
let stranger: { user: UserRow; cookie: string };
let responseId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  [owner, writer, stranger] = await Promise.all([
    createSignedInUser(ctx.db),
    createSignedInUser(ctx.db),
    createSignedInUser(ctx.db),
  ]);
  responseId = await createResponse(ctx.db, owner.user, (await createQuestion(ctx.db)).id);
});
afterAll(() => ctx.close());

const post = async (content: string) =>
  (
    await call(ctx, 'POST', `/api/responses/${responseId}/comments`, writer.cookie, { content })
  ).json<Comment>();
const list = async () =>
  (await call(ctx, 'GET', `/api/responses/${responseId}/comments`)).json<CommentPage>().comments;

describe('PATCH /api/comments/:id', () => {
  it('changes the author’s own comment, marks it edited, and visitors see the new text', async () => {
    const comment = await post('First tkae');
    expect(comment.editedAt).toBeNull();
    // The first page as visitors see it is kept: read it once so a stale copy would show.
    expect((await list()).find((c) => c.id === comment.id)?.content).toBe('First tkae');

    const res = await call(ctx, 'PATCH', `/api/comments/${comment.id}`, writer.cookie, {
      content: '  First take  ',
    });
    expect(res.statusCode, res.body).toBe(200);
    const edited = res.json<Comment>();
    expect(edited.content).toBe('First take');
    expect(edited.editedAt).not.toBeNull();
    const shown = (await list()).find((c) => c.id === comment.id);
    expect(shown?.content).toBe('First take');
    expect(shown?.editedAt).toBe(edited.editedAt);
  });

  it('refuses someone else’s comment with 403, even the list owner’s edit', async () => {
    const comment = await post('Mine to change');
    for (const other of [owner, stranger]) {
      const res = await call(ctx, 'PATCH', `/api/comments/${comment.id}`, other.cookie, {
        content: 'Hijacked',
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: 'You can only edit your own comments' });
    }
    expect((await list()).find((c) => c.id === comment.id)?.content).toBe('Mine to change');
  });

  it('refuses an empty text with the rule’s message, a visitor with 401, a missing comment with 404', async () => {
    const comment = await post('Keep me');
    const empty = await call(ctx, 'PATCH', `/api/comments/${comment.id}`, writer.cookie, { content: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ error: 'Comment cannot be empty' });
    expect(
      (await call(ctx, 'PATCH', `/api/comments/${comment.id}`, undefined, { content: 'x' })).statusCode,
    ).toBe(401);
    expect(
      (await call(ctx, 'PATCH', '/api/comments/999999', writer.cookie, { content: 'x' })).statusCode,
    ).toBe(404);
  });
});

describe('DELETE /api/comments/:id by the list’s owner', () => {
  it('lets the owner of the list remove a comment on it, but not a stranger', async () => {
    const comment = await post('Off-topic');
    const refused = await call(ctx, 'DELETE', `/api/comments/${comment.id}`, stranger.cookie);
    expect(refused.statusCode).toBe(403);
    const res = await call(ctx, 'DELETE', `/api/comments/${comment.id}`, owner.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect((await list()).map((c) => c.id)).not.toContain(comment.id);
  });
});
