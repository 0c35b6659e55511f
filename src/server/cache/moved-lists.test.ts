/**
 * The lists an answer moves (decision 088): an answer drops its own question, member and response at once,
 * and the question lists and recent feed at most once a second, never later than a second after it.
 */

import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { poolOf } from '../db/client.js';
import { createTestContext, type TestContext } from '../test/context.js';
import { createQuestion, createSignedInUser } from '../test/factories.js';
import { READS_CHANNEL } from './invalidation.js';
import { movedLists } from './moved-lists.js';

describe('movedLists', () => {
  afterEach(() => vi.useRealTimers());

  it('drops a list at once, then at most once per interval, and never later than the interval', () => {
    vi.useFakeTimers();
    const dropped: string[] = [];
    const lists = movedLists(
      (topic) => dropped.push(topic),
      1000,
      () => Date.now(),
    );

    lists.invalidate('questions-moved');
    expect(dropped).toEqual(['questions']);
    // A stream of answers within the second: one more drop, when the second is up.
    vi.advanceTimersByTime(100);
    lists.invalidate('responses-moved');
    // 'responses' had not been dropped for a second: at once.
    expect(dropped).toEqual(['questions', 'responses']);
    for (let i = 0; i < 8; i++) {
      vi.advanceTimersByTime(100);
      lists.invalidate('questions-moved');
      lists.invalidate('responses-moved');
    }
    expect(dropped).toEqual(['questions', 'responses']);
    vi.advanceTimersByTime(99); // 999 ms after the first drop
    expect(dropped).toEqual(['questions', 'responses']);
    vi.advanceTimersByTime(1);
    expect(dropped).toEqual(['questions', 'responses', 'questions']);
    vi.advanceTimersByTime(100);
    expect(dropped).toEqual(['questions', 'responses', 'questions', 'responses']);
    // Any other topic passes at once, however many.
    lists.invalidate('question:7');
    lists.invalidate('questions');
    lists.invalidate('questions');
    expect(dropped.slice(4)).toEqual(['question:7', 'questions', 'questions']);
    // Quiet for a second: the next answer drops at once again.
    vi.advanceTimersByTime(5000);
    lists.invalidate('questions-moved');
    expect(dropped.length).toBe(8);
    expect(dropped.at(-1)).toBe('questions');
    lists.stop();
  });

  it('forgets pending drops when stopped', () => {
    vi.useFakeTimers();
    const dropped: string[] = [];
    const lists = movedLists(
      (topic) => dropped.push(topic),
      1000,
      () => Date.now(),
    );
    lists.invalidate('questions-moved');
    vi.advanceTimersByTime(10);
    lists.invalidate('questions-moved');
    lists.stop();
    vi.advanceTimersByTime(5000);
    expect(dropped).toEqual(['questions']);
  });
});

describe('what an answer notifies (migration 0033)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  /** The raw topics notified on the reads channel while `write` ran, up to a marker sent after it. */
  async function notifiedBy(write: () => Promise<void>): Promise<string[]> {
    const heard: string[] = [];
    const pool = poolOf(ctx.db);
    let stop: () => Promise<void>;
    if (pool) {
      const client = await pool.connect();
      client.on('notification', (m) => {
        if (m.channel === READS_CHANNEL && m.payload) heard.push(m.payload);
      });
      await client.query(`LISTEN ${READS_CHANNEL}`);
      stop = async () => {
        await client.query(`UNLISTEN ${READS_CHANNEL}`);
        client.release();
      };
    } else {
      const pglite = (ctx.db as unknown as { $client: PGlite }).$client;
      stop = await pglite.listen(READS_CHANNEL, (payload) => heard.push(payload));
    }
    try {
      await write();
      const marker = `moved-lists-test:${Math.random()}`;
      await ctx.db.execute(sql`select pg_notify(${READS_CHANNEL}, ${marker})`);
      await vi.waitFor(() => expect(heard).toContain(marker));
    } finally {
      await stop();
    }
    return heard;
  }

  const answer = (questionId: number, cookie: string, isPublic = true) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/questions/${questionId}/answer`,
      headers: { cookie },
      payload: { answers: ['Alien', 'Heat', 'Fargo', 'Se7en', 'Ran'], isPublic },
    });

  it('drops its question, member and response at once, and the lists through the moved topics', async () => {
    const member = await createSignedInUser(ctx.db);
    const { id } = await createQuestion(ctx.db, { title: 'Top 5 narrow invalidations' });
    for (const isPublic of [true, false]) {
      // A new answer, then an edit of it (made private).
      const heard = await notifiedBy(async () => {
        expect((await answer(id, member.cookie, isPublic)).statusCode).toBe(200);
      });
      expect(heard).toContain(`question:${id}`);
      expect(heard).toContain(`user:${member.user.id}`);
      expect(heard.some((t) => t.startsWith('response:'))).toBe(true);
      expect(heard).toContain('questions-moved');
      expect(heard).toContain('responses-moved');
      expect(heard).not.toContain('questions');
      expect(heard).not.toContain('responses');
      // The pages that show a response to it beside its title keep them (decision 160).
      expect(heard).not.toContain(`question-title:${id}`);
    }
  });

  it('drops every list at once when a question is edited or a response deleted', async () => {
    const member = await createSignedInUser(ctx.db);
    const { id } = await createQuestion(ctx.db, { title: 'Top 5 wide invalidations' });
    expect((await answer(id, member.cookie)).statusCode).toBe(200);
    const edited = await notifiedBy(async () => {
      await ctx.db.execute(sql`update questions set title = 'Top 5 wider invalidations' where id = ${id}`);
    });
    expect(edited).toContain('questions');
    expect(edited).toContain(`question:${id}`);
    expect(edited).toContain(`question-title:${id}`);
    const deleted = await notifiedBy(async () => {
      await ctx.db.execute(sql`delete from responses where question_id = ${id}`);
    });
    expect(deleted).toContain('questions');
    expect(deleted).toContain('responses');
    expect(deleted).toContain(`user:${member.user.id}`);
  });
});
