import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../../db/client.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createQuestion, createUser } from '../../test/factories.js';
import { submitAnswer } from '../answers/submit-answer.js';
import { utcDay } from './daily-answers.js';
import { hotQuestions } from './highlights.js';
import { rollHotWindow } from './hot.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const DAY = 24 * 60 * 60 * 1000;
const now = new Date();
const FIVE = ['a', 'b', 'c', 'd', 'e'];
const daysFrom = (days: number) => new Date(now.getTime() + days * DAY);

type Member = Awaited<ReturnType<typeof createUser>>;
const save = (questionId: number, user: Member, answers: string[], at = now, isPublic = true) =>
  submitAnswer(ctx.db, { questionId, user, answers, isPublic }, at);

async function answers(questionId: number, count: number, at: Date, isPublic = true) {
  for (let n = 0; n < count; n++) await save(questionId, await createUser(ctx.db), FIVE, at, isPublic);
}

const lockWaiters = async () =>
  (
    await queryRows<{ n: number }>(
      ctx.db,
      sql`select count(*)::int as n from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock'`,
    )
  )[0].n;

const stored = async () =>
  Object.fromEntries(
    (
      await queryRows<{ id: number; answers: number }>(
        ctx.db,
        sql`select question_id as id, answers from hot_answers order by question_id`,
      )
    ).map((r) => [r.id, r.answers]),
  );

describe("hot's rolling count (decision 133)", () => {
  it('counts first answers of the 7 days through the read, dropping the days that leave the window', async () => {
    const [a, b, c] = [
      await createQuestion(ctx.db),
      await createQuestion(ctx.db),
      await createQuestion(ctx.db),
    ];
    await answers(a.id, 3, now);
    await answers(b.id, 2, daysFrom(-1));
    await answers(c.id, 6, daysFrom(-5));
    // Ten days ago is outside the window: it never counts.
    await answers(b.id, 9, daysFrom(-10));

    expect((await hotQuestions(ctx.db, now)).map((q) => q.id)).toEqual([c.id, a.id, b.id]);
    // An edit is not a first answer: it moves nothing.
    const editor = await createUser(ctx.db);
    await save(a.id, editor, FIVE);
    await save(a.id, editor, [...FIVE].reverse());
    expect(await stored()).toEqual({ [a.id]: 4, [b.id]: 2, [c.id]: 6 });

    // Two days on, c's answers (5 days before) have left the window, and so has its row; b's are still in.
    expect((await hotQuestions(ctx.db, daysFrom(2))).map((q) => q.id)).toEqual([a.id, b.id]);
    expect(await stored()).toEqual({ [a.id]: 4, [b.id]: 2 });

    // Saves after the roll count on top; a read of the same day does not roll again.
    await answers(b.id, 3, daysFrom(2));
    expect((await hotQuestions(ctx.db, daysFrom(2))).map((q) => q.id)).toEqual([b.id, a.id]);
    expect(await stored()).toEqual({ [a.id]: 4, [b.id]: 5 });

    // A week later every answer so far has left, after a long quiet spell rolled in one step.
    expect(await hotQuestions(ctx.db, daysFrom(9))).toEqual([]);
    expect(await stored()).toEqual({});
  });

  it('rolls once when two reads of a new day arrive together', async () => {
    const q = await createQuestion(ctx.db);
    await answers(q.id, 2, daysFrom(9));
    await answers(q.id, 3, daysFrom(10));
    const day = utcDay(daysFrom(16));
    // Two rolls in transactions of their own, as two processes would run them (the per-database memo is not
    // shared). On PostgreSQL a third transaction holds the question's count until both are waiting on a lock,
    // so both start before either ends: without the window's lock both would take day 9 out.
    const roll = () => ctx.db.transaction((tx) => rollHotWindow(tx, day));
    if (ctx.database.kind === 'postgres') {
      let locked!: () => void;
      const isLocked = new Promise<void>((resolve) => {
        locked = resolve;
      });
      const hold = ctx.db.transaction(async (tx) => {
        await queryRows(tx, sql`select 1 from hot_answers where question_id = ${q.id} for update`);
        locked();
        await vi.waitFor(async () => expect(await lockWaiters()).toBe(2), { timeout: 10_000 });
      });
      await isLocked;
      await Promise.all([hold, roll(), roll()]);
    } else {
      await Promise.all([roll(), roll()]);
    }
    expect(await stored()).toEqual({ [q.id]: 3 });
    const [window] = await queryRows<{ through: string }>(
      ctx.db,
      sql`select to_char(through, 'YYYY-MM-DD') as through from hot_window`,
    );
    expect(window.through).toBe(day);
  });

  it('gives the place of a question that shows no answers to the next count down', async () => {
    const at = daysFrom(20);
    // 4 private lists show as 0 answers (under the 5 that join the results), so that question is never hot;
    // the 8th place goes to the question with 2 answers, below the 8 highest counts.
    const hidden = await createQuestion(ctx.db);
    await answers(hidden.id, 4, at, false);
    const shown: number[] = [];
    for (let i = 0; i < 8; i++) {
      const q = await createQuestion(ctx.db);
      await answers(q.id, i < 7 ? 3 : 2, at);
      shown.push(q.id);
    }
    const hot = await hotQuestions(ctx.db, at);
    expect(hot.map((q) => q.id)).toEqual([...shown.slice(0, 7).reverse(), shown[7]]);
    expect(hot.map((q) => q.answersCount)).toEqual([3, 3, 3, 3, 3, 3, 3, 2]);
  });
});
