import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { questions, responseVersions, users } from '../../db/schema/index.js';
import { countMismatches } from '../../test/admin-kit.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { answerWriter, submitAnswer } from './submit-answer.js';

let ctx: TestContext;
let questionId: number;
const members: { id: number; birthYear: number; birthMonth: number; country: string }[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  const [q] = await ctx.db
    .insert(questions)
    .values({ title: 'Top 5 movies', description: 'Best movies ever' })
    .returning();
  questionId = q.id;
  for (let i = 0; i < 6; i++) {
    const [u] = await ctx.db
      .insert(users)
      .values({
        username: `m${i}`,
        displayName: `Member ${i}`,
        email: `m${i}@x.test`,
        birthYear: 1990,
        birthMonth: 1,
        country: 'France',
        city: 'Paris',
      })
      .returning();
    members.push({ id: u.id, birthYear: 1990, birthMonth: 1, country: 'France' });
  }
});
afterAll(() => ctx.close());

const top = () =>
  queryRows<{ label: string; votes: number; points: number }>(
    ctx.db,
    sql`select label, votes, points from result_items where question_id = ${questionId} order by points desc, label`,
  );

describe('submitAnswer', () => {
  it('counts a first answer as version 1 and tallies its points', async () => {
    const r = await submitAnswer(ctx.db, {
      questionId,
      user: members[0],
      answers: ['Alien', 'Heat', 'Fargo', 'Se7en', 'Ran'],
      isPublic: true,
    });
    expect(r).toMatchObject({ isEdit: false, version: 1 });
    expect((await top())[0]).toEqual({ label: 'Alien', votes: 1, points: 5 });
    const [q] = await ctx.db.select().from(questions).where(eq(questions.id, questionId));
    expect(q.answersCount).toBe(1);
  });

  it('moves the tallies on an edit and keeps the old version', async () => {
    const r = await submitAnswer(ctx.db, {
      questionId,
      user: members[0],
      answers: ['heat', 'Alien', 'Fargo', 'Se7en', 'Jaws'],
      isPublic: true,
    });
    expect(r).toMatchObject({ isEdit: true, version: 2 });
    const rows = await top();
    expect(rows.find((x) => x.label === 'Ran')).toBeUndefined();
    expect(rows.find((x) => x.label.toLowerCase() === 'heat')).toMatchObject({ votes: 1, points: 5 });
    const versions = await ctx.db
      .select()
      .from(responseVersions)
      .where(eq(responseVersions.responseId, r.responseId));
    expect(versions.map((v) => v.version).sort()).toEqual([1, 2]);
  });

  it('labels an item with its most common spelling (ties: byte order) in both sets, through answers and edits', async () => {
    const [q] = await ctx.db
      .insert(questions)
      .values({ title: 'Top 5 heist films', description: 'The best heists' })
      .returning();
    const save = (member: number, first: string) =>
      submitAnswer(ctx.db, {
        questionId: q.id,
        user: members[member],
        answers: [first, 'Ronin', 'Thief', 'Rififi', 'Inside Man'],
        isPublic: true,
      });
    const labels = async () =>
      (
        await queryRows<{ label: string }>(
          ctx.db,
          sql`select label from result_items where question_id = ${q.id} and item_key = 'heat'
            union all
            select label from public_result_items where question_id = ${q.id} and item_key = 'heat'`,
        )
      ).map((r) => r.label);
    await save(0, 'Heat');
    expect(await labels()).toEqual(['Heat', 'Heat']);
    await save(1, 'heat'); // 1 to 1: the first in byte order stays
    expect(await labels()).toEqual(['Heat', 'Heat']);
    await save(2, 'heat'); // another spelling goes ahead
    expect(await labels()).toEqual(['heat', 'heat']);
    await save(1, 'HEAT'); // the label's own count falls: 1, 1, 1
    expect(await labels()).toEqual(['HEAT', 'HEAT']);
    await save(3, 'Heat'); // Heat 2
    expect(await labels()).toEqual(['Heat', 'Heat']);
    await save(4, 'Heat'); // the label's own count rises: nothing else can have moved
    expect(await labels()).toEqual(['Heat', 'Heat']);
    await save(0, 'Sexy Beast'); // Heat leaves a list: 2, 1, 1
    await save(3, 'The Town'); // and another: 1, 1, 1
    expect(await labels()).toEqual(['HEAT', 'HEAT']);
  });

  it('serializes racing saves of one member into consecutive versions', async () => {
    const save = (a: string) =>
      submitAnswer(ctx.db, {
        questionId,
        user: members[1],
        answers: [a, 'B', 'C', 'D', 'E'],
        isPublic: false,
      });
    const results = await Promise.all([save('A1'), save('A2'), save('A3')]);
    expect(results.map((r) => r.version).sort()).toEqual([1, 2, 3]);
    const [{ votes }] = await queryRows<{ votes: number }>(
      ctx.db,
      sql`select votes from result_items where question_id = ${questionId} and item_key = 'b'`,
    );
    expect(votes).toBe(1);
  });
});

describe('saves batched together (decision 132)', () => {
  // The tally tables, each read without its question: a question's whole results, row by row.
  const TALLIES = [
    ...['result_items', 'result_item_ranks', 'result_item_spellings'].flatMap((t) => [t, `public_${t}`]),
    'public_result_age_groups',
    'public_result_age_group_items',
  ];
  const results = async (id: number) => {
    const tables: Record<string, unknown[]> = {};
    for (const table of TALLIES) {
      tables[table] = (
        await queryRows<{ row: string }>(
          ctx.db,
          sql`select (to_jsonb(t) - 'question_id' - 'updated_at')::text as row from ${sql.raw(table)} t
            where question_id = ${id} order by 1`,
        )
      ).map((r) => r.row);
    }
    const [counted] = await queryRows(
      ctx.db,
      sql`select answers_count, counted_public, counted_private from questions where id = ${id}`,
    );
    return { tables, counted };
  };

  it('leave the results as the same saves one by one would, labels and emptied rows included', async () => {
    // Two questions in one batch, their saves interleaved (PGlite runs one batch at a time, of any questions),
    // and the same saves one by one on two others.
    const [batched, batchedToo, oneByOne, oneByOneToo] = await ctx.db
      .insert(questions)
      .values(
        ['batched', 'batched too', 'one by one', 'one by one too'].map((t) => ({
          title: `Top 5 films, ${t}`,
          description: 'x',
        })),
      )
      .returning();
    // New lists, a member saving twice in one batch, spellings that outnumber the label, a list made private,
    // and items every list drops (their rows must leave the tallies).
    const saves = [
      [0, ['Alien', 'Heat', 'Fargo', 'Se7en', 'Ran'], true],
      [1, ['alien', 'HEAT', 'Jaws', 'Up', 'Big'], true],
      [2, ['ALIEN', 'heat', 'Jaws', 'Coco', 'Her'], false],
      [1, ['alien', 'Brazil', 'Jaws', 'Up', 'Big'], true],
      [3, ['alien', 'Ran', 'Up', 'Big', 'Coco'], true],
    ] as const;
    const edits = [
      [0, ['Jaws', 'Heat', 'Brazil', 'Up', 'Ran'], false],
      [2, ['alien', 'Heat', 'Jaws', 'Brazil', 'Up'], true],
      [3, ['Brazil', 'Heat', 'Up', 'Big', 'Jaws'], true],
      [4, ['ALIEN ', 'Coco', 'Up', 'Jaws', 'Heat'], true],
    ] as const;
    const input = (id: number, [m, answers, isPublic]: (typeof saves)[number] | (typeof edits)[number]) => ({
      questionId: id,
      user: members[m],
      answers: [...answers],
      isPublic,
    });
    for (const step of [saves, edits]) {
      const outcomes = await ctx.db.transaction((tx) =>
        answerWriter.writeAll(
          tx,
          step.flatMap((save, i) => [
            input(batched.id, save),
            input(batchedToo.id, step[step.length - 1 - i]),
          ]),
        ),
      );
      expect(outcomes.every((o) => o.ok)).toBe(true);
      for (const save of step) await submitAnswer(ctx.db, input(oneByOne.id, save));
      for (const save of [...step].reverse()) await submitAnswer(ctx.db, input(oneByOneToo.id, save));
    }
    const [a, b] = [await results(batched.id), await results(oneByOne.id)];
    expect(a.tables.result_items.length).toBeGreaterThan(0);
    // 'Fargo' and 'Se7en' were dropped by every list: no row of theirs is left in either.
    expect(a.tables.result_items.join()).not.toMatch(/fargo|se7en/i);
    expect(a).toEqual(b);
    expect(await results(batchedToo.id)).toEqual(await results(oneByOneToo.id));
    expect(await countMismatches(ctx.db)).toEqual([]);
  });
});
