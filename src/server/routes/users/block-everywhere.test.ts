/**
 * A block hides each member of the pair from the other beyond feeds and comments (decision 085): their
 * notifications, the likers list, member and list search, and compare. Read through the shared read cache,
 * filled before the block, so the block must apply after the kept answer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comments, notifications, type UserRow } from '../../db/schema/index.js';
import { publish } from '../../events/publish.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createQuestion, createSignedInUser } from '../../test/factories.js';
import { call, createResponse } from '../../test/social-kit.js';

let ctx: TestContext;
type Member = { user: UserRow; cookie: string };

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

let n = 0;
const member = (name = `Member ${++n}`) =>
  createSignedInUser(ctx.db, {
    displayName: name,
    username: `${name.toLowerCase().replace(/\W/g, '')}${++n}`,
  });
const block = (by: Member, whom: Member) =>
  call(ctx, 'POST', `/api/users/${whom.user.username}/block`, by.cookie).then((res) => {
    expect(res.statusCode, res.body).toBe(200);
  });
const unblock = (by: Member, whom: Member) =>
  call(ctx, 'DELETE', `/api/users/${whom.user.username}/block`, by.cookie).then((res) => {
    expect(res.statusCode, res.body).toBe(200);
  });

type NotificationsPage = {
  notifications: { relatedUser: { id: number } | null }[];
  unreadCount: number;
};
const notificationsOf = async (viewer: Member) => {
  const res = await call(ctx, 'GET', '/api/notifications?page=1&limit=20', viewer.cookie);
  expect(res.statusCode).toBe(200);
  return res.json<NotificationsPage>();
};
const namedIn = (page: NotificationsPage) => page.notifications.map((x) => x.relatedUser?.id ?? null);

describe('notifications between a blocked pair', () => {
  it('never shows or counts one that a like racing the block left behind, and shows it again once unblocked', async () => {
    const [ann, bob, cat] = [await member(), await member(), await member()];
    await call(ctx, 'POST', `/api/users/${ann.user.username}/follow`, cat.cookie);
    // Read (and kept) before the block.
    expect(namedIn(await notificationsOf(ann))).toEqual([cat.user.id]);
    await block(ann, bob);
    // What a like committing in the very instant of the block leaves: a notification from bob, after it.
    await ctx.db.insert(notifications).values({
      userId: ann.user.id,
      type: 'like',
      title: 'New like',
      message: `${bob.user.displayName} liked your Top 5`,
      relatedUserId: bob.user.id,
      relatedUrl: '/question/1#response-1',
    });
    const page = await notificationsOf(ann);
    expect(namedIn(page)).toEqual([cat.user.id]);
    expect(page.unreadCount).toBe(1);
    const bell = await call(ctx, 'GET', '/api/notifications?page=1&limit=1', ann.cookie);
    expect(bell.json<NotificationsPage>().unreadCount).toBe(1);

    await unblock(ann, bob);
    expect(namedIn(await notificationsOf(ann))).toEqual([bob.user.id, cat.user.id]);
  });

  it('writes none for a follow, like or comment event between a blocked pair, either way', async () => {
    const [ann, bob] = [await member(), await member()];
    const question = await createQuestion(ctx.db);
    const annsList = await createResponse(ctx.db, ann.user, question.id);
    const bobsList = await createResponse(ctx.db, bob.user, question.id);
    await block(ann, bob);
    // The events as they would be published by an action that passed its block check just before the block.
    await ctx.db.transaction(async (tx) => {
      await publish(tx, { type: 'user.followed', followerId: bob.user.id, followeeId: ann.user.id });
      await publish(tx, { type: 'user.followed', followerId: ann.user.id, followeeId: bob.user.id });
    });
    // A comment row written without the service (which would refuse it), to publish its event.
    const [comment] = await ctx.db
      .insert(comments)
      .values({ responseId: annsList, userId: bob.user.id, content: 'Racing the block' })
      .returning({ id: comments.id });
    await ctx.db.transaction((tx) =>
      publish(tx, {
        type: 'response.commented',
        commentId: comment.id,
        actorId: bob.user.id,
        responseId: annsList,
      }),
    );
    const stored = await ctx.db.select().from(notifications);
    const between = stored.filter(
      (row) =>
        (row.userId === ann.user.id && row.relatedUserId === bob.user.id) ||
        (row.userId === bob.user.id && row.relatedUserId === ann.user.id),
    );
    expect(between).toEqual([]);
    // Others are still told as before.
    const cat = await member();
    await call(ctx, 'POST', `/api/users/${bob.user.username}/follow`, cat.cookie);
    await call(ctx, 'POST', `/api/responses/${bobsList}/toggle-like`, cat.cookie, { like: true });
    expect(namedIn(await notificationsOf(bob))).toEqual([cat.user.id, cat.user.id]);
  });
});

describe('the likers of a list', () => {
  it('leave out a member blocked either way, the kept first page and the next by cursor topped up', async () => {
    const [ann, bob, author] = [await member(), await member(), await member()];
    const question = await createQuestion(ctx.db);
    const list = await createResponse(ctx.db, author.user, question.id);
    const others: Member[] = [];
    for (let i = 0; i < 11; i++) others.push(await member());
    // Newest first: bob's like sits on the first page; eleven others make two pages.
    for (const liker of [...others.slice(0, 6), bob, ...others.slice(6)]) {
      const res = await call(ctx, 'POST', `/api/responses/${list}/toggle-like`, liker.cookie, { like: true });
      expect(res.statusCode, res.body).toBe(200);
    }
    type Likers = { likers: { id: number }[]; total: number; nextCursor: string | null };
    const likersAs = async (viewer?: Member) => {
      const ids: number[] = [];
      const first = await call(ctx, 'GET', `/api/responses/${list}/likes`, viewer?.cookie);
      expect(first.statusCode).toBe(200);
      let page = first.json<Likers>();
      const sizes = [page.likers.length];
      ids.push(...page.likers.map((l) => l.id));
      while (page.nextCursor) {
        const next = await call(
          ctx,
          'GET',
          `/api/responses/${list}/likes?cursor=${page.nextCursor}`,
          viewer?.cookie,
        );
        page = next.json<Likers>();
        sizes.push(page.likers.length);
        ids.push(...page.likers.map((l) => l.id));
      }
      return { ids, sizes, total: first.json<Likers>().total };
    };
    // Kept before the block.
    expect((await likersAs(ann)).ids).toContain(bob.user.id);
    await block(ann, bob);

    const seenByAnn = await likersAs(ann);
    expect(seenByAnn.ids).not.toContain(bob.user.id);
    expect(new Set(seenByAnn.ids)).toEqual(new Set(others.map((o) => o.user.id)));
    expect(seenByAnn.sizes[0]).toBe(10);
    expect(seenByAnn.total).toBe(12);
    // The blocked member no longer sees the blocker among likers either.
    await call(ctx, 'POST', `/api/responses/${list}/toggle-like`, ann.cookie, { like: false });
    const other = await createQuestion(ctx.db);
    const catsList = await createResponse(ctx.db, others[0].user, other.id);
    await call(ctx, 'POST', `/api/responses/${catsList}/toggle-like`, ann.cookie, { like: true });
    const onCats = await call(ctx, 'GET', `/api/responses/${catsList}/likes`, bob.cookie);
    expect(onCats.json<Likers>().likers).toEqual([]);
    expect(
      (await call(ctx, 'GET', `/api/responses/${catsList}/likes`)).json<Likers>().likers.map((l) => l.id),
    ).toEqual([ann.user.id]);
    // Everyone else still sees everyone.
    expect((await likersAs()).ids).toContain(bob.user.id);
    expect((await likersAs(others[0])).ids).toContain(bob.user.id);
  });
});

describe('search', () => {
  it('leaves a member blocked either way, and their lists, out of the results', async () => {
    const tag = `Quokka${Date.now().toString(36)}`;
    const [ann, bob, cat] = [
      await member(`${tag} Ann`),
      await member(`${tag} Bob`),
      await member(`${tag} Cat`),
    ];
    const question = await createQuestion(ctx.db);
    const answer = `${tag} Film`;
    await createResponse(ctx.db, bob.user, question.id, { answers: [answer, 'B2', 'B3', 'B4', 'B5'] });
    await createResponse(ctx.db, cat.user, question.id, { answers: [answer, 'C2', 'C3', 'C4', 'C5'] });
    type Found = { users: { id: number }[]; answers: { user: { id: number } }[] };
    const find = async (viewer?: Member) => {
      const res = await call(ctx, 'GET', `/api/search?q=${encodeURIComponent(tag)}`, viewer?.cookie);
      expect(res.statusCode).toBe(200);
      const body = res.json<Found>();
      return { users: body.users.map((u) => u.id), authors: body.answers.map((a) => a.user.id) };
    };
    // Kept before the block: everyone finds all three members and both lists.
    const before = await find(ann);
    expect(before.users).toEqual(expect.arrayContaining([ann.user.id, bob.user.id, cat.user.id]));
    expect(before.authors).toEqual(expect.arrayContaining([bob.user.id, cat.user.id]));
    await block(ann, bob);

    const annFinds = await find(ann);
    expect(annFinds.users).not.toContain(bob.user.id);
    expect(annFinds.users).toContain(cat.user.id);
    expect(annFinds.authors).not.toContain(bob.user.id);
    expect(annFinds.authors).toContain(cat.user.id);
    expect((await find(bob)).users).not.toContain(ann.user.id);
    expect((await find()).users).toEqual(expect.arrayContaining([ann.user.id, bob.user.id]));
    expect((await find(cat)).authors).toContain(bob.user.id);

    await unblock(ann, bob);
    expect((await find(ann)).users).toContain(bob.user.id);
  });
});

describe('compare', () => {
  it('is refused between a blocked pair either way, even when kept before the block', async () => {
    const [ann, bob, cat] = [await member(), await member(), await member()];
    const question = await createQuestion(ctx.db);
    for (const m of [ann, bob, cat]) await createResponse(ctx.db, m.user, question.id);
    const compare = (viewer: Member, them: Member) =>
      call(ctx, 'GET', `/api/users/${them.user.username}/compare`, viewer.cookie);
    expect((await compare(ann, bob)).statusCode).toBe(200);
    expect((await compare(bob, ann)).statusCode).toBe(200);
    await block(ann, bob);

    const byBlocker = await compare(ann, bob);
    expect(byBlocker.statusCode).toBe(403);
    expect(byBlocker.json()).toEqual({ error: 'Unblock this member first' });
    const byBlocked = await compare(bob, ann);
    expect(byBlocked.statusCode).toBe(403);
    expect(byBlocked.json()).toEqual({ error: 'This action is not allowed' });
    expect((await compare(cat, bob)).statusCode).toBe(200);
    expect((await compare(ann, cat)).statusCode).toBe(200);
    // An unknown member is still 404 for a member who blocked someone.
    expect((await call(ctx, 'GET', '/api/users/nobody-such-member/compare', ann.cookie)).statusCode).toBe(
      404,
    );

    await unblock(ann, bob);
    expect((await compare(ann, bob)).statusCode).toBe(200);
    expect((await compare(bob, ann)).statusCode).toBe(200);
  });
});
