/**
 * Taste twins on a generated dataset with known twins planted: members who answered the same questions with
 * the same (or nearly the same) lists rank first, once the background job that runs after an answer is done.
 * Blocked members, private lists and members with fewer than three questions in common never appear.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TasteTwinList } from '../../../shared/api/users.js';
import type { UserRow } from '../../db/schema/index.js';
import { submitAnswer } from '../../services/answers/submit-answer.js';
import { findTwins } from '../../services/twins/find-twins.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createQuestion, createSignedInUser, createUser, signIn } from '../../test/factories.js';

let ctx: TestContext;
let me: { user: UserRow; cookie: string };
const questions: number[] = [];
const named: Record<string, UserRow> = {};
/** My lists, question by question. */
const mine = new Map<number, string[]>();

/** A small seeded generator, so the crowd is the same on every run. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}
const rand = random(25);
/** Five distinct items of a question's 30, skewed to the popular ones as crowds are. */
function crowdList(): string[] {
  const picks = new Set<string>();
  while (picks.size < 5) picks.add(`Item ${Math.floor(30 * rand() ** 2)}`);
  return [...picks];
}
const answer = (user: UserRow, questionId: number, answers: string[], isPublic = true) =>
  submitAnswer(ctx.db, { questionId, user, answers, isPublic });
const twinsOf = async (username: string, cookie?: string) => {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/users/${username}/twins`,
    headers: cookie ? { cookie } : {},
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TasteTwinList>().twins;
};

beforeAll(async () => {
  ctx = await createTestContext();
  for (let i = 0; i < 8; i++) questions.push((await createQuestion(ctx.db)).id);
  me = await createSignedInUser(ctx.db);
  for (const q of questions.slice(0, 6)) mine.set(q, crowdList());
  // The crowd: 24 members, each answering 4 to 8 of the questions at random.
  for (let m = 0; m < 24; m++) {
    const user = await createUser(ctx.db);
    for (const q of questions) if (rand() < 0.7) await answer(user, q, crowdList());
  }
  // Planted: an identical twin on all six of my questions; a near twin (ranks 4 and 5 swapped) on five; one
  // identical on two questions only; one identical but private; one identical whom I then block.
  for (const name of ['twin', 'near', 'two', 'hidden', 'blocked']) named[name] = await createUser(ctx.db);
  for (const [i, q] of questions.slice(0, 6).entries()) {
    const list = mine.get(q) ?? [];
    await answer(named.twin, q, list);
    if (i < 5) await answer(named.near, q, [list[0], list[1], list[2], list[4], list[3]]);
    if (i < 2) await answer(named.two, q, list);
    await answer(named.hidden, q, list, false);
    await answer(named.blocked, q, list);
  }
  const block = await ctx.app.inject({
    method: 'POST',
    url: `/api/users/${named.blocked.username}/block`,
    headers: { cookie: me.cookie },
  });
  expect(block.statusCode, block.body).toBe(200);
  // My answers, through the API: each commit asks the background job to find my twins again.
  for (const [q, list] of mine) {
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/questions/${q}/answer`,
      payload: { answers: list, isPublic: true },
      headers: { cookie: me.cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  await ctx.app.twinRefresher.idle();
});
afterAll(() => ctx.close());

describe('GET /api/users/:username/twins', () => {
  it('ranks the planted twins first: the identical one, then the near one', async () => {
    const twins = await twinsOf(me.user.username, me.cookie);
    expect(twins.slice(0, 2).map((t) => [t.user.username, t.agreement, t.sharedQuestions])).toEqual([
      [named.twin.username, 100, 6],
      [named.near.username, expect.any(Number), 5],
    ]);
    expect(twins[1].agreement).toBeGreaterThan(90);
    expect(twins.every((t) => t.sharedQuestions >= 3 && t.isFollowing === false)).toBe(true);
    expect(twins.length).toBeLessThanOrEqual(6);
  });

  it('leaves out a member I blocked, private lists and fewer than three questions in common', async () => {
    const shown = (await findTwins(ctx.db, me.user.id)).map((t) => t.twinId);
    for (const name of ['two', 'hidden', 'blocked']) expect(shown).not.toContain(named[name].id);
    const names = (await twinsOf(me.user.username)).map((t) => t.user.username);
    expect(names).not.toContain(named.blocked.username);
  });

  it('says whom the viewer follows; a follow from the list shows on the next read', async () => {
    const follow = await ctx.app.inject({
      method: 'POST',
      url: `/api/users/${named.twin.username}/follow`,
      headers: { cookie: me.cookie },
    });
    expect(follow.statusCode, follow.body).toBe(200);
    const twins = await twinsOf(me.user.username, me.cookie);
    expect(twins[0]).toMatchObject({ user: { username: named.twin.username }, isFollowing: true });
  });

  it("another member's twins leave out the viewer and anyone the viewer blocked", async () => {
    ctx.app.twinRefresher.request(named.twin.id);
    await ctx.app.twinRefresher.idle();
    // The identical twin's own twins: me first (I am them, on six questions).
    const asVisitor = (await twinsOf(named.twin.username)).map((t) => t.user.username);
    expect(asVisitor[0]).toBe(me.user.username);
    const asMe = (await twinsOf(named.twin.username, me.cookie)).map((t) => t.user.username);
    expect(asMe).not.toContain(me.user.username);
    expect(asMe).not.toContain(named.blocked.username);
    const other = await signIn(ctx.db, await createUser(ctx.db));
    expect((await twinsOf(named.twin.username, other)).map((t) => t.user.username)).toContain(
      named.blocked.username,
    );
  });

  it('is empty for a member with no twins kept, and 404 for no such member', async () => {
    const lone = await createUser(ctx.db);
    expect(await twinsOf(lone.username)).toEqual([]);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/users/nobody_here_25/twins' });
    expect(res.statusCode).toBe(404);
  });
});

describe('found in the background, with no one waiting on the job', () => {
  it("a new member's twins are there a few seconds after their last answer of several in a row", async () => {
    const late = await createSignedInUser(ctx.db);
    for (const [q, list] of [...mine].slice(0, 3)) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/api/questions/${q}/answer`,
        payload: { answers: list, isPublic: true },
        headers: { cookie: late.cookie },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    await expect
      .poll(async () => (await twinsOf(late.user.username, late.cookie)).length, {
        timeout: 10_000,
        interval: 250,
      })
      .toBeGreaterThan(0);
  });
});
