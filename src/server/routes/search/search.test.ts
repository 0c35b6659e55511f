import { Param, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SEARCH_COUNT_CAP } from '../../../shared/constants.js';
import { type Db, queryRows } from '../../db/client.js';
import type { UserRow } from '../../db/schema/index.js';
import { hideResponse } from '../../services/answers/hide-response.js';
import { setFollowing } from '../../services/follows/follows.js';
import { search } from '../../services/search/search.js';
import { SearchIndex } from '../../services/search/search-index.js';
import { deleteAccount } from '../../services/users/delete-account.js';
import { updateProfile } from '../../services/users/profile.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createQuestion, createSignedInUser, createUser } from '../../test/factories.js';
import { call, createResponse } from '../../test/social-kit.js';

let ctx: TestContext;
let member: { user: UserRow; cookie: string };
let beyonce: UserRow;
const ids = { publicAnswer: 0, privateAnswer: 0, hiddenAnswer: 0, divasQuestion: 0 };

beforeAll(async () => {
  ctx = await createTestContext();
  member = await createSignedInUser(ctx.db);
  beyonce = await createUser(ctx.db, { username: 'beyonce', displayName: 'Beyonce Knowles' });
  const divas = await createQuestion(ctx.db, {
    title: 'Top 5 pop divas',
    description: 'The greatest voices of modern pop music',
  });
  ids.divasQuestion = divas.id;
  await createQuestion(ctx.db, {
    title: 'Top 5 horror films',
    description: 'Scary movies that kept you awake',
  });
  const fan = await createUser(ctx.db);
  ids.publicAnswer = await createResponse(ctx.db, fan, divas.id, {
    answers: ['Beyoncé', 'Rihanna', 'Adele', 'Madonna', 'Whitney Houston'],
  });
  ids.privateAnswer = await createResponse(ctx.db, await createUser(ctx.db), divas.id, {
    answers: ['Beyonce', 'Shakira', 'Lorde', 'Sia', 'Kylie Minogue'],
    isPublic: false,
  });
  ids.hiddenAnswer = await createResponse(ctx.db, await createUser(ctx.db), divas.id, {
    answers: ['Beyonce', 'Dua Lipa', 'Lizzo', 'Cher', 'Britney Spears'],
  });
  // Hidden as an approved report hides it: out of the feeds and the results' tallies.
  await hideResponse(ctx.db, ids.hiddenAnswer);
});
afterAll(() => ctx.close());

const find = async (query: string, cookie?: string) => {
  const res = await call(ctx, 'GET', `/api/search?${query}`, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('GET /api/search', () => {
  it('finds a member and a Top 5 from a misspelt name', async () => {
    const result = await find('q=beyonse');
    expect(result.users.map((u: { id: number }) => u.id)).toContain(beyonce.id);
    expect(result.answers.map((a: { id: number }) => a.id)).toEqual([ids.publicAnswer]);
    expect(result.answers[0]).toMatchObject({
      questionId: ids.divasQuestion,
      question: { id: ids.divasQuestion, title: 'Top 5 pop divas' },
      answers: ['Beyoncé', 'Rihanna', 'Adele', 'Madonna', 'Whitney Houston'],
      url: `/question/${ids.divasQuestion}#response-${ids.publicAnswer}`,
    });
  });

  it('finds a member by the start of their name, and shows no private details', async () => {
    const result = await find('q=Beyo&type=users');
    expect(result.users[0]).toMatchObject({
      id: beyonce.id,
      username: 'beyonce',
      displayName: 'Beyonce Knowles',
    });
    expect(result.users[0]).not.toHaveProperty('email');
    expect(result.users[0]).not.toHaveProperty('birthYear');
  });

  it('finds questions by a word of the title or the description, and a typo in the title', async () => {
    expect((await find('q=voices')).questions.map((q: { id: number }) => q.id)).toEqual([ids.divasQuestion]);
    expect((await find('q=divas')).questions.map((q: { id: number }) => q.id)).toEqual([ids.divasQuestion]);
    expect((await find('q=horor')).questions.map((q: { title: string }) => q.title)).toEqual([
      'Top 5 horror films',
    ]);
  });

  it('never finds a private or hidden Top 5, not even for its author or an admin', async () => {
    const admin = await createSignedInUser(ctx.db, { isAdmin: true });
    for (const cookie of [undefined, member.cookie, admin.cookie]) {
      const result = await find('q=beyonce&type=answers', cookie);
      const found = result.answers.map((a: { id: number }) => a.id);
      expect(found).toEqual([ids.publicAnswer]);
      expect(result.counts.answers).toBe(1);
    }
    expect((await find('q=shakira')).answers).toEqual([]);
    expect((await find('q=lizzo')).answers).toEqual([]);
  });

  it('finds a Top 5 by an accented answer typed with or without its accents', async () => {
    const question = await createQuestion(ctx.db, { title: 'Top 5 films with one-word titles' });
    const id = await createResponse(ctx.db, await createUser(ctx.db), question.id, {
      answers: ['Amélie', 'Léon', 'Heat', 'Fargo', 'Ran'],
    });
    for (const q of ['Amélie', 'amélie', 'Amelie', 'AMELIE', 'Leon', 'Léon', 'mél']) {
      const found = await find(`q=${encodeURIComponent(q)}&type=answers`);
      expect(
        found.answers.map((a: { id: number }) => a.id),
        q,
      ).toEqual([id]);
      expect(found.counts.answers, q).toBe(1);
    }
  });

  it('answers a query of accent marks alone like a blank one, not with everything', async () => {
    const blank = await find('q=');
    expect(await find('q=%CC%81')).toEqual(blank);
    expect(await find('q=%CC%81%CC%88%20%CC%80&type=answers')).toMatchObject({ answers: [], total: 0 });
    expect(blank.total).toBe(0);
  });

  it('finds a Top 5 by an answer once the list is public, and no longer once it drops that answer', async () => {
    const author = await createUser(ctx.db);
    const question = await createQuestion(ctx.db, { title: 'Top 5 explorers' });
    const list = ['Zebulon Pike', 'Marco Polo', 'Ibn Battuta', 'Zheng He', 'Roald Amundsen'];
    await createResponse(ctx.db, author, question.id, { answers: list, isPublic: false });
    expect((await find('q=zebulon')).counts.answers).toBe(0);

    const id = await createResponse(ctx.db, author, question.id, { answers: list, isPublic: true });
    // Lists an answer moves follow it within a second (decision 088).
    await expect.poll(async () => (await find('q=zebulon')).counts.answers, { timeout: 3000 }).toBe(1);
    const found = await find('q=zebulon');
    expect(found.answers.map((a: { id: number }) => a.id)).toEqual([id]);
    expect(found.counts.answers).toBe(1);
    expect((await find('q=zebulon%20pkie')).answers.map((a: { id: number }) => a.id)).toEqual([id]);

    await createResponse(ctx.db, author, question.id, { answers: ['Ernest Shackleton', ...list.slice(1)] });
    expect(await find('q=zebulon')).toMatchObject({ answers: [], counts: { answers: 0 } });
    expect((await find('q=shackleton')).answers.map((a: { id: number }) => a.id)).toEqual([id]);
  });

  it('answers at most 3 per group for all, with counts and total of every match', async () => {
    for (let i = 0; i < 5; i++) await createUser(ctx.db, { displayName: `Zelda Fan ${i}` });
    const result = await find('q=zelda');
    expect(result.users).toHaveLength(3);
    expect(result.counts).toEqual({ questions: 0, users: 5, answers: 0 });
    expect(result.total).toBe(5);
    expect(result).not.toHaveProperty('pagination');
    const page2 = await find('q=zelda&type=users&limit=2&page=3');
    expect(page2.users).toHaveLength(1);
    expect(page2.questions).toEqual([]);
    expect(page2.pagination).toEqual({ page: 3, limit: 2, total: 5, totalPages: 3 });
  });

  it('lists the most followed first of members sharing a name, and counts them exactly as names change', async () => {
    const fans = await Promise.all([1, 2, 3].map(() => createUser(ctx.db)));
    const namesakes: UserRow[] = [];
    for (const displayName of ['Quintus Marlowe', 'Quintus Marlowe', 'quintus marlowe', 'QUINTUS MARLOWE']) {
      namesakes.push(await createUser(ctx.db, { displayName }));
    }
    // Followers: namesakes[1] 3, namesakes[3] 2, namesakes[0] 1, namesakes[2] none.
    for (const [target, followers] of [
      [1, 3],
      [3, 2],
      [0, 1],
    ] as const) {
      for (const fan of fans.slice(0, followers)) {
        await setFollowing(ctx.db, { actor: fan, target: namesakes[target], follow: true });
      }
    }
    const byUsername = await createUser(ctx.db, { username: 'the_marlowe', displayName: 'Someone Else' });
    const ids = (found: { users: { id: number }[] }) => found.users.map((u) => u.id);

    const all = await find('q=marlowe');
    expect(ids(all)).toEqual([namesakes[1].id, namesakes[3].id, namesakes[0].id]);
    expect(all.counts.users).toBe(5);
    const page = await find('q=quintus%20marlowe&type=users&limit=2&page=2');
    expect(ids(page)).toEqual([namesakes[0].id, namesakes[2].id]);
    // The four namesakes, and the member whose username holds 'marlowe'.
    expect(page.pagination.total).toBe(5);
    expect(ids(await find('q=the_marlowe&type=users'))[0]).toBe(byUsername.id);

    await updateProfile(ctx.db, namesakes[1].id, { displayName: 'Quintus Hale', bio: undefined });
    expect((await find('q=marlowe')).counts.users).toBe(4);
    expect(ids(await find('q=quintus%20marlowe&type=users'))).toEqual([
      namesakes[3].id,
      namesakes[0].id,
      namesakes[2].id,
      namesakes[1].id, // 'Quintus Hale' is still similar
      byUsername.id,
    ]);
    await deleteAccount(ctx.db, namesakes[3].id);
    await updateProfile(ctx.db, byUsername.id, { displayName: 'Marlowe Reader', bio: undefined });
    const after = await find('q=marlowe');
    expect(after.counts.users).toBe(3);
    expect(ids(after)).toEqual([byUsername.id, namesakes[0].id, namesakes[2].id]);
  });

  it('pages members of many names ranked alike by their followers, across the names', async () => {
    const fans = await Promise.all([1, 2, 3].map(() => createUser(ctx.db)));
    const members: UserRow[] = [];
    for (const last of ['Aa', 'Bb', 'Cc', 'Dd'])
      for (let i = 0; i < 2; i++) members.push(await createUser(ctx.db, { displayName: `Zebulon ${last}` }));
    // Followers: the second 'Bb' 3, the first 'Dd' 2, the first 'Aa' 1; the other five none.
    for (const [target, followers] of [
      [3, 3],
      [6, 2],
      [0, 1],
    ] as const)
      for (const fan of fans.slice(0, followers))
        await setFollowing(ctx.db, { actor: fan, target: members[target], follow: true });
    const unfollowed = members
      .filter((_, i) => ![3, 6, 0].includes(i))
      .map((m) => m.id)
      .sort((a, b) => b - a);
    const pages: number[] = [];
    for (let page = 1; page <= 3; page++) {
      const found = await find(`q=zebulon&type=users&limit=3&page=${page}`);
      expect(found.pagination.total).toBe(8);
      pages.push(...found.users.map((u: { id: number }) => u.id));
    }
    expect(pages).toEqual([members[3].id, members[6].id, members[0].id, ...unfollowed]);
  });

  it('finds a member by a name typed without its accents, or with them', async () => {
    const amelie = await createUser(ctx.db, { displayName: 'Amélie Poulain' });
    for (const q of ['Amelie', 'amélie', 'AMELIE', 'poulain', 'Amelie Poulian']) {
      const found = await find(`q=${encodeURIComponent(q)}&type=users`);
      expect(
        found.users.map((u: { id: number }) => u.id),
        q,
      ).toEqual([amelie.id]);
      expect(found.counts.users, q).toBe(1);
    }
  });

  it('answers a repeated search from the read cache until something it shows changes', async () => {
    await vi.waitFor(() => expect(ctx.app.readCache.connected).toBe(true), { timeout: 5000 });
    const star = await createUser(ctx.db, { displayName: 'Ottoline Vance' });
    expect((await find('q=ottoline')).users[0]).toMatchObject({ id: star.id, followersCount: 0 });
    // Asked again, it comes from memory. Under CI's load a late sync marker can drop everything kept (the
    // listener starts over), and a scheduled job's write can drop the search: then it is kept on the next ask.
    await vi.waitFor(
      async () => {
        const hits = ctx.app.readCache.stats.hits;
        expect((await find('q=ottoline')).users[0].followersCount).toBe(0);
        expect(ctx.app.readCache.stats.hits).toBe(hits + 1);
      },
      { timeout: 10_000, interval: 50 },
    );

    await setFollowing(ctx.db, { actor: member.user, target: star, follow: true });
    expect((await find('q=ottoline')).users[0].followersCount).toBe(1);
    await createUser(ctx.db, { displayName: 'Ottoline Price' });
    expect((await find('q=ottoline')).counts.users).toBe(2);
    const question = await createQuestion(ctx.db, { title: 'Top 5 Ottoline novels' });
    expect((await find('q=ottoline')).questions.map((q: { id: number }) => q.id)).toEqual([question.id]);
    const id = await createResponse(ctx.db, await createUser(ctx.db), question.id, {
      answers: ['Ottoline and the Yellow Cat', 'Matilda', 'Holes', 'Coraline', 'Wonder'],
    });
    expect((await find('q=ottoline')).answers.map((a: { id: number }) => a.id)).toEqual([id]);
  });

  it('stops counting a group past 1,000 matches, and still pages its first matches', async () => {
    await ctx.db.execute(sql`
      insert into users (username, display_name, email)
      select 'capcount_' || g, 'Capcount ' || g, 'capcount' || g || '@example.test' from generate_series(1, 1010) g`);
    const result = await find('q=capcount');
    expect(result.counts.users).toBe(SEARCH_COUNT_CAP + 1);
    expect(result.users).toHaveLength(3);
    const page = await find('q=capcount&type=users&limit=50&page=2');
    expect(page.users).toHaveLength(50);
    expect(page.pagination).toEqual({ page: 2, limit: 50, total: 1001, totalPages: 21 });
  });

  it('stops counting answers past 1,000 lists, and still pages the newest of them', async () => {
    // 1,010 public lists naming one item, written in bulk with the tallies they make.
    const question = await createQuestion(ctx.db, { title: 'Top 5 illustrators' });
    await ctx.db.execute(sql`
      with members as (
        insert into users (username, display_name, email)
        select 'drawer_' || g, 'Drawer ' || g, 'drawer' || g || '@example.test' from generate_series(1, 1010) g
        returning id)
      insert into responses (question_id, user_id, answers)
      select ${question.id}, id, array['Quentin Blake', 'Beatrix Potter', 'Tove Jansson', 'Mo Willems', 'Dr. Seuss']
      from members`);
    await ctx.db.execute(sql`
      insert into public_result_item_spellings (question_id, item_key, spelling, count)
      values (${question.id}, 'quentin blake', 'Quentin Blake', 1010)`);
    const result = await find('q=quentin');
    expect(result.counts.answers).toBe(SEARCH_COUNT_CAP + 1);
    expect(result.answers).toHaveLength(3);
    const page = await find('q=quentin&type=answers&limit=50&page=2');
    expect(page.answers).toHaveLength(50);
    expect(page.pagination).toEqual({ page: 2, limit: 50, total: 1001, totalPages: 21 });
  });

  it('lists the newest of many matching lists first, and a list made private or edited away leaves them', async () => {
    // The 1,010 lists naming Quentin Blake (the test above): five of them dated later, one a day later.
    const ids = await queryRows<{ id: number }>(
      ctx.db,
      sql`select r.id from responses r join users u on u.id = r.user_id
        where u.username like 'drawer\_%' order by r.id limit 5`,
    );
    const [newest, second, third, fourth, fifth] = ids.map((r) => r.id);
    await ctx.db.execute(
      sql`update responses set created_at = now() + interval '1 day' where id = ${newest}`,
    );
    await ctx.db.execute(sql`update responses set created_at = now() + interval '1 hour' * (5 - array_position(
      ${new Param([second, third, fourth, fifth])}::int[], id)) where id = any(${new Param([second, third, fourth, fifth])}::int[])`);
    const shown = async () =>
      (await find('q=quentin&type=answers&limit=5')).answers.map((a: { id: number }) => a.id);
    expect(await shown()).toEqual([newest, second, third, fourth, fifth]);
    await ctx.db.execute(sql`update responses set is_public = false where id = ${newest}`);
    await ctx.db.execute(
      sql`update responses set answers = array['Shaun Tan', 'Beatrix Potter', 'Tove Jansson', 'Mo Willems', 'Dr. Seuss']
        where id = ${third}`,
    );
    const after = await shown();
    expect(after.slice(0, 3)).toEqual([second, fourth, fifth]);
    expect(after).not.toContain(newest);
    expect(after).not.toContain(third);
    // What search reads is what the lists say: one row per spelling of each shown list, nothing else.
    const [{ stray }] = await queryRows<{ stray: number }>(
      ctx.db,
      sql`select count(*)::int as stray from (
        (select spelling, created_at, response_id from list_spellings
          except select distinct s, r.created_at, r.id from responses r, unnest(r.answers) s
            where r.is_public and not r.is_hidden)
        union all
        (select distinct s, r.created_at, r.id from responses r, unnest(r.answers) s where r.is_public and not r.is_hidden
          except select spelling, created_at, response_id from list_spellings)) d`,
    );
    expect(stray).toBe(0);
  });

  it('answers an empty page past the capped count, though more matches exist', async () => {
    // 1,010 members and 1,010 lists match (the tests above); the counts stop at 1,001, and so do the pages.
    const last = await find('q=quentin&type=answers&limit=1&page=1001');
    expect(last.answers).toHaveLength(1);
    expect(last.pagination).toEqual({ page: 1001, limit: 1, total: 1001, totalPages: 1001 });
    const answersPast = await find('q=quentin&type=answers&limit=1&page=1005');
    expect(answersPast.answers).toEqual([]);
    expect(answersPast.pagination).toEqual({ page: 1005, limit: 1, total: 1001, totalPages: 1001 });
    const membersPast = await find('q=capcount&type=users&limit=1&page=1005');
    expect(membersPast.users).toEqual([]);
    expect(membersPast.pagination).toEqual({ page: 1005, limit: 1, total: 1001, totalPages: 1001 });
    expect((await find('q=quentin&type=answers&limit=50&page=3000')).answers).toEqual([]);
  });

  it('answers an empty result for an empty or blank query', async () => {
    const empty = {
      questions: [],
      users: [],
      answers: [],
      total: 0,
      counts: { questions: 0, users: 0, answers: 0 },
    };
    expect(await find('q=')).toEqual(empty);
    expect(await find('q=%20%20%20')).toEqual(empty);
    expect(await find('')).toEqual(empty);
  });

  it('refuses an unknown type', async () => {
    const res = await call(ctx, 'GET', '/api/search?q=x&type=everything');
    expect(res.statusCode).toBe(400);
  });

  it('treats LIKE wildcards and query syntax as plain text', async () => {
    for (const q of ['%', '_', '%25%25', '"', "'", '!', '&', 'a | b', '-', 'or']) {
      const res = await call(ctx, 'GET', `/api/search?q=${encodeURIComponent(q)}`);
      expect(res.statusCode, `${q}: ${res.body}`).toBe(200);
    }
    expect((await find(`q=${encodeURIComponent('%')}`)).total).toBe(0);
  });
});

describe('search service', () => {
  it('answers a blank query without touching the database', async () => {
    const untouchable = new Proxy({} as Db, {
      get() {
        throw new Error('the database was used');
      },
    });
    const result = await search(untouchable, new SearchIndex(untouchable), {
      q: '  ',
      type: 'all',
      page: 1,
      limit: 20,
    });
    expect(result.counts).toEqual({ questions: 0, users: 0, answers: 0 });
  });
});
