/** What blocks and mutes take out of a viewer's feeds and comments, read through the shared read cache. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../db/schema/index.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createQuestion, createSignedInUser } from '../../test/factories.js';
import { call, createResponse } from '../../test/social-kit.js';

let ctx: TestContext;
type Member = { user: UserRow; cookie: string };
type Page = { responses: { id: number; user: { id: number } }[]; pagination: { nextCursor: string | null } };

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const member = () => createSignedInUser(ctx.db);
const act = (method: 'POST' | 'DELETE', what: 'block' | 'mute', by: Member, whom: Member) =>
  call(ctx, method, `/api/users/${whom.user.username}/${what}`, by.cookie);

/** Every response id of a feed, page after page by cursor as the app reads it, and each page's length. */
async function walk(url: string, viewer?: Member, limit = 3) {
  const ids: number[] = [];
  const sizes: number[] = [];
  let cursor: string | null = null;
  for (let page = 1; page < 50; page++) {
    const query: string = `page=${page}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`;
    const res = await call(ctx, 'GET', `${url}?${query}`, viewer?.cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json() as Page;
    ids.push(...body.responses.map((r) => r.id));
    sizes.push(body.responses.length);
    cursor = body.pagination.nextCursor;
    if (!cursor) break;
  }
  return { ids, sizes };
}

describe('feeds of a member who blocked or was blocked', () => {
  let ann: Member;
  let bob: Member;
  let cat: Member;
  let url: string;
  const lists = new Map<number, number>();

  beforeAll(async () => {
    [ann, bob, cat] = [await member(), await member(), await member()];
    // Seven questions answered by cat, bob, cat, bob...: bob's lists sit on every page.
    for (let i = 0; i < 7; i++) {
      const question = await createQuestion(ctx.db);
      const author = i % 2 === 0 ? cat : bob;
      lists.set(await createResponse(ctx.db, author.user, question.id), author.user.id);
    }
    url = '/api/responses/recent';
  });

  const bobsIn = (ids: number[]) => ids.filter((id) => lists.get(id) === bob.user.id);

  it("takes the blocked member's lists out of the blocker's recent feed, pages kept full, nothing skipped", async () => {
    const before = await walk(url, ann);
    expect(bobsIn(before.ids).length).toBe(3);
    await act('POST', 'block', ann, bob);
    const after = await walk(url, ann);
    expect(after.ids).toEqual(before.ids.filter((id) => lists.get(id) !== bob.user.id));
    // Every page but the last is full.
    expect(after.sizes.slice(0, -1).every((size) => size === 3)).toBe(true);
  });

  it("takes the blocker's lists out of the blocked member's feed too, and leaves others' feeds alone", async () => {
    const question = await createQuestion(ctx.db);
    const annList = await createResponse(ctx.db, ann.user, question.id);
    // Lists an answer moves follow it within a second (decision 088).
    await expect.poll(async () => (await walk(url, cat)).ids, { timeout: 3000 }).toContain(annList);
    expect((await walk(url, bob)).ids).not.toContain(annList);
    expect((await walk(url)).ids).toContain(annList);
    expect(bobsIn((await walk(url, cat)).ids).length).toBe(3);
  });

  it('filters the question feed and the Liked tab the same way', async () => {
    const question = await createQuestion(ctx.db);
    const bobList = await createResponse(ctx.db, bob.user, question.id);
    const catList = await createResponse(ctx.db, cat.user, question.id);
    expect((await walk(`/api/questions/${question.id}/responses`, ann)).ids).toEqual([catList]);
    expect((await walk(`/api/questions/${question.id}/responses`, cat)).ids).toEqual([catList, bobList]);
    // Cat likes Bob's list and Dan's (a member likes others' lists only).
    const dan = await member();
    const danList = await createResponse(ctx.db, dan.user, question.id);
    for (const id of [bobList, danList]) {
      const liked = await call(ctx, 'POST', `/api/responses/${id}/toggle-like`, cat.cookie, { like: true });
      expect(liked.statusCode).toBe(200);
    }
    expect((await walk(`/api/users/${cat.user.username}/liked`, ann)).ids).toEqual([danList]);
    expect((await walk(`/api/users/${cat.user.username}/liked`)).ids).toEqual([danList, bobList]);
  });

  it("shows the lists again once unblocked (the viewer's kept hidden list is dropped)", async () => {
    await act('DELETE', 'block', ann, bob);
    expect(bobsIn((await walk(url, ann)).ids).length).toBeGreaterThanOrEqual(3);
  });
});

describe('mutes', () => {
  it("take the muted member's lists out of the muter's feeds only, not their comments", async () => {
    const [ann, bob] = [await member(), await member()];
    const question = await createQuestion(ctx.db);
    const bobList = await createResponse(ctx.db, bob.user, question.id);
    const annList = await createResponse(ctx.db, ann.user, question.id);
    await call(ctx, 'POST', `/api/responses/${annList}/comments`, bob.cookie, { content: 'Nice list' });
    const feed = `/api/questions/${question.id}/responses`;
    expect((await walk(feed, ann)).ids).toEqual([annList, bobList]);

    expect((await act('POST', 'mute', ann, bob)).json()).toEqual({ isMuted: true });
    expect((await walk(feed, ann)).ids).toEqual([annList]);
    expect((await walk(feed, bob)).ids).toEqual([annList, bobList]);
    const comments = await call(ctx, 'GET', `/api/responses/${annList}/comments`, ann.cookie);
    expect(comments.json().comments.map((c: { content: string }) => c.content)).toEqual(['Nice list']);
    // A muted member may still follow and like.
    expect((await call(ctx, 'POST', `/api/users/${ann.user.username}/follow`, bob.cookie)).statusCode).toBe(
      200,
    );
    const mine = (await call(ctx, 'GET', '/api/users/me/blocks', ann.cookie)).json();
    expect(mine.muted.map((m: { username: string }) => m.username)).toEqual([bob.user.username]);

    expect((await act('DELETE', 'mute', ann, bob)).json()).toEqual({ isMuted: false });
    expect((await walk(feed, ann)).ids).toEqual([annList, bobList]);
  });
});

describe('comments between a blocked pair', () => {
  it("are hidden both ways on anyone's list, the first page topped up, and shown to others", async () => {
    const [ann, bob, cat] = [await member(), await member(), await member()];
    const question = await createQuestion(ctx.db);
    const catList = await createResponse(ctx.db, cat.user, question.id);
    const say = (who: Member, content: string) =>
      call(ctx, 'POST', `/api/responses/${catList}/comments`, who.cookie, { content });
    for (const [who, content] of [
      [bob, 'b1'],
      [ann, 'a1'],
      [bob, 'b2'],
      [cat, 'c1'],
      [bob, 'b3'],
      [cat, 'c2'],
    ] as const) {
      expect((await say(who, content)).statusCode).toBe(201);
    }
    const read = async (viewer?: Member) => {
      const texts: string[] = [];
      const sizes: number[] = [];
      let cursor: string | null = null;
      for (let page = 1; page < 10; page++) {
        const query: string = `page=${page}&limit=2${cursor ? `&cursor=${cursor}` : ''}`;
        const body = (
          await call(ctx, 'GET', `/api/responses/${catList}/comments?${query}`, viewer?.cookie)
        ).json();
        texts.push(...body.comments.map((c: { content: string }) => c.content));
        sizes.push(body.comments.length);
        cursor = body.pagination.nextCursor;
        if (!cursor) break;
      }
      return { texts, sizes };
    };
    expect((await read(ann)).texts).toEqual(['b1', 'a1', 'b2', 'c1', 'b3', 'c2']);
    await act('POST', 'block', bob, ann);
    const asAnn = await read(ann);
    expect(asAnn.texts).toEqual(['a1', 'c1', 'c2']);
    expect(asAnn.sizes[0]).toBe(2);
    expect((await read(bob)).texts).toEqual(['b1', 'b2', 'c1', 'b3', 'c2']);
    expect((await read(cat)).texts).toEqual(['b1', 'a1', 'b2', 'c1', 'b3', 'c2']);
    expect((await read()).texts).toEqual(['b1', 'a1', 'b2', 'c1', 'b3', 'c2']);
  });
});
