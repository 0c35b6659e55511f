import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ageGroupOf } from '../../../shared/age-group.js';
import { AGE_GROUPS } from '../../../shared/constants.js';
import { itemKey } from '../../../shared/item-key.js';
import { cityChoices, requiresPostal } from '../../../shared/locations.js';
import { loadConfig } from '../../config.js';
import { verifyPassword } from '../../lib/passwords.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { queryRows } from '../client.js';
import { questions, users } from '../schema/index.js';
import { bootstrapData } from './bootstrap.js';
import { DEMO_PASSWORD } from './content/members.js';
import { DEMO_QUESTIONS } from './content/questions.js';
import { seedDemo } from './demo.js';

const DAY = 24 * 60 * 60 * 1000;
let ctx: TestContext;
const now = new Date();
const adminConfig = () =>
  loadConfig(
    {},
    {
      DATA_DIR: ctx.dataDir,
      SEED_DEMO: true,
      ADMIN_EMAIL: 'admin@top5.test',
      ADMIN_PASSWORD: 'AdminPass123',
    },
  );

// What a first `npm start` does on an empty database: the admin, then the demo content.
beforeAll(async () => {
  ctx = await createTestContext();
  await bootstrapData(ctx.db, adminConfig(), ctx.app.log, ctx.app.files);
}, 180_000);
afterAll(() => ctx.close());

const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(ctx.db, query);
const demoMembers = async () => (await ctx.db.select().from(users)).filter((u) => !u.isAdmin);

describe('demo questions', () => {
  it('puts the picker questions at ids 1 to 5: athletes, TV shows, movies, then two about artists', async () => {
    const list = await ctx.db.select().from(questions).orderBy(questions.id);
    expect(list.slice(0, 5).map((q) => [q.id, q.title])).toEqual([
      [1, 'Top 5 Athletes of All Time'],
      [2, 'Top 5 TV Shows of All Time'],
      [3, 'Top 5 Movies of All Time'],
      [4, 'Top 5 Music Artists of the 2010s'],
      [5, 'Top 5 Rappers Ever'],
    ]);
    expect(list.length).toBeGreaterThanOrEqual(20);
  });

  it('gives every question a real description, and most an end date 5 to 80 days ahead', async () => {
    const list = await ctx.db.select().from(questions);
    for (const q of list) expect(q.description.length).toBeGreaterThanOrEqual(10);
    const dated = list.filter((q) => q.endDate);
    expect(dated.length).toBeGreaterThan(list.length / 2);
    expect(list.some((q) => q.endDate === null)).toBe(true);
    for (const q of dated) {
      const days = ((q.endDate as Date).getTime() - now.getTime()) / DAY;
      expect(days).toBeGreaterThanOrEqual(5);
      expect(days).toBeLessThanOrEqual(81);
    }
    expect(list.filter((q) => q.isTrending).length).toBeGreaterThanOrEqual(3);
  });

  it('continues question ids after the demo ones', async () => {
    const [created] = await ctx.db
      .insert(questions)
      .values({ title: 'Top 5 Board Games', description: 'Tabletop favourites' })
      .returning({ id: questions.id });
    expect(created.id).toBe(DEMO_QUESTIONS.length + 1);
    await ctx.db.execute(sql`delete from questions where id = ${created.id}`);
  });

  it('draws a WebP cover for every question under DATA_DIR/uploads/seed, served from /uploads/seed', async () => {
    const list = await ctx.db.select().from(questions);
    for (const q of list) {
      expect(q.imageUrl).toBe(`/uploads/seed/q-${q.id}.webp`);
      const meta = await sharp(path.join(ctx.dataDir, 'uploads', 'seed', `q-${q.id}.webp`)).metadata();
      expect(meta.format).toBe('webp');
    }
    const response = await ctx.app.inject({ method: 'GET', url: '/uploads/seed/q-1.webp' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/webp');
  });
});

describe('demo members', () => {
  it('has at least 30 verified members who sign in with the shared password', async () => {
    const members = await demoMembers();
    expect(members.length).toBeGreaterThanOrEqual(30);
    expect(members.every((m) => m.isVerified)).toBe(true);
    expect(await verifyPassword(members[0].passwordHash as string, DEMO_PASSWORD)).toBe(true);
  });

  it('seeds beside the ADMIN_EMAIL admin created first, who is the only admin', async () => {
    const admins = (await ctx.db.select().from(users)).filter((u) => u.isAdmin);
    expect(admins.map((a) => a.email)).toEqual(['admin@top5.test']);
  });

  it('has five or more members in every age group', async () => {
    const members = await demoMembers();
    for (const group of AGE_GROUPS) {
      expect(members.filter((m) => ageGroupOf(m, now) === group).length, group).toBeGreaterThanOrEqual(5);
    }
  });

  it('lives in the reference countries and cities, with a postal code where the country requires one', async () => {
    const members = await demoMembers();
    expect(new Set(members.map((m) => m.country)).size).toBe(10);
    for (const m of members) {
      expect(cityChoices(m.country as string)).toContain(m.city);
      if (requiresPostal(m.country as string)) expect(m.postalCode?.length).toBeGreaterThanOrEqual(5);
      else expect(m.postalCode).toBeNull();
    }
  });
});

describe('demo answers and results', () => {
  it('answers every question, some privately, over the last three weeks', async () => {
    const counts = await rows<{ id: number; stored: number; actual: number }>(sql`
      select q.id, q.answers_count as stored, (select count(*) from responses r where r.question_id = q.id)::int as actual
      from questions q`);
    for (const c of counts) {
      expect(c.actual).toBeGreaterThan(0);
      expect(c.stored).toBe(c.actual);
    }
    const [spread] = await rows<{ private: number; oldest: string; newest: string; recent: number }>(sql`
      select count(*) filter (where not is_public)::int as private, min(created_at) as oldest, max(created_at) as newest,
        count(distinct question_id) filter (where created_at > now() - interval '7 days')::int as recent
      from responses`);
    expect(spread.private).toBeGreaterThan(0);
    expect(now.getTime() - new Date(spread.oldest).getTime()).toBeLessThanOrEqual(22 * DAY);
    expect(new Date(spread.newest).getTime()).toBeLessThanOrEqual(now.getTime());
    // GET /questions/hot counts the last 7 days: it has at least 8 to show.
    expect(spread.recent).toBeGreaterThanOrEqual(8);
  });

  it('keeps every member answer count equal to their responses', async () => {
    const off = await rows(sql`
      select u.id from users u
      where u.answers_count <> (select count(*) from responses r where r.user_id = u.id)`);
    expect(off).toEqual([]);
  });

  it('has a few answers edited once, with both versions kept', async () => {
    const edited = await rows<{ id: number; versions: number }>(sql`
      select r.id, (select count(*) from response_versions v where v.response_id = r.id)::int as versions
      from responses r where r.version = 2`);
    expect(edited.length).toBeGreaterThanOrEqual(3);
    for (const r of edited) expect(r.versions).toBe(2);
  });

  it('tallies results that equal a recount of the stored answers, merging casing and spacing', async () => {
    const tallies = await rows<{ question_id: number; item_key: string; votes: number; points: number }>(
      sql`select question_id, item_key, votes, points from result_items order by question_id, item_key`,
    );
    const stored = await rows<{ question_id: number; answers: string[] }>(
      sql`select question_id, answers from responses where not is_hidden`,
    );
    const recount = new Map<string, { votes: number; points: number }>();
    for (const r of stored) {
      r.answers.forEach((answer, i) => {
        const key = `${r.question_id}|${itemKey(answer)}`;
        const t = recount.get(key) ?? { votes: 0, points: 0 };
        recount.set(key, { votes: t.votes + 1, points: t.points + 5 - i });
      });
    }
    expect(tallies.length).toBe(recount.size);
    for (const t of tallies)
      expect(recount.get(`${t.question_id}|${t.item_key}`)).toEqual({ votes: t.votes, points: t.points });

    const spellings = await rows<{ n: number }>(sql`
      select count(*)::int as n from (
        select question_id, item_key from result_item_spellings group by 1, 2 having count(*) > 1) s`);
    expect(spellings[0].n).toBeGreaterThan(0);
  });

  it('has enough answers in every age group of question 1 to show its items', async () => {
    const groups = await rows<{ age_group: string; responses: number }>(
      sql`select age_group, responses from public_result_age_groups where question_id = 1`,
    );
    expect(groups.map((g) => g.age_group).sort()).toEqual([...AGE_GROUPS].sort());
    for (const g of groups) expect(g.responses).toBeGreaterThanOrEqual(5);
  });

  it('gives the five most popular questions 60+ answers and every age group its top 3 on the results page', async () => {
    for (const id of [1, 2, 3, 4, 5]) {
      const question = await ctx.app.inject({ method: 'GET', url: `/api/questions/${id}` });
      expect(question.json().answersCount, `question ${id}`).toBeGreaterThanOrEqual(60);
      const demographics = await ctx.app.inject({
        method: 'GET',
        url: `/api/questions/${id}/results/demographics`,
      });
      const groups: { ageGroup: string; results: unknown[] }[] = demographics.json().groups;
      expect(groups.map((g) => g.ageGroup)).toEqual([...AGE_GROUPS]);
      for (const g of groups) expect(g.results.length, `question ${id}, ${g.ageGroup}`).toBe(3);
    }
  });
});

describe('demo social content', () => {
  it('stores follower and following counts equal to the follows', async () => {
    const off = await rows(sql`
      select u.id from users u
      where u.followers_count <> (select count(*) from follows f where f.followee_id = u.id)
         or u.following_count <> (select count(*) from follows f where f.follower_id = u.id)`);
    expect(off).toEqual([]);
    const [follows] = await rows<{ n: number }>(sql`select count(*)::int as n from follows`);
    expect(follows.n).toBeGreaterThan(30);
  });

  it('likes and comments only public responses, never the author, with counts equal to the rows', async () => {
    const off = await rows(sql`
      select r.id from responses r
      where r.likes_count <> (select count(*) from likes l where l.response_id = r.id)
         or r.comments_count <> (select count(*) from comments c where c.response_id = r.id)`);
    expect(off).toEqual([]);
    const wrong = await rows(sql`
      select 1 from likes l join responses r on r.id = l.response_id where not r.is_public or l.user_id = r.user_id
      union all
      select 1 from comments c join responses r on r.id = c.response_id where not r.is_public or c.user_id = r.user_id`);
    expect(wrong).toEqual([]);
    const [made] = await rows<{ likes: number; comments: number }>(
      sql`select (select count(*) from likes)::int as likes, (select count(*) from comments)::int as comments`,
    );
    expect(made.likes).toBeGreaterThan(100);
    expect(made.comments).toBeGreaterThan(20);
  });

  it('leaves notifications, goals (10 reached; 50 and 100 to come) and a privacy policy', async () => {
    const [unread] = await rows<{ n: number }>(
      sql`select count(*)::int as n from notifications where not is_read`,
    );
    expect(unread.n).toBeGreaterThan(9);
    const goals = await rows<{ target_count: number; achieved: boolean }>(
      sql`select target_count, achieved from user_goals order by target_count`,
    );
    expect(goals.find((g) => g.target_count === 10)?.achieved).toBe(true);
    expect(goals.filter((g) => !g.achieved).map((g) => g.target_count)).toEqual([50, 100]);
    const [policy] = await rows<{ id: number; content: string }>(sql`select id, content from privacy_policy`);
    expect(policy.id).toBe(1);
    expect(policy.content.trim().length).toBeGreaterThanOrEqual(100);
  });
});

describe('the next start-up', () => {
  it('changes nothing: no second admin, no second demo', async () => {
    const count = () =>
      rows<{ users: number; responses: number }>(
        sql`select (select count(*) from users)::int as users, (select count(*) from responses)::int as responses`,
      );
    const before = await count();
    await bootstrapData(ctx.db, adminConfig(), ctx.app.log, ctx.app.files);
    expect(await seedDemo(ctx.db, { files: ctx.app.files })).toBeNull();
    expect(await count()).toEqual(before);
  });

  it('redraws a missing cover at start-up', async () => {
    const { ensureSeedCovers } = await import('./covers.js');
    const file = path.join(ctx.dataDir, 'uploads', 'seed', 'q-2.webp');
    fs.rmSync(file);
    expect(await ensureSeedCovers(ctx.db, ctx.app.files)).toBe(1);
    expect(fs.existsSync(file)).toBe(true);
  });
});
