/**
 * The reads kept by decision 035: first feed pages, profiles, the Answers tab, follow lists, likers and the
 * follow status. Each is answered from memory when nothing changed, and shows every write that changes it
 * on the next read: a new or edited or deleted answer, a like, a comment, a follow, a profile edit. A
 * signed-in viewer's copy still says which responses they like and whether they follow.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../test/context.js';
import { createQuestion, createSignedInUser } from '../test/factories.js';
import { MOVED_LISTS_INTERVAL_MS } from './moved-lists.js';
import { QUESTIONS_TOPIC, questionTopic, RESPONSES_TOPIC, responseTopic, userTopic } from './topics.js';

let ctx: TestContext;
type Member = Awaited<ReturnType<typeof createSignedInUser>>;
let author: Member;
let reader: Member;
let admin: Member;

beforeAll(async () => {
  ctx = await createTestContext();
  author = await createSignedInUser(ctx.db);
  reader = await createSignedInUser(ctx.db);
  admin = await createSignedInUser(ctx.db, { isAdmin: true });
  await vi.waitFor(() => expect(ctx.app.readCache.connected).toBe(true), { timeout: 5000 });
});
afterAll(() => ctx.close());

const get = (url: string, cookie?: string) =>
  ctx.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const send = (method: 'POST' | 'PATCH' | 'DELETE', url: string, cookie: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
const answer = (questionId: number, who: Member, first: string) =>
  send('POST', `/api/questions/${questionId}/answer`, who.cookie, {
    answers: [first, 'Heat', 'Fargo', 'Se7en', 'Ran'],
    isPublic: true,
  });
const like = (responseId: number, who: Member, on = true) =>
  send('POST', `/api/responses/${responseId}/toggle-like`, who.cookie, { like: on });

/** Reads `url` until a repeated read is answered from memory (a fresh write's notification may drop one). */
async function expectKept(url: string, cookie?: string) {
  await vi.waitFor(async () => {
    expect((await get(url, cookie)).statusCode).toBe(200);
    const hits = ctx.app.readCache.stats.hits;
    expect((await get(url, cookie)).statusCode).toBe(200);
    expect(ctx.app.readCache.stats.hits).toBeGreaterThan(hits);
  });
}

async function answered(questionId: number, who: Member, first: string): Promise<number> {
  const saved = await answer(questionId, who, first);
  expect(saved.statusCode, saved.body).toBe(200);
  return saved.json().responseId as number;
}

describe('feeds from the read cache', () => {
  it("a question's first page shows a new answer, an edit, likes, comments, a new name and a deletion", async () => {
    const { id } = await createQuestion(ctx.db);
    const feed = `/api/questions/${id}/responses?page=1`;
    await expectKept(feed);
    expect((await get(feed)).json().responses).toEqual([]);

    const responseId = await answered(id, author, 'Alien');
    const first = (await get(feed)).json();
    expect(first.responses.map((r: { id: number }) => r.id)).toEqual([responseId]);
    expect(first.pagination.total).toBe(1);
    await expectKept(feed);

    expect((await answer(id, author, 'Brazil')).statusCode).toBe(200);
    expect((await get(feed)).json().responses[0]).toMatchObject({
      answers: expect.arrayContaining(['Brazil']),
      version: 2,
    });

    await expectKept(feed);
    expect((await like(responseId, reader)).statusCode).toBe(200);
    expect((await get(feed)).json().responses[0]).toMatchObject({ likesCount: 1, isLiked: false });
    // The liker's own copy says so; another member's does not.
    expect((await get(feed, reader.cookie)).json().responses[0]).toMatchObject({
      likesCount: 1,
      isLiked: true,
    });
    expect((await get(feed, admin.cookie)).json().responses[0].isLiked).toBe(false);

    await expectKept(feed);
    const comment = await send('POST', `/api/responses/${responseId}/comments`, reader.cookie, {
      content: 'Great list',
    });
    expect(comment.statusCode).toBe(201);
    expect((await get(feed)).json().responses[0].commentsCount).toBe(1);
    await expectKept(feed);
    expect((await send('DELETE', `/api/comments/${comment.json().id}`, reader.cookie)).statusCode).toBe(200);
    expect((await get(feed)).json().responses[0].commentsCount).toBe(0);

    await expectKept(feed);
    const renamed = await send('PATCH', '/api/users/profile', author.cookie, {
      displayName: 'Renamed Author',
    });
    expect(renamed.statusCode).toBe(200);
    expect((await get(feed)).json().responses[0].user.displayName).toBe('Renamed Author');

    await expectKept(feed);
    expect((await like(responseId, reader, false)).statusCode).toBe(200);
    expect((await get(feed, reader.cookie)).json().responses[0]).toMatchObject({
      likesCount: 0,
      isLiked: false,
    });

    await expectKept(feed);
    expect((await send('DELETE', `/api/admin/responses/${responseId}`, admin.cookie)).statusCode).toBe(200);
    expect((await get(feed)).json()).toMatchObject({ responses: [], pagination: { total: 0 } });
  });

  it('the recent feed shows a new answer within a second, with the viewer’s likes at once', async () => {
    const { id } = await createQuestion(ctx.db);
    await expectKept('/api/responses/recent?page=1');
    const responseId = await answered(id, reader, 'Dune');
    // The lists an answer moves are dropped at most once a second (decision 088).
    await vi.waitFor(
      async () => {
        const recent = (await get('/api/responses/recent?page=1')).json();
        expect(recent.responses[0]).toMatchObject({ id: responseId, likesCount: 0 });
      },
      { timeout: 3000, interval: 50 },
    );

    await expectKept('/api/responses/recent?page=1', author.cookie);
    expect((await like(responseId, author)).statusCode).toBe(200);
    const mine = (await get('/api/responses/recent?page=1', author.cookie)).json();
    expect(mine.responses[0]).toMatchObject({ id: responseId, likesCount: 1, isLiked: true });
    expect((await get('/api/responses/recent?page=1')).json().responses[0].isLiked).toBe(false);
  });

  it("the recent feed shows a question's new title at once (decision 160)", async () => {
    const { id } = await createQuestion(ctx.db, { title: 'Top 5 titles before' });
    const responseId = await answered(id, reader, 'Jaws');
    // The lists an answer moves are dropped at most once a second (decision 088).
    await vi.waitFor(
      async () => {
        const recent = (await get('/api/responses/recent?page=1')).json();
        expect(recent.responses[0]).toMatchObject({ id: responseId });
      },
      { timeout: 3000, interval: 50 },
    );
    await expectKept('/api/responses/recent?page=1');
    // Its own topic drops the page when the title's row is committed (the admin's edit, or any other path).
    await ctx.db.execute(sql`update questions set title = 'Top 5 titles after' where id = ${id}`);
    await ctx.app.invalidations.sync();
    const recent = (await get('/api/responses/recent?page=1')).json();
    expect(recent.responses[0]).toMatchObject({ id: responseId, question: { title: 'Top 5 titles after' } });
  });
});

describe('deeper feed pages by number', () => {
  it('are kept apart, and show a new answer that moves them, a like and the viewer’s own like at once', async () => {
    const { id } = await createQuestion(ctx.db);
    const oldest = await answered(id, author, 'Dune');
    await answered(id, reader, 'Vertigo');
    const second = `/api/questions/${id}/responses?page=2&limit=1`;
    const deep = () => get(second, reader.cookie).then((r) => r.json());
    await vi.waitFor(async () => {
      await deep();
      const hits = ctx.app.pageCache.stats.hits;
      await deep();
      expect(ctx.app.pageCache.stats.hits).toBeGreaterThan(hits);
    });
    expect((await deep()).responses.map((r: { id: number }) => r.id)).toEqual([oldest]);

    // A newer answer pushes the oldest to page 3.
    const newest = await answered(id, admin, 'Alien');
    const moved = await deep();
    expect(moved.pagination).toMatchObject({ total: 3 });
    expect(moved.responses.map((r: { id: number }) => r.id)).not.toContain(newest);
    expect(moved.responses.map((r: { id: number }) => r.id)).not.toContain(oldest);
    const last = (await get(`/api/questions/${id}/responses?page=3&limit=1`, reader.cookie)).json();
    expect(last.responses[0]).toMatchObject({ id: oldest, likesCount: 0, isLiked: false });

    expect((await like(oldest, reader)).statusCode).toBe(200);
    const liked = (await get(`/api/questions/${id}/responses?page=3&limit=1`, reader.cookie)).json();
    expect(liked.responses[0]).toMatchObject({ id: oldest, likesCount: 1, isLiked: true });
    const seen = (await get(`/api/questions/${id}/responses?page=3&limit=1`)).json();
    expect(seen.responses[0]).toMatchObject({ id: oldest, likesCount: 1, isLiked: false });
  });
});

describe('a signed-in viewer’s likes on a kept page', () => {
  it('are kept too, and their like, their unlike and another member’s like show at once', async () => {
    const { id } = await createQuestion(ctx.db);
    const responseId = await answered(id, author, 'Alien');
    const feed = `/api/questions/${id}/responses?page=1`;
    const first = () => get(feed, reader.cookie).then((r) => r.json().responses[0]);
    await expectKept(feed, reader.cookie);
    const hits = ctx.app.viewerCache.stats.hits;
    expect(await first()).toMatchObject({ id: responseId, isLiked: false });
    expect(ctx.app.viewerCache.stats.hits).toBeGreaterThan(hits);

    expect((await like(responseId, reader)).statusCode).toBe(200);
    expect(await first()).toMatchObject({ likesCount: 1, isLiked: true });
    expect((await like(responseId, reader, false)).statusCode).toBe(200);
    expect(await first()).toMatchObject({ likesCount: 0, isLiked: false });
    expect((await like(responseId, admin)).statusCode).toBe(200);
    expect(await first()).toMatchObject({ likesCount: 1, isLiked: false });
    expect((await get(feed, admin.cookie)).json().responses[0].isLiked).toBe(true);
  });
});

describe('likes and comments move only what shows them', () => {
  it('a like or a comment leaves the question lists, results and feeds without that response kept', async () => {
    const { id } = await createQuestion(ctx.db);
    const other = await createQuestion(ctx.db);
    // The lists the answers below move are dropped up to a second later (decision 088): wait for those drops,
    // so that what the like and the comment drop is all that is measured.
    const drops: { topic: string; at: number }[] = [];
    const invalidate = ctx.app.readCache.invalidate.bind(ctx.app.readCache);
    const spy = vi.spyOn(ctx.app.readCache, 'invalidate').mockImplementation((topic) => {
      drops.push({ topic, at: performance.now() });
      invalidate(topic);
    });
    const responseId = await answered(id, author, 'Gattaca');
    await answered(other.id, author, 'Solaris');
    // A read first waits until this process has heard of every write before it (syncReadsBeforeEachRead).
    await get('/api/questions');
    // Then no drop is pending once each list's last drop is an interval old: a pending drop fires an interval
    // after the last one. (A drop after the first answer alone could come before the second answer is heard.)
    await vi.waitFor(
      () => {
        for (const topic of [QUESTIONS_TOPIC, RESPONSES_TOPIC]) {
          const times = drops.filter((d) => d.topic === topic).map((d) => d.at);
          expect(times.length).toBeGreaterThan(0);
          expect(performance.now() - Math.max(...times)).toBeGreaterThanOrEqual(MOVED_LISTS_INTERVAL_MS);
        }
      },
      { timeout: 5000 },
    );
    spy.mockRestore();
    const kept = [
      `/api/questions/${id}/results`,
      `/api/questions/${id}`,
      '/api/questions',
      `/api/questions/${other.id}/responses?page=1`,
      `/api/users/${author.user.username}`,
    ];
    for (const url of kept) await expectKept(url);
    const feed = `/api/questions/${id}/responses?page=1`;
    await expectKept(feed);

    // What the like and the comment drop, heard before the next read (syncReadsBeforeEachRead): only what shows
    // their response. Counted by topic, so a background job's write in the meantime cannot be taken for theirs.
    const dropped: string[] = [];
    const after = vi.spyOn(ctx.app.readCache, 'invalidate').mockImplementation((topic) => {
      dropped.push(topic);
      invalidate(topic);
    });
    expect((await like(responseId, reader)).statusCode).toBe(200);
    const comment = await send('POST', `/api/responses/${responseId}/comments`, reader.cookie, {
      content: 'Nice',
    });
    expect(comment.statusCode).toBe(201);
    expect((await get(feed)).json().responses[0]).toMatchObject({ likesCount: 1, commentsCount: 1 });
    after.mockRestore();
    expect(dropped).toContain(responseTopic(responseId));
    for (const topic of [questionTopic(id), questionTopic(other.id), userTopic(author.user.id)])
      expect(dropped).not.toContain(topic);
    // And the kept reads answer as before.
    for (const url of kept) expect((await get(url)).statusCode).toBe(200);
  });
});

describe('profiles from the read cache', () => {
  it('a profile, its Answers tab and follow lists show a follow, an answer and a profile edit', async () => {
    const owner = await createSignedInUser(ctx.db);
    const fan = await createSignedInUser(ctx.db);
    const name = owner.user.username;
    const profile = `/api/users/${name}`;
    const followers = `/api/users/${name}/followers`;
    const following = `/api/users/${fan.user.username}/following`;
    const answers = `/api/users/${name}/responses`;
    for (const url of [profile, followers, following, answers]) await expectKept(url);
    await expectKept(`/api/users/${name}/follow-status`, fan.cookie);

    expect((await send('POST', `/api/users/${name}/follow`, fan.cookie)).statusCode).toBe(200);
    expect((await get(profile)).json().user).toMatchObject({ followersCount: 1, isFollowing: false });
    expect((await get(profile, fan.cookie)).json().user).toMatchObject({
      followersCount: 1,
      isFollowing: true,
    });
    expect((await get(followers)).json().users.map((u: { id: number }) => u.id)).toEqual([fan.user.id]);
    expect((await get(following)).json().users.map((u: { id: number }) => u.id)).toEqual([owner.user.id]);
    expect((await get(`/api/users/${name}/follow-status`, fan.cookie)).json().isFollowing).toBe(true);

    await expectKept(followers);
    const renamed = await send('PATCH', '/api/users/profile', fan.cookie, { displayName: 'Fan Renamed' });
    expect(renamed.statusCode).toBe(200);
    expect((await get(followers)).json().users[0].displayName).toBe('Fan Renamed');

    await expectKept(profile);
    expect((await send('PATCH', '/api/users/profile', owner.cookie, { bio: 'New bio' })).statusCode).toBe(
      200,
    );
    expect((await get(profile)).json().user.bio).toBe('New bio');

    const { id } = await createQuestion(ctx.db);
    await expectKept(answers);
    const responseId = await answered(id, owner, 'Psycho');
    expect((await get(answers)).json().responses.map((r: { id: number }) => r.id)).toEqual([responseId]);
    expect((await get(profile)).json().user.answersCount).toBe(1);
    await expectKept(answers, fan.cookie);
    expect((await like(responseId, fan)).statusCode).toBe(200);
    expect((await get(answers, fan.cookie)).json().responses[0]).toMatchObject({
      likesCount: 1,
      isLiked: true,
    });

    expect((await send('DELETE', `/api/users/${name}/follow`, fan.cookie)).statusCode).toBe(200);
    expect((await get(followers)).json().users).toEqual([]);
    expect((await get(profile, fan.cookie)).json().user).toMatchObject({
      followersCount: 0,
      isFollowing: false,
    });
  });

  it('the owner still sees their private answers and full count on their own profile', async () => {
    const owner = await createSignedInUser(ctx.db);
    const { id } = await createQuestion(ctx.db);
    const saved = await send('POST', `/api/questions/${id}/answer`, owner.cookie, {
      answers: ['A', 'B', 'C', 'D', 'E'],
      isPublic: false,
    });
    expect(saved.statusCode).toBe(200);
    const name = owner.user.username.toUpperCase();
    await expectKept(`/api/users/${name}`);
    await expectKept(`/api/users/${name}/responses`);
    expect((await get(`/api/users/${name}`)).json().user.answersCount).toBe(0);
    expect((await get(`/api/users/${name}/responses`)).json().responses).toEqual([]);
    expect((await get(`/api/users/${name}`, owner.cookie)).json().user.answersCount).toBe(1);
    expect((await get(`/api/users/${name}/responses`, owner.cookie)).json().responses).toHaveLength(1);
  });
});

describe('likers from the read cache', () => {
  it('shows a like and an unlike at once, and a private response only to its author', async () => {
    const { id } = await createQuestion(ctx.db);
    const responseId = await answered(id, author, 'Vertigo');
    const likers = `/api/responses/${responseId}/likes`;
    await expectKept(likers);
    expect((await like(responseId, reader)).statusCode).toBe(200);
    expect((await get(likers)).json()).toMatchObject({ total: 1, likers: [{ id: reader.user.id }] });
    await expectKept(likers);
    expect((await like(responseId, reader, false)).statusCode).toBe(200);
    expect((await get(likers)).json()).toMatchObject({ total: 0, likers: [] });

    const hidden = await send('POST', `/api/questions/${id}/answer`, author.cookie, {
      answers: ['Ran', 'Heat', 'Fargo', 'Se7en', 'Alien'],
      isPublic: false,
    });
    expect(hidden.statusCode).toBe(200);
    expect((await get(likers)).statusCode).toBe(404);
    expect((await get(likers, reader.cookie)).statusCode).toBe(404);
    expect((await get(likers, author.cookie)).statusCode).toBe(200);
  });
});
