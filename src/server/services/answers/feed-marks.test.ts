/**
 * The page index of a question's feed (decision 090), of the site's recent responses (152) and of the admin's
 * list (113): every page read through the marks is the page the walk from the newest gives, before and after
 * answers arrive, and after responses are deleted, hidden, made private and public again.
 */
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { feedWindow } from '../../lib/keyset.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createQuestion, createUser } from '../../test/factories.js';
import {
  deepPick,
  everyResponse,
  type MarkedList,
  questionFeed,
  readByMarks,
  recentFeed,
  walksFromNewest,
} from './feed-marks.js';
import { readPickedResponses } from './list-responses.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const EVERY = 3;
const LIMIT = 2;

/**
 * Page by page, the ids read through the list's marks and by walking `rows` (the list's responses, as a
 * condition on `r`) from the newest: the same, with the same cursor. A page at `marksFrom` or deeper must be
 * read through the marks, and have its mark written; one at `readFrom` or deeper must be read by readByMarks.
 */
async function expectPagesAsWalked(
  list: MarkedList,
  rows: SQL,
  n: number,
  marksFrom: number,
  readFrom = marksFrom,
): Promise<void> {
  for (let page = 1; page <= Math.ceil(n / LIMIT) + 1; page++) {
    const window = feedWindow({ page, limit: LIMIT });
    const walked = await readPickedResponses(
      ctx.db,
      sql`select r.id, r.created_at as at from responses r where ${rows}
          order by r.created_at desc, r.id desc limit ${LIMIT + 1} offset ${window.offset}`,
      window,
    );
    const marked = await readByMarks(
      ctx.db,
      list,
      n,
      window,
      (pick) => readPickedResponses(ctx.db, pick, window),
      EVERY,
    );
    if (window.offset >= readFrom && window.offset < n) expect(marked, `page ${page}`).not.toBeNull();
    if (!marked) continue;
    // The same page in one statement, its total read in it (decision 128): once the marks are written, the
    // same rows and cursor.
    if (!walksFromNewest(window, EVERY)) {
      const inOne = await readPickedResponses(
        ctx.db,
        deepPick(list, sql`select ${n}::int`, window, EVERY),
        window,
      );
      // Empty when the page's mark is not written (a page read from the oldest or a nearer mark instead).
      const marksWritten = window.offset >= marksFrom && window.offset < n;
      if (marksWritten || inOne.rows.length > 0) {
        expect(
          inOne.rows.map((r) => r.id),
          `page ${page} in one statement`,
        ).toEqual(walked.rows.map((r) => r.id));
        expect(inOne.nextCursor, `page ${page}'s cursor in one statement`).toBe(walked.nextCursor);
      }
    }
    expect(
      marked.rows.map((r) => r.id),
      `page ${page}`,
    ).toEqual(walked.rows.map((r) => r.id));
    expect(marked.nextCursor, `page ${page}'s cursor`).toBe(walked.nextCursor);
  }
}

/**
 * Writes a response by a new member to one of `questions` (by the member's id), `minutesAgo` old, shown or not.
 */
const respondAcross =
  (questions: { id: number }[]) =>
  async (minutesAgo: number, shown: { isPublic: boolean; isHidden: boolean }): Promise<void> => {
    const member = await createUser(ctx.db);
    const question = questions[member.id % questions.length];
    await ctx.db.execute(
      sql`insert into responses (question_id, user_id, answers, is_public, is_hidden, version, created_at,
            updated_at)
          values (${question.id}, ${member.id}, array['A','B','C','D','E'], ${shown.isPublic}, ${shown.isHidden},
            1, now() - ${minutesAgo} * interval '1 minute', now())`,
    );
  };

describe('the page index of a feed', () => {
  it('reads every page as the walk from the newest does, through answers, deletes and hides', async () => {
    const { id: questionId } = await createQuestion(ctx.db);
    const members: Awaited<ReturnType<typeof createUser>>[] = [];
    for (let i = 0; i < 30; i++) members.push(await createUser(ctx.db));
    /** A response by member i, `minutesAgo` old (several share a time: the id breaks the tie). */
    const respond = async (i: number, minutesAgo: number) => {
      await ctx.db.execute(
        sql`insert into responses (question_id, user_id, answers, is_public, version, created_at, updated_at)
            values (${questionId}, ${members[i].id}, array['A','B','C','D','E'], true, 1,
              now() - ${minutesAgo} * interval '1 minute', now())`,
      );
    };
    for (let i = 0; i < 23; i++) await respond(i, 100 - Math.floor(i / 2));

    const total = async () =>
      (
        await queryRows<{ n: number }>(
          ctx.db,
          sql`select public_responses_count as n from questions where id = ${questionId}`,
        )
      )[0].n;
    /** Page by page, the ids read through the marks and by walking from the newest. */
    const compareAll = async () =>
      expectPagesAsWalked(
        questionFeed(questionId),
        sql`r.question_id = ${questionId} and r.is_public and not r.is_hidden`,
        await total(),
        EVERY * 2,
      );
    const marks = async () =>
      (
        await queryRows<{ n: number }>(
          ctx.db,
          sql`select count(*)::int as n from feed_marks where question_id = ${questionId}`,
        )
      )[0].n;

    await compareAll();
    expect(await marks()).toBeGreaterThan(3);
    const kept = await marks();

    // New answers (the newest): the marks stay, and stay right.
    for (let i = 23; i < 27; i++) await respond(i, 0);
    expect(await marks()).toBe(kept);
    await compareAll();

    const ids = await queryRows<{ id: number }>(
      ctx.db,
      sql`select id from responses where question_id = ${questionId} order by created_at, id`,
    );
    // An old response deleted, one hidden, one made private: the marks from each on go, and come back right.
    await ctx.db.execute(sql`delete from responses where id = ${ids[10].id}`);
    expect(await marks()).toBeLessThan(kept);
    await compareAll();
    await ctx.db.execute(sql`update responses set is_hidden = true where id = ${ids[4].id}`);
    await compareAll();
    await ctx.db.execute(sql`update responses set is_public = false where id = ${ids[7].id}`);
    await compareAll();
    await ctx.db.execute(sql`update responses set is_public = true where id = ${ids[7].id}`);
    await compareAll();
    // A response written with an old date goes in behind the marks.
    await respond(27, 200);
    await compareAll();
  });

  /** A question with `n` responses by new members, `minutesAgo(i)` old (i = 0 the first written). */
  async function questionWith(n: number, minutesAgo: (i: number) => number): Promise<number> {
    const { id: questionId } = await createQuestion(ctx.db);
    for (let i = 0; i < n; i++) {
      const member = await createUser(ctx.db);
      await ctx.db.execute(
        sql`insert into responses (question_id, user_id, answers, is_public, version, created_at, updated_at)
            values (${questionId}, ${member.id}, array['A','B','C','D','E'], true, 1,
              now() - ${minutesAgo(i)} * interval '1 minute', now())`,
      );
    }
    return questionId;
  }

  /** Page `page` of the question's feed read through its marks, as readByMarks answers it (null: walk instead). */
  const readMarked = (questionId: number, total: number, page: number) => {
    const window = feedWindow({ page, limit: LIMIT });
    return readByMarks(
      ctx.db,
      questionFeed(questionId),
      total,
      window,
      (pick) => readPickedResponses(ctx.db, pick, window),
      EVERY,
    );
  };

  const marksOf = async (questionId: number) =>
    (
      await queryRows<{ n: number }>(
        ctx.db,
        sql`select count(*)::int as n from feed_marks where question_id = ${questionId}`,
      )
    )[0].n;

  it('writes no mark on a response younger than a minute: a page deep in such a list walks from the oldest', async () => {
    const questionId = await questionWith(20, () => 0);
    const rows = sql`r.question_id = ${questionId} and r.is_public and not r.is_hidden`;
    // The newest pages walk from the newest; the oldest ones (walking fewer entries from the oldest) are read
    // at once, as the walk from the newest gives them, with no mark written.
    await expectPagesAsWalked(questionFeed(questionId), rows, 20, 20, 10);
    expect(await readMarked(questionId, 20, 4)).toBeNull();
    expect(await readMarked(questionId, 20, 9)).not.toBeNull();
    expect(await marksOf(questionId)).toBe(0);
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'reads a deep page from the nearest mark written while another read holds the list (PostgreSQL)',
    async () => {
      const questionId = await questionWith(30, (i) => 100 - i);
      // Marks 0 to 3 written by a read of page 10 (its mark is 3), then another read holds the list's lock.
      expect(await readMarked(questionId, 30, 10)).not.toBeNull();
      expect(await marksOf(questionId)).toBe(4);
      const rows = sql`r.question_id = ${questionId} and r.is_public and not r.is_hidden`;
      await ctx.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(8801, ${questionId})`);
        // Page 6 (its mark, 5, not writable now): 8 entries from mark 3, against 10 from the newest.
        await expectPagesAsWalked(questionFeed(questionId), rows, 30, 30, 30);
        expect(await readMarked(questionId, 30, 6)).not.toBeNull();
      });
      expect(await marksOf(questionId)).toBe(4);
    },
  );

  it("reads every page of the admin's list of every response as the walk from the newest does", async () => {
    const questions = [await createQuestion(ctx.db), await createQuestion(ctx.db)];
    const respond = respondAcross(questions);
    for (let i = 0; i < 24; i++)
      await respond(300 - Math.floor(i / 2), { isPublic: i % 3 !== 0, isHidden: i % 5 === 0 });

    const total = async () =>
      (
        await queryRows<{ n: number }>(
          ctx.db,
          sql`select coalesce(sum(value), 0)::int as n from site_counters where name = 'responses'`,
        )
      )[0].n;
    const marks = async () =>
      (await queryRows<{ n: number }>(ctx.db, sql`select count(*)::int as n from admin_marks`))[0].n;
    const compareAll = async () => {
      const n = await total();
      expect(n, 'the stored count of every response').toBe(
        (await queryRows<{ n: number }>(ctx.db, sql`select count(*)::int as n from responses`))[0].n,
      );
      const [{ young }] = await queryRows<{ young: number }>(
        ctx.db,
        sql`select count(*)::int as young from responses where created_at > now() - interval '1 minute'`,
      );
      // A mark is written only on a response older than a minute: the newest pages may walk instead.
      await expectPagesAsWalked(everyResponse, sql`true`, n, young + EVERY + LIMIT);
    };

    await compareAll();
    const kept = await marks();
    expect(kept).toBeGreaterThan(3);
    // Answers arriving, and one hidden: every response stays in the list, and the marks stay.
    await respond(0, { isPublic: true, isHidden: false });
    await respond(0, { isPublic: false, isHidden: false });
    const [hidden] = await queryRows<{ id: number }>(
      ctx.db,
      sql`select id from responses where not is_hidden order by created_at, id offset 20 limit 1`,
    );
    await ctx.db.execute(sql`update responses set is_hidden = true where id = ${hidden.id}`);
    expect(await marks()).toBe(kept);
    await compareAll();
    // An old response deleted, and one written with an old date: the marks from each on go, and come back right.
    const [old] = await queryRows<{ id: number }>(
      ctx.db,
      sql`select id from responses order by created_at, id offset 9 limit 1`,
    );
    await ctx.db.execute(sql`delete from responses where id = ${old.id}`);
    expect(await marks()).toBeLessThan(kept);
    await compareAll();
    await respond(400, { isPublic: false, isHidden: false });
    await compareAll();
  });

  it("reads every page of the site's recent responses as the walk from the newest does", async () => {
    const questions = [
      await createQuestion(ctx.db),
      await createQuestion(ctx.db),
      await createQuestion(ctx.db),
    ];
    const respond = respondAcross(questions);
    for (let i = 0; i < 36; i++)
      await respond(500 - Math.floor(i / 2), { isPublic: i % 4 !== 0, isHidden: i % 7 === 0 });

    const shown = sql`r.is_public and not r.is_hidden`;
    const count = async (query: SQL) => (await queryRows<{ n: number }>(ctx.db, query))[0].n;
    const marks = () => count(sql`select count(*)::int as n from recent_marks`);
    const compareAll = async () => {
      const n = await count(
        sql`select coalesce(sum(value), 0)::int as n from site_counters where name = 'public_responses'`,
      );
      expect(n, 'the stored count of shown responses').toBe(
        await count(sql`select count(*)::int as n from responses r where ${shown}`),
      );
      const young = await count(
        sql`select count(*)::int as n from responses r where ${shown} and created_at > now() - interval '1 minute'`,
      );
      // A mark is written only on a response older than a minute: the newest pages may walk instead.
      await expectPagesAsWalked(recentFeed, shown, n, young + EVERY + LIMIT);
    };

    await compareAll();
    const kept = await marks();
    expect(kept).toBeGreaterThan(3);
    // Answers arriving, shown or not, and a private list edited: the marks stay.
    await respond(0, { isPublic: true, isHidden: false });
    await respond(0, { isPublic: false, isHidden: false });
    await ctx.db.execute(
      sql`update responses set answers = array['F','G','H','I','J'], updated_at = now()
          where id = (select id from responses where not is_public order by created_at, id limit 1)`,
    );
    expect(await marks()).toBe(kept);
    await compareAll();
    // An old shown response hidden, one made private and public again, one deleted, one written with an old
    // date: the marks from each on go, and every page comes back right.
    const oldShown = async (offset: number) =>
      (
        await queryRows<{ id: number }>(
          ctx.db,
          sql`select id from responses r where ${shown} order by created_at, id offset ${offset} limit 1`,
        )
      )[0].id;
    await ctx.db.execute(sql`update responses set is_hidden = true where id = ${await oldShown(8)}`);
    expect(await marks()).toBeLessThan(kept);
    await compareAll();
    const madePrivate = await oldShown(5);
    await ctx.db.execute(sql`update responses set is_public = false where id = ${madePrivate}`);
    await compareAll();
    await ctx.db.execute(sql`update responses set is_public = true where id = ${madePrivate}`);
    await compareAll();
    await ctx.db.execute(sql`delete from responses where id = ${await oldShown(3)}`);
    await compareAll();
    await respond(900, { isPublic: true, isHidden: false });
    await compareAll();
  });
});
