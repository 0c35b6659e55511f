/**
 * GET /api/admin/responses?format=csv with 100,000 responses: the download streams (the first bytes arrive
 * long before the last) and the server's heap stays flat, because it never holds more than a batch.
 */
import { runInNewContext } from 'node:vm';
import { setFlagsFromString } from 'node:v8';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createSignedInUser } from '../../test/factories.js';

const MEMBERS = 1000;
const QUESTIONS = 100;
const RESPONSES = MEMBERS * QUESTIONS;

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const heapAfterGc = () => {
  gc();
  return process.memoryUsage().heapUsed;
};

let ctx: TestContext;
let cookie: string;
beforeAll(async () => {
  ctx = await createTestContext();
  cookie = (await createSignedInUser(ctx.db, { isAdmin: true })).cookie;
  await ctx.db.execute(sql`
    insert into users (username, display_name, email, is_verified)
    select 'bulk_' || i, 'Bulk ' || i, 'bulk_' || i || '@example.test', true from generate_series(1, ${MEMBERS}) i`);
  await ctx.db.execute(sql`
    insert into questions (title, description)
    select 'Top 5 generated things, batch ' || i, 'Generated for the export test' from generate_series(1, ${QUESTIONS}) i`);
  // Long answers (about 250 bytes a row, 25 MB in all), so holding the export would show in the heap.
  await ctx.db.execute(sql`
    insert into responses (question_id, user_id, answers, is_public)
    select q.id, u.id,
      array['The first answer named by ' || u.username || ' for question ' || q.id,
            'A second answer, with a comma', 'A "third" answer in quotes', '=A fourth that looks like a formula',
            'A fifth answer to round it off'],
      u.id % 3 <> 0
    from questions q cross join users u
    where q.title like 'Top 5 generated things%' and u.username like 'bulk\\_%'`);
}, 300_000);
afterAll(() => ctx.close());

describe('GET /api/admin/responses?format=csv at 100,000 responses', () => {
  it('streams every row with a flat heap', async () => {
    const [{ n }] = (await ctx.db.execute(sql`select count(*)::int as n from responses`)).rows as { n: number }[];
    expect(n).toBe(RESPONSES);

    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const baseline = heapAfterGc();
    const started = performance.now();
    const res = await fetch(`${address}/api/admin/responses?format=csv`, { headers: { cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="top5-responses-.*\.csv"$/);

    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let firstChunkAt = 0;
    let chunks = 0;
    let bytes = 0;
    let lineEnds = 0;
    let peak = 0;
    let tail = '';
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (chunks === 0) firstChunkAt = performance.now() - started;
      chunks++;
      bytes += value.byteLength;
      // Count CRLFs outside quoted cells: the quoted cells here hold no line break, so every CRLF ends a row.
      const text = tail + decoder.decode(value, { stream: true });
      lineEnds += text.split('\r\n').length - 1;
      tail = text.endsWith('\r') ? '\r' : '';
      if (chunks % 25 === 0) peak = Math.max(peak, heapAfterGc() - baseline);
    }
    const total = performance.now() - started;

    expect(lineEnds).toBe(RESPONSES + 1);
    expect(bytes).toBeGreaterThan(20_000_000);
    // Streamed: the first bytes come after a batch or two, not after the whole export.
    expect(firstChunkAt).toBeLessThan(total / 4);
    expect(chunks).toBeGreaterThan(50);
    // Flat: mid-download the heap holds a batch or so, never the 25 MB export (nor its 100,000 rows).
    expect(peak).toBeLessThan(12 * 1024 * 1024);
    console.info(
      `csv export: ${RESPONSES} rows, ${(bytes / 1e6).toFixed(1)} MB in ${chunks} chunks, ` +
        `first after ${firstChunkAt.toFixed(0)} ms of ${total.toFixed(0)} ms, heap peak +${(peak / 1e6).toFixed(1)} MB`,
    );
  }, 120_000);
});
